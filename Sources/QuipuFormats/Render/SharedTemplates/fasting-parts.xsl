<?xml version="1.0" encoding="UTF-8"?>
<!-- The pieces of fasting XML (urn:quipu:fasting:1) that both the fasting report (fasting.xsl)
     and the static site (site.xsl) show: statistics, streaks, stages, fasts with progress bars,
     and a chart of weeks or months as inline SVG beside a table of the same numbers. Their words
     are labels (fasting.*, common.*) and their days, numbers and months the locale's (see
     labels.xsl, which the including stylesheet includes, and dates.xsl). -->
<xsl:stylesheet version="1.0"
                xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
                xmlns:f="urn:quipu:fasting:1"
                xmlns:l="urn:quipu:locale:1"
                exclude-result-prefixes="f l">
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
    <xsl:call-template name="local-time"><xsl:with-param name="instant" select="$instant"/></xsl:call-template>
  </xsl:template>

  <!-- "first to last" (common.dayRange, in the first language), each day unbroken. -->
  <xsl:template name="fasting-days">
    <xsl:param name="first"/>
    <xsl:param name="last"/>
    <xsl:variable name="range" select="l:text('common.dayRange', 1)"/>
    <xsl:value-of select="substring-before($range, '{first}')"/>
    <xsl:call-template name="day"><xsl:with-param name="date" select="$first"/></xsl:call-template>
    <xsl:value-of select="substring-before(substring-after($range, '{first}'), '{last}')"/>
    <xsl:call-template name="day"><xsl:with-param name="date" select="$last"/></xsl:call-template>
    <xsl:value-of select="substring-after($range, '{last}')"/>
  </xsl:template>

  <!-- A percentage of the data (60.0) as the locale writes it, with its sign: 60.0 %, 60,0 %, 60,0%. -->
  <xsl:template name="fasting-percent">
    <xsl:param name="percent"/>
    <xsl:call-template name="plain-sentence">
      <xsl:with-param name="key" select="'common.percent'"/>
      <xsl:with-param name="percent" select="l:number($percent, 1)"/>
    </xsl:call-template>
  </xsl:template>

  <!-- The statistics of $statistics (an element with count, goalMet, total… attributes) as a list. -->
  <xsl:template name="fasting-summary">
    <xsl:param name="statistics"/>
    <dl class="meta">
      <dt><xsl:value-of select="l:label('fasting.endedFasts')"/></dt><dd><xsl:value-of select="$statistics/@count"/></dd>
      <xsl:if test="$statistics/@count &gt; 0">
        <dt><xsl:value-of select="l:label('fasting.goalMet')"/></dt>
        <dd>
          <xsl:value-of select="concat($statistics/@goalMet, ' (')"/>
          <xsl:call-template name="fasting-percent"><xsl:with-param name="percent" select="$statistics/@completionPercent"/></xsl:call-template>
          <xsl:text>)</xsl:text>
        </dd>
        <dt><xsl:value-of select="l:label('common.total')"/></dt><dd><xsl:value-of select="$statistics/@totalHm"/></dd>
        <dt><xsl:value-of select="l:label('fasting.mean')"/></dt><dd><xsl:value-of select="$statistics/@meanHm"/></dd>
        <dt><xsl:value-of select="l:label('fasting.median')"/></dt><dd><xsl:value-of select="$statistics/@medianHm"/></dd>
        <dt><xsl:value-of select="l:label('fasting.longest')"/></dt><dd><xsl:value-of select="$statistics/@longestHm"/></dd>
        <dt><xsl:value-of select="l:label('fasting.shortest')"/></dt><dd><xsl:value-of select="$statistics/@shortestHm"/></dd>
      </xsl:if>
    </dl>
  </xsl:template>

  <!-- The current and longest streak, and what a streak is. -->
  <xsl:template name="fasting-streaks">
    <xsl:param name="streaks"/>
    <dl class="meta">
      <dt><xsl:value-of select="l:label('fasting.currentStreak')"/></dt>
      <dd>
        <xsl:apply-templates select="$streaks/f:current" mode="fasting-streak"/>
        <xsl:if test="not($streaks/f:current)"><xsl:value-of select="l:label('fasting.none')"/></xsl:if>
      </dd>
      <dt><xsl:value-of select="l:label('fasting.longestStreak')"/></dt>
      <dd>
        <xsl:apply-templates select="$streaks/f:longest" mode="fasting-streak"/>
        <xsl:if test="not($streaks/f:longest)"><xsl:value-of select="l:label('fasting.none')"/></xsl:if>
      </dd>
    </dl>
    <p class="note definition">
      <xsl:call-template name="fill"><xsl:with-param name="key" select="'fasting.streakDefinition'"/></xsl:call-template>
    </p>
  </xsl:template>

  <!-- A streak: its days, large, and its first and last day (values: in the first language only). -->
  <xsl:template match="f:streaks/f:current | f:streaks/f:longest" mode="fasting-streak">
    <xsl:call-template name="fill">
      <xsl:with-param name="key" select="concat('fasting.streakDays', substring('.one', 1, 4 * (@days = 1)))"/>
      <xsl:with-param name="bilingual" select="false()"/>
    </xsl:call-template>
  </xsl:template>
  <xsl:template match="f:streaks/f:current | f:streaks/f:longest" mode="placeholder">
    <xsl:param name="name"/>
    <xsl:choose>
      <xsl:when test="$name = 'count'"><span class="figure"><xsl:value-of select="@days"/></span></xsl:when>
      <xsl:when test="$name = 'first'"><xsl:call-template name="day"><xsl:with-param name="date" select="@first"/></xsl:call-template></xsl:when>
      <xsl:when test="$name = 'last'"><xsl:call-template name="day"><xsl:with-param name="date" select="@last"/></xsl:call-template></xsl:when>
    </xsl:choose>
  </xsl:template>

  <!-- The stage table and its note. -->
  <xsl:template name="fasting-stages">
    <xsl:param name="stages"/>
    <figure class="table">
      <figcaption>
        <xsl:call-template name="fill">
          <xsl:with-param name="key" select="'fasting.stageTable'"/>
          <xsl:with-param name="context" select="$stages"/>
        </xsl:call-template>
      </figcaption>
      <div class="table-wrap">
        <table class="list">
          <thead><tr><th scope="col"><xsl:value-of select="l:label('common.from')"/></th><th scope="col"><xsl:value-of select="l:label('fasting.stage')"/></th></tr></thead>
          <tbody>
            <xsl:for-each select="$stages/f:stage">
              <tr>
                <td><xsl:value-of select="concat(l:number(@hours, string-length(substring-after(@hours, '.'))), ' ', l:text('common.hoursUnit', 1))"/></td>
                <th scope="row"><xsl:call-template name="fasting-stage-name"><xsl:with-param name="name" select="@name"/></xsl:call-template></th>
              </tr>
            </xsl:for-each>
          </tbody>
        </table>
      </div>
    </figure>
    <p class="note"><xsl:call-template name="fill"><xsl:with-param name="key" select="'fasting.stagesNote'"/></xsl:call-template></p>
  </xsl:template>

  <!-- A stage's name: one of the default table's in the document's language (stage.*), any other as its table names it. -->
  <xsl:template name="fasting-stage-name">
    <xsl:param name="name"/>
    <xsl:choose>
      <xsl:when test="$name = 'ketosis begins'"><xsl:value-of select="l:label('stage.ketosisBegins')"/></xsl:when>
      <xsl:when test="$name = 'fat burning'"><xsl:value-of select="l:label('stage.fatBurning')"/></xsl:when>
      <xsl:when test="$name = 'deep fat burning'"><xsl:value-of select="l:label('stage.deepFatBurning')"/></xsl:when>
      <xsl:when test="$name = 'autophagy'"><xsl:value-of select="l:label('stage.autophagy')"/></xsl:when>
      <xsl:when test="$name = 'deep autophagy'"><xsl:value-of select="l:label('stage.deepAutophagy')"/></xsl:when>
      <xsl:when test="$name = 'extended'"><xsl:value-of select="l:label('stage.extended')"/></xsl:when>
      <xsl:otherwise><xsl:value-of select="$name"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- The stage table's name, in "Stage table “{name}”: …". -->
  <xsl:template match="f:stages" mode="placeholder"><xsl:value-of select="@name"/></xsl:template>

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
    <xsl:call-template name="fasting-percent"><xsl:with-param name="percent" select="$fast/@progressPercent"/></xsl:call-template>
  </xsl:template>

  <!-- One row per fast in $fasts: times, duration, goal, progress and stage. -->
  <xsl:template name="fasting-fasts">
    <xsl:param name="fasts"/>
    <xsl:param name="caption"/>
    <figure class="table">
      <figcaption><xsl:call-template name="fill"><xsl:with-param name="key" select="$caption"/></xsl:call-template></figcaption>
      <div class="table-wrap">
        <table class="fasts">
          <thead>
            <tr>
              <th scope="col"><xsl:value-of select="l:label('fasting.start')"/></th><th scope="col"><xsl:value-of select="l:label('fasting.end')"/></th>
              <th scope="col"><xsl:value-of select="l:label('fasting.duration')"/></th><th scope="col"><xsl:value-of select="l:label('fasting.goal')"/></th>
              <th scope="col"><xsl:value-of select="l:label('fasting.progress')"/></th><th scope="col"><xsl:value-of select="l:label('fasting.stage')"/></th>
            </tr>
          </thead>
          <tbody>
            <xsl:for-each select="$fasts">
              <tr>
                <th scope="row"><xsl:call-template name="fasting-time"><xsl:with-param name="instant" select="@start"/></xsl:call-template></th>
                <td>
                  <xsl:choose>
                    <xsl:when test="@end"><xsl:call-template name="fasting-time"><xsl:with-param name="instant" select="@end"/></xsl:call-template></xsl:when>
                    <xsl:otherwise><xsl:value-of select="l:label('fasting.running')"/></xsl:otherwise>
                  </xsl:choose>
                </td>
                <td><xsl:value-of select="@durationHm"/></td>
                <td>
                  <xsl:value-of select="@goalHm"/>
                  <xsl:if test="@preset"><span class="dec"><xsl:value-of select="@preset"/></span></xsl:if>
                </td>
                <td><xsl:call-template name="fasting-progress"><xsl:with-param name="fast" select="."/></xsl:call-template></td>
                <td><xsl:call-template name="fasting-stage-name"><xsl:with-param name="name" select="@stage"/></xsl:call-template></td>
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
      <figcaption><xsl:call-template name="fill"><xsl:with-param name="key" select="$caption"/></xsl:call-template></figcaption>
      <div class="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col"><xsl:value-of select="l:label(concat('common.', substring('week', 1, 4 * boolean($rows[1]/self::f:week)), substring('month', 1, 5 * not($rows[1]/self::f:week))))"/></th>
              <th scope="col"><xsl:value-of select="l:label('common.days')"/></th><th scope="col"><xsl:value-of select="l:label('fasting.fasts')"/></th>
              <th scope="col"><xsl:value-of select="l:label('fasting.goalMet')"/></th><th scope="col"><xsl:value-of select="l:label('fasting.completion')"/></th>
              <th scope="col"><xsl:value-of select="l:label('common.total')"/></th><th scope="col"><xsl:value-of select="l:label('fasting.mean')"/></th>
              <th scope="col"><xsl:value-of select="l:label('fasting.median')"/></th><th scope="col"><xsl:value-of select="l:label('fasting.longest')"/></th>
              <th scope="col"><xsl:value-of select="l:label('fasting.shortest')"/></th>
            </tr>
          </thead>
          <tbody>
            <xsl:for-each select="$rows">
              <tr>
                <th scope="row">
                  <xsl:choose>
                    <xsl:when test="$links and @count &gt; 0">
                      <a href="{concat($root, translate(@period, '-', '/'), '/index.html')}"><xsl:apply-templates select="." mode="fasting-period"/></a>
                    </xsl:when>
                    <xsl:otherwise><xsl:apply-templates select="." mode="fasting-period"/></xsl:otherwise>
                  </xsl:choose>
                </th>
                <td>
                  <xsl:variable name="first"><xsl:call-template name="short-day"><xsl:with-param name="date" select="@firstDay"/></xsl:call-template></xsl:variable>
                  <xsl:variable name="last"><xsl:call-template name="short-day"><xsl:with-param name="date" select="@lastDay"/></xsl:call-template></xsl:variable>
                  <xsl:call-template name="plain-sentence">
                    <xsl:with-param name="key" select="'common.dayRange'"/>
                    <xsl:with-param name="first" select="$first"/>
                    <xsl:with-param name="last" select="$last"/>
                  </xsl:call-template>
                </td>
                <td><xsl:value-of select="@count"/></td>
                <td><xsl:value-of select="@goalMet"/></td>
                <xsl:choose>
                  <xsl:when test="@count &gt; 0">
                    <td><xsl:call-template name="fasting-percent"><xsl:with-param name="percent" select="@completionPercent"/></xsl:call-template></td>
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

  <!-- A week or month of the data by its period: 2024-W10 as it is, 2024-03 as the locale names
       it (März 2024) but in ISO English. -->
  <xsl:template match="f:week" mode="fasting-period"><xsl:value-of select="@period"/></xsl:template>
  <xsl:template match="f:month" mode="fasting-period">
    <xsl:choose>
      <xsl:when test="$iso-english"><xsl:value-of select="@period"/></xsl:when>
      <xsl:otherwise><xsl:value-of select="concat(l:month(substring(@period, 6, 2), 'wide'), ' ', substring(@period, 1, 4))"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- Hours fasted per week or month in $bars (f:week or f:month elements) as an inline SVG bar
       chart over an axis of hours; the same numbers are in the Total column of the table beside it. -->
  <xsl:template name="fasting-chart">
    <xsl:param name="bars"/>
    <xsl:variable name="unit"><xsl:choose><xsl:when test="$bars[1]/self::f:week">week</xsl:when><xsl:otherwise>month</xsl:otherwise></xsl:choose></xsl:variable>
    <xsl:variable name="title">
      <xsl:call-template name="plain-sentence">
        <xsl:with-param name="key" select="'fasting.hoursFastedPer'"/>
        <xsl:with-param name="unit" select="l:text(concat('common.', $unit, 'Unit'), 1)"/>
      </xsl:call-template>
      <xsl:text>, </xsl:text>
      <xsl:call-template name="plain-sentence">
        <xsl:with-param name="key" select="'common.dayRange'"/>
        <xsl:with-param name="first" select="l:date($bars[1]/@firstDay, 'long')"/>
        <xsl:with-param name="last" select="l:date($bars[last()]/@lastDay, 'long')"/>
      </xsl:call-template>
    </xsl:variable>
    <xsl:variable name="summary">
      <xsl:call-template name="plain-sentence">
        <xsl:with-param name="key" select="'fasting.fastsEndedInThem'"/>
        <xsl:with-param name="count" select="sum($bars/@count)"/>
      </xsl:call-template>
    </xsl:variable>
    <xsl:call-template name="bar-chart">
      <xsl:with-param name="bars" select="$bars"/>
      <xsl:with-param name="title" select="string($title)"/>
      <xsl:with-param name="unit" select="$unit"/>
      <xsl:with-param name="summary" select="string($summary)"/>
      <xsl:with-param name="table" select="l:text('fasting.chartTotals', 1)"/>
    </xsl:call-template>
  </xsl:template>

  <!-- How the chart names a week or month (see bar-chart.xsl). -->
  <xsl:template match="f:week | f:month" mode="chart-name"><xsl:apply-templates select="." mode="fasting-period"/></xsl:template>
  <xsl:template match="f:week | f:month" mode="chart-tip">
    <xsl:variable name="period"><xsl:apply-templates select="." mode="fasting-period"/></xsl:variable>
    <xsl:call-template name="plain-sentence">
      <xsl:with-param name="key" select="'fasting.chartTip'"/>
      <xsl:with-param name="period" select="$period"/>
      <xsl:with-param name="total" select="@totalHm"/>
      <xsl:with-param name="count" select="@count"/>
    </xsl:call-template>
  </xsl:template>
  <xsl:template match="f:week | f:month" mode="chart-value"><xsl:value-of select="substring-before(@totalHm, ':')"/></xsl:template>
  <xsl:template match="f:week" mode="chart-label">
    <xsl:call-template name="plain-sentence">
      <xsl:with-param name="key" select="'chart.weekShort'"/>
      <xsl:with-param name="week" select="substring-after(@period, '-W')"/>
    </xsl:call-template>
  </xsl:template>
  <xsl:template match="f:week" mode="chart-sublabel"><xsl:call-template name="short-day"><xsl:with-param name="date" select="@firstDay"/></xsl:call-template></xsl:template>
  <xsl:template match="f:month" mode="chart-label">
    <xsl:choose>
      <xsl:when test="$iso-english"><xsl:value-of select="substring(@period, 6, 2)"/></xsl:when>
      <xsl:otherwise><xsl:call-template name="short-month"><xsl:with-param name="month" select="substring(@period, 6, 2)"/></xsl:call-template></xsl:otherwise>
    </xsl:choose>
  </xsl:template>
  <xsl:template match="f:month" mode="chart-sublabel"><xsl:value-of select="substring(@period, 1, 4)"/></xsl:template>
</xsl:stylesheet>
