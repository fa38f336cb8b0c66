<?xml version="1.0" encoding="UTF-8"?>
<!-- The pieces of fasting XML (urn:quipu:fasting:1) that both the fasting report (fasting.xsl)
     and the static site (site.xsl) show: statistics, streaks, stages, fasts with progress bars,
     and a chart of weeks or months as inline SVG beside a table of the same numbers. -->
<xsl:stylesheet version="1.0"
                xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
                xmlns:f="urn:quipu:fasting:1"
                exclude-result-prefixes="f">
  <xsl:include href="bar-chart.xsl"/>

  <!-- The style rules these pieces need, for a page that does not link site.css. A bar is
       drawn with a border, which prints, rather than a background, which printers skip. -->
  <xsl:variable name="fasting-style">
.progress { display: inline-block; width: 6rem; height: .75rem; margin-right: .4rem; vertical-align: middle; border: 1px solid var(--muted); border-radius: .2rem; overflow: hidden; }
.progress span { display: block; height: 0; border-top: .75rem solid var(--accent); }
.progress.met span { border-top-color: var(--met); }
.figure { font-size: 1.35rem; font-weight: 600; }
.definition { max-width: 45rem; }
  </xsl:variable>

  <!-- A fast's local time without seconds, unbroken: 2024-03-04 20:15. -->
  <xsl:template name="fasting-time">
    <xsl:param name="instant"/>
    <time><xsl:value-of select="translate(substring($instant, 1, 16), 'T', ' ')"/></time>
  </xsl:template>

  <!-- "first to last", each day unbroken. -->
  <xsl:template name="fasting-days">
    <xsl:param name="first"/>
    <xsl:param name="last"/>
    <time><xsl:value-of select="$first"/></time> to <time><xsl:value-of select="$last"/></time>
  </xsl:template>

  <!-- The statistics of $statistics (an element with count, goalMet, total… attributes) as a list. -->
  <xsl:template name="fasting-summary">
    <xsl:param name="statistics"/>
    <dl class="meta">
      <dt>Ended fasts</dt><dd><xsl:value-of select="$statistics/@count"/></dd>
      <xsl:if test="$statistics/@count &gt; 0">
        <dt>Goal met</dt><dd><xsl:value-of select="concat($statistics/@goalMet, ' (', $statistics/@completionPercent, ' %)')"/></dd>
        <dt>Total</dt><dd><xsl:value-of select="$statistics/@totalHm"/></dd>
        <dt>Mean</dt><dd><xsl:value-of select="$statistics/@meanHm"/></dd>
        <dt>Median</dt><dd><xsl:value-of select="$statistics/@medianHm"/></dd>
        <dt>Longest</dt><dd><xsl:value-of select="$statistics/@longestHm"/></dd>
        <dt>Shortest</dt><dd><xsl:value-of select="$statistics/@shortestHm"/></dd>
      </xsl:if>
    </dl>
  </xsl:template>

  <!-- The current and longest streak, and what a streak is. -->
  <xsl:template name="fasting-streaks">
    <xsl:param name="streaks"/>
    <dl class="meta">
      <dt>Current streak</dt>
      <dd>
        <xsl:choose>
          <xsl:when test="$streaks/f:current">
            <span class="figure"><xsl:value-of select="$streaks/f:current/@days"/></span>
            <xsl:text> days, </xsl:text>
            <xsl:call-template name="fasting-days">
              <xsl:with-param name="first" select="$streaks/f:current/@first"/>
              <xsl:with-param name="last" select="$streaks/f:current/@last"/>
            </xsl:call-template>
          </xsl:when>
          <xsl:otherwise>none</xsl:otherwise>
        </xsl:choose>
      </dd>
      <dt>Longest streak</dt>
      <dd>
        <xsl:choose>
          <xsl:when test="$streaks/f:longest">
            <span class="figure"><xsl:value-of select="$streaks/f:longest/@days"/></span>
            <xsl:text> days, </xsl:text>
            <xsl:call-template name="fasting-days">
              <xsl:with-param name="first" select="$streaks/f:longest/@first"/>
              <xsl:with-param name="last" select="$streaks/f:longest/@last"/>
            </xsl:call-template>
          </xsl:when>
          <xsl:otherwise>none</xsl:otherwise>
        </xsl:choose>
      </dd>
    </dl>
    <p class="note definition"><xsl:value-of select="$streaks/f:definition"/></p>
  </xsl:template>

  <!-- The stage table and its note. -->
  <xsl:template name="fasting-stages">
    <xsl:param name="stages"/>
    <figure class="table">
      <figcaption>Stage table “<xsl:value-of select="$stages/@name"/>”: the stage a fast reaches once it has lasted this long.</figcaption>
      <div class="table-wrap">
        <table class="list">
          <thead><tr><th scope="col">From</th><th scope="col">Stage</th></tr></thead>
          <tbody>
            <xsl:for-each select="$stages/f:stage">
              <tr><td><xsl:value-of select="@hours"/> h</td><th scope="row"><xsl:value-of select="@name"/></th></tr>
            </xsl:for-each>
          </tbody>
        </table>
      </div>
    </figure>
    <p class="note"><xsl:value-of select="$stages/@note"/></p>
  </xsl:template>

  <!-- A progress bar and the percentage of a fast's goal; the bar is full from 100 % on. -->
  <xsl:template name="fasting-progress">
    <xsl:param name="fast"/>
    <xsl:variable name="width">
      <xsl:choose>
        <xsl:when test="$fast/@progressPercent &gt; 100">100</xsl:when>
        <xsl:otherwise><xsl:value-of select="$fast/@progressPercent"/></xsl:otherwise>
      </xsl:choose>
    </xsl:variable>
    <span class="progress{substring(' met', 1, 4 * ($fast/@goalMet = 'true'))}"><span style="width: {$width}%"></span></span>
    <xsl:value-of select="concat($fast/@progressPercent, ' %')"/>
  </xsl:template>

  <!-- One row per fast in $fasts: times, duration, goal, progress and stage. -->
  <xsl:template name="fasting-fasts">
    <xsl:param name="fasts"/>
    <xsl:param name="caption"/>
    <figure class="table">
      <figcaption><xsl:value-of select="$caption"/></figcaption>
      <div class="table-wrap">
        <table class="fasts">
          <thead>
            <tr>
              <th scope="col">Start</th><th scope="col">End</th><th scope="col">Duration</th><th scope="col">Goal</th>
              <th scope="col">Progress</th><th scope="col">Stage</th>
            </tr>
          </thead>
          <tbody>
            <xsl:for-each select="$fasts">
              <tr>
                <th scope="row"><xsl:call-template name="fasting-time"><xsl:with-param name="instant" select="@start"/></xsl:call-template></th>
                <td>
                  <xsl:choose>
                    <xsl:when test="@end"><xsl:call-template name="fasting-time"><xsl:with-param name="instant" select="@end"/></xsl:call-template></xsl:when>
                    <xsl:otherwise>running</xsl:otherwise>
                  </xsl:choose>
                </td>
                <td><xsl:value-of select="@durationHm"/></td>
                <td>
                  <xsl:value-of select="@goalHm"/>
                  <xsl:if test="@preset"><span class="dec"><xsl:value-of select="@preset"/></span></xsl:if>
                </td>
                <td><xsl:call-template name="fasting-progress"><xsl:with-param name="fast" select="."/></xsl:call-template></td>
                <td><xsl:value-of select="@stage"/></td>
              </tr>
            </xsl:for-each>
          </tbody>
        </table>
      </div>
    </figure>
  </xsl:template>

  <!-- The statistics of each week or month in $rows (f:week or f:month elements) as a table;
       with $links, each month's name links to its page under $root. -->
  <xsl:template name="fasting-periods">
    <xsl:param name="rows"/>
    <xsl:param name="caption"/>
    <xsl:param name="links" select="false()"/>
    <xsl:param name="root"/>
    <figure class="table">
      <figcaption><xsl:value-of select="$caption"/></figcaption>
      <div class="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col"><xsl:choose><xsl:when test="$rows[1]/self::f:week">Week</xsl:when><xsl:otherwise>Month</xsl:otherwise></xsl:choose></th>
              <th scope="col">Days</th><th scope="col">Fasts</th><th scope="col">Goal met</th><th scope="col">Completion</th>
              <th scope="col">Total</th><th scope="col">Mean</th><th scope="col">Median</th><th scope="col">Longest</th><th scope="col">Shortest</th>
            </tr>
          </thead>
          <tbody>
            <xsl:for-each select="$rows">
              <tr>
                <th scope="row">
                  <xsl:choose>
                    <xsl:when test="$links and @count &gt; 0">
                      <a href="{concat($root, translate(@period, '-', '/'), '/index.html')}"><xsl:value-of select="@period"/></a>
                    </xsl:when>
                    <xsl:otherwise><xsl:value-of select="@period"/></xsl:otherwise>
                  </xsl:choose>
                </th>
                <td><xsl:value-of select="concat(substring(@firstDay, 6), ' to ', substring(@lastDay, 6))"/></td>
                <td><xsl:value-of select="@count"/></td>
                <td><xsl:value-of select="@goalMet"/></td>
                <xsl:choose>
                  <xsl:when test="@count &gt; 0">
                    <td><xsl:value-of select="@completionPercent"/> %</td>
                    <td><xsl:value-of select="@totalHm"/></td>
                    <td><xsl:value-of select="@meanHm"/></td>
                    <td><xsl:value-of select="@medianHm"/></td>
                    <td><xsl:value-of select="@longestHm"/></td>
                    <td><xsl:value-of select="@shortestHm"/></td>
                  </xsl:when>
                  <xsl:otherwise><td class="empty">·</td><td class="empty">·</td><td class="empty">·</td><td class="empty">·</td><td class="empty">·</td><td class="empty">·</td></xsl:otherwise>
                </xsl:choose>
              </tr>
            </xsl:for-each>
          </tbody>
        </table>
      </div>
    </figure>
  </xsl:template>

  <!-- Hours fasted per week or month in $bars (f:week or f:month elements) as an inline SVG bar
       chart over an axis of hours; the same numbers are in the Total column of the table beside it. -->
  <xsl:template name="fasting-chart">
    <xsl:param name="bars"/>
    <xsl:variable name="unit"><xsl:choose><xsl:when test="$bars[1]/self::f:week">week</xsl:when><xsl:otherwise>month</xsl:otherwise></xsl:choose></xsl:variable>
    <xsl:call-template name="bar-chart">
      <xsl:with-param name="bars" select="$bars"/>
      <xsl:with-param name="title" select="concat('Hours fasted per ', $unit, ', ', $bars[1]/@firstDay, ' to ', $bars[last()]/@lastDay)"/>
      <xsl:with-param name="unit" select="$unit"/>
      <xsl:with-param name="summary" select="concat(sum($bars/@count), ' fasts ended in them')"/>
      <xsl:with-param name="table">in the Total column of the table below</xsl:with-param>
    </xsl:call-template>
  </xsl:template>

  <!-- How the chart names a week or month (see bar-chart.xsl). -->
  <xsl:template match="f:week | f:month" mode="chart-name"><xsl:value-of select="@period"/></xsl:template>
  <xsl:template match="f:week | f:month" mode="chart-tip"><xsl:value-of select="concat(@period, ': ', @totalHm, ' in ', @count, ' fasts')"/></xsl:template>
  <xsl:template match="f:week | f:month" mode="chart-value"><xsl:value-of select="substring-before(@totalHm, ':')"/></xsl:template>
  <xsl:template match="f:week" mode="chart-label"><xsl:value-of select="concat('W', substring-after(@period, '-W'))"/></xsl:template>
  <xsl:template match="f:week" mode="chart-sublabel"><xsl:value-of select="substring(@firstDay, 6)"/></xsl:template>
  <xsl:template match="f:month" mode="chart-label"><xsl:value-of select="substring(@period, 6, 2)"/></xsl:template>
  <xsl:template match="f:month" mode="chart-sublabel"><xsl:value-of select="substring(@period, 1, 4)"/></xsl:template>
</xsl:stylesheet>
