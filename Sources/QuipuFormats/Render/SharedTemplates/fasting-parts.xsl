<?xml version="1.0" encoding="UTF-8"?>
<!-- The pieces of fasting XML (urn:quipu:fasting:1) that both the fasting report (fasting.xsl)
     and the static site (site.xsl) show: statistics, streaks, stages, fasts with progress bars,
     and a chart of weeks or months as inline SVG beside a table of the same numbers. -->
<xsl:stylesheet version="1.0"
                xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
                xmlns:f="urn:quipu:fasting:1"
                exclude-result-prefixes="f">

  <!-- The style rules these pieces need, for a page that does not link site.css. A bar is
       drawn with a border, which prints, rather than a background, which printers skip. -->
  <xsl:variable name="fasting-style">
.progress { display: inline-block; width: 6rem; height: .75rem; margin-right: .4rem; vertical-align: middle; border: 1px solid var(--muted); border-radius: .2rem; overflow: hidden; }
.progress span { display: block; height: 0; border-top: .75rem solid var(--accent); }
.progress.met span { border-top-color: #2e7d4f; }
.figure { font-size: 1.35rem; font-weight: 600; }
.definition { max-width: 45rem; }
  </xsl:variable>

  <!-- A fast's local time without seconds: 2024-03-04 20:15. -->
  <xsl:template name="fasting-time">
    <xsl:param name="instant"/>
    <xsl:value-of select="translate(substring($instant, 1, 16), 'T', ' ')"/>
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
            <xsl:value-of select="concat(' days, ', $streaks/f:current/@first, ' to ', $streaks/f:current/@last)"/>
          </xsl:when>
          <xsl:otherwise>none</xsl:otherwise>
        </xsl:choose>
      </dd>
      <dt>Longest streak</dt>
      <dd>
        <xsl:choose>
          <xsl:when test="$streaks/f:longest">
            <span class="figure"><xsl:value-of select="$streaks/f:longest/@days"/></span>
            <xsl:value-of select="concat(' days, ', $streaks/f:longest/@first, ' to ', $streaks/f:longest/@last)"/>
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
    <div class="table-wrap">
      <table class="list">
        <caption>Stage table “<xsl:value-of select="$stages/@name"/>”: the stage a fast reaches once it has lasted this long.</caption>
        <thead><tr><th scope="col">From</th><th scope="col">Stage</th></tr></thead>
        <tbody>
          <xsl:for-each select="$stages/f:stage">
            <tr><td><xsl:value-of select="@hours"/> h</td><th scope="row"><xsl:value-of select="@name"/></th></tr>
          </xsl:for-each>
        </tbody>
      </table>
    </div>
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
    <div class="table-wrap">
      <table class="fasts">
        <caption><xsl:value-of select="$caption"/></caption>
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
  </xsl:template>

  <!-- The statistics of each week or month in $rows (f:week or f:month elements) as a table;
       with $links, each month's name links to its page under $root. -->
  <xsl:template name="fasting-periods">
    <xsl:param name="rows"/>
    <xsl:param name="caption"/>
    <xsl:param name="links" select="false()"/>
    <xsl:param name="root"/>
    <div class="table-wrap">
      <table>
        <caption><xsl:value-of select="$caption"/></caption>
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
  </xsl:template>

  <!-- Hours fasted per week or month in $bars (f:week or f:month elements) as an inline SVG bar
       chart, scaled to the most; the same numbers are in the Total column of the table beside it. -->
  <xsl:template name="fasting-chart">
    <xsl:param name="bars"/>
    <xsl:variable name="unit"><xsl:choose><xsl:when test="$bars[1]/self::f:week">week</xsl:when><xsl:otherwise>month</xsl:otherwise></xsl:choose></xsl:variable>
    <xsl:variable name="count" select="count($bars)"/>
    <xsl:variable name="most">
      <xsl:for-each select="$bars">
        <xsl:sort select="@totalSeconds" data-type="number" order="descending"/>
        <xsl:if test="position() = 1"><xsl:value-of select="@totalSeconds"/></xsl:if>
      </xsl:for-each>
    </xsl:variable>
    <xsl:variable name="slot" select="680 div $count"/>
    <xsl:variable name="labelEvery" select="1 + floor($count div 16)"/>
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 740 230" role="img" aria-labelledby="chart-title chart-desc">
      <title id="chart-title">Hours fasted per <xsl:value-of select="concat($unit, ', ', $bars[1]/@firstDay, ' to ', $bars[last()]/@lastDay)"/></title>
      <desc id="chart-desc">A bar for each <xsl:value-of select="$unit"/>; the most, <xsl:value-of select="concat(floor($most div 3600), ' h ', floor($most mod 3600 div 60), ' min')"/>, is full height. The same numbers are in the Total column of the table below.</desc>
      <line class="axis" x1="30" y1="190.5" x2="710" y2="190.5"/>
      <xsl:for-each select="$bars">
        <xsl:variable name="x" select="30 + (position() - 1) * $slot"/>
        <xsl:variable name="height">
          <xsl:choose>
            <xsl:when test="$most &gt; 0"><xsl:value-of select="160 * @totalSeconds div $most"/></xsl:when>
            <xsl:otherwise>0</xsl:otherwise>
          </xsl:choose>
        </xsl:variable>
        <rect class="bar" x="{format-number($x + $slot * 0.15, '0.##')}" y="{format-number(190 - $height, '0.##')}"
              width="{format-number($slot * 0.7, '0.##')}" height="{format-number($height, '0.##')}">
          <title><xsl:value-of select="concat(@period, ': ', @totalHm, ' in ', @count, ' fasts')"/></title>
        </rect>
        <xsl:if test="(position() - 1) mod $labelEvery = 0">
          <text x="{format-number($x + $slot div 2, '0.##')}" y="206" text-anchor="middle">
            <xsl:choose>
              <xsl:when test="self::f:week"><xsl:value-of select="concat('W', substring-after(@period, '-W'))"/></xsl:when>
              <xsl:otherwise><xsl:value-of select="substring(@period, 6, 2)"/></xsl:otherwise>
            </xsl:choose>
          </text>
          <text x="{format-number($x + $slot div 2, '0.##')}" y="220" text-anchor="middle">
            <xsl:choose>
              <xsl:when test="self::f:week"><xsl:value-of select="substring(@firstDay, 6)"/></xsl:when>
              <xsl:otherwise><xsl:value-of select="substring(@period, 1, 4)"/></xsl:otherwise>
            </xsl:choose>
          </text>
          <xsl:if test="@totalSeconds &gt; 0 and $count &lt;= 31">
            <text class="value" x="{format-number($x + $slot div 2, '0.##')}" y="{format-number(185 - $height, '0.##')}" text-anchor="middle"><xsl:value-of select="substring-before(@totalHm, ':')"/> h</text>
          </xsl:if>
        </xsl:if>
      </xsl:for-each>
    </svg>
  </xsl:template>
</xsl:stylesheet>
