<?xml version="1.0" encoding="UTF-8"?>
<!-- The bar chart of hours the timesheets (timesheet.xsl) and the fasting pages (fasting-parts.xsl)
     draw as inline SVG: a bar per day, week or month over an axis of hours with its values, a
     label under each bar (or every few bars), and a text alternative (role="img", <title> and a
     <desc> that states the span, the total, the most and the least in words). Its width follows
     the page, its text does not scale: x positions are percentages of the chart's width, heights
     are pixels, so labels keep their size (the style sheet's) on a phone and on a wide screen.
     Every colour is currentColor, which the style sheet sets per part and per color scheme.

     A bar is an element with its value in seconds in @seconds or @totalSeconds; the including
     stylesheet says how each kind of bar is named, in templates of these modes:
     chart-name (the bar in words, for the description), chart-tip (the bar's tooltip),
     chart-value (its value above it, in hours, where 16 bars or fewer leave room), chart-label
     and chart-sublabel (the two lines under it; an empty second line is left out). Its words are
     labels (chart.*) in the document's first language, as the page's text alternative is read. -->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns="http://www.w3.org/2000/svg"
                xmlns:l="urn:quipu:locale:1" exclude-result-prefixes="l">
  <xsl:include href="dates.xsl"/>

  <!-- The chart of $bars: $title names it, $unit is one bar's span ('day', 'week' or 'month'),
       $summary (optional) follows the count in the description ("30 fasts ended in them"),
       $table says where the same numbers are ("in the Total column of the table below"). -->
  <xsl:template name="bar-chart">
    <xsl:param name="bars"/>
    <xsl:param name="title"/>
    <xsl:param name="unit"/>
    <xsl:param name="summary"/>
    <xsl:param name="table"/>
    <xsl:variable name="count" select="count($bars)"/>
    <xsl:variable name="most">
      <xsl:for-each select="$bars">
        <xsl:sort select="@seconds | @totalSeconds" data-type="number" order="descending"/>
        <xsl:if test="position() = 1"><xsl:value-of select="@seconds | @totalSeconds"/></xsl:if>
      </xsl:for-each>
    </xsl:variable>
    <!-- The axis: at most four steps of 1, 2 or 5 times a power of ten hours, up to the most. -->
    <xsl:variable name="hours" select="ceiling($most div 3600)"/>
    <xsl:variable name="step">
      <xsl:call-template name="bar-chart-step"><xsl:with-param name="hours" select="$hours"/></xsl:call-template>
    </xsl:variable>
    <xsl:variable name="top" select="$step * (ceiling($hours div $step) + number($hours = 0))"/>
    <!-- The bars fill 10% to 98% of the width; left of 10% the axis's values (three digits at the
         style sheet's 13 px fit on a 390 px phone, where 10% is 36 px). -->
    <xsl:variable name="slot" select="88 div $count"/>
    <!-- A label for every bar, or every few where more than 16 would crowd; on a narrow screen
         every other one of more than 8 is hidden (class "alt"), as are the values above 8 bars. -->
    <xsl:variable name="labelEvery" select="1 + floor(($count - 1) div 16)"/>
    <xsl:variable name="crowded" select="ceiling($count div $labelEvery) &gt; 8"/>
    <svg width="100%" height="232" fill="currentColor" role="img" aria-labelledby="chart-title chart-desc">
      <title id="chart-title"><xsl:value-of select="$title"/></title>
      <desc id="chart-desc">
        <xsl:call-template name="bar-chart-description">
          <xsl:with-param name="bars" select="$bars"/>
          <xsl:with-param name="unit" select="$unit"/>
          <xsl:with-param name="summary" select="$summary"/>
          <xsl:with-param name="table" select="$table"/>
        </xsl:call-template>
      </desc>
      <text class="unit" x="0" y="13"><xsl:value-of select="l:text('chart.hoursUnit', 1)"/></text>
      <xsl:call-template name="bar-chart-ticks">
        <xsl:with-param name="step" select="$step"/>
        <xsl:with-param name="top" select="$top"/>
      </xsl:call-template>
      <xsl:for-each select="$bars">
        <xsl:variable name="seconds" select="@seconds | @totalSeconds"/>
        <xsl:variable name="height" select="160 * $seconds div ($top * 3600)"/>
        <xsl:variable name="x" select="10 + (position() - 1) * $slot"/>
        <xsl:variable name="middle" select="concat(format-number($x + $slot div 2, '0.###'), '%')"/>
        <rect class="bar" x="{format-number($x + $slot * 0.15, '0.###')}%" y="{format-number(188 - $height, '0.##')}"
              width="{format-number($slot * 0.7, '0.###')}%" height="{format-number($height, '0.##')}">
          <title><xsl:apply-templates select="." mode="chart-tip"/></title>
        </rect>
        <xsl:if test="(position() - 1) mod $labelEvery = 0">
          <xsl:variable name="class" select="substring(' alt', 1, 4 * ($crowded and floor((position() - 1) div $labelEvery) mod 2 = 1))"/>
          <xsl:variable name="sublabel"><xsl:apply-templates select="." mode="chart-sublabel"/></xsl:variable>
          <text class="label{$class}" x="{$middle}" y="206" text-anchor="middle"><xsl:apply-templates select="." mode="chart-label"/></text>
          <xsl:if test="string-length($sublabel) &gt; 0">
            <text class="label{$class}" x="{$middle}" y="222" text-anchor="middle"><xsl:value-of select="$sublabel"/></text>
          </xsl:if>
          <xsl:if test="$seconds &gt; 0 and $count &lt;= 16">
            <text class="value{substring(' alt', 1, 4 * ($count &gt; 8))}" x="{$middle}" y="{format-number(183 - $height, '0.##')}" text-anchor="middle"><xsl:apply-templates select="." mode="chart-value"/></text>
          </xsl:if>
        </xsl:if>
      </xsl:for-each>
    </svg>
  </xsl:template>

  <!-- The smallest of 1, 2, 5, 10, 20, 50 … hours of which four reach $hours. -->
  <xsl:template name="bar-chart-step">
    <xsl:param name="hours"/>
    <xsl:param name="step" select="1"/>
    <xsl:choose>
      <xsl:when test="4 * $step &gt;= $hours"><xsl:value-of select="$step"/></xsl:when>
      <xsl:otherwise>
        <xsl:call-template name="bar-chart-step">
          <xsl:with-param name="hours" select="$hours"/>
          <xsl:with-param name="step" select="$step * (2 + 0.5 * number(substring($step, 1, 1) = '2'))"/>
        </xsl:call-template>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- A line across the chart and its value at each step from 0 to $top hours; the line at 0 is the axis. -->
  <xsl:template name="bar-chart-ticks">
    <xsl:param name="step"/>
    <xsl:param name="top"/>
    <xsl:param name="value" select="0"/>
    <xsl:variable name="y" select="floor(188.5 - 160 * $value div $top)"/>
    <line class="{substring('grid', 1, 4 * ($value &gt; 0))}{substring('axis', 1, 4 * ($value = 0))}" x1="10%" x2="98%" y1="{$y}.5" y2="{$y}.5" stroke="currentColor"/>
    <text class="tick" x="10%" dx="-6" y="{$y + 4.5}" text-anchor="end"><xsl:value-of select="$value"/></text>
    <xsl:if test="$value &lt; $top">
      <xsl:call-template name="bar-chart-ticks">
        <xsl:with-param name="step" select="$step"/>
        <xsl:with-param name="top" select="$top"/>
        <xsl:with-param name="value" select="$value + $step"/>
      </xsl:call-template>
    </xsl:if>
  </xsl:template>

  <!-- What the chart shows, in words: "5 weeks from 2024-03-01 to 2024-03-31, a bar each; 30 fasts
       ended in them, 517 h 10 min in all. The most, 118 h 20 min, in 2024-W12; the least, …" -->
  <xsl:template name="bar-chart-description">
    <xsl:param name="bars"/>
    <xsl:param name="unit"/>
    <xsl:param name="summary"/>
    <xsl:param name="table"/>
    <xsl:call-template name="plain-sentence">
      <xsl:with-param name="key" select="concat('chart.span.', $unit, substring('.one', 1, 4 * (count($bars) = 1)))"/>
      <xsl:with-param name="count" select="count($bars)"/>
      <xsl:with-param name="first" select="l:date($bars[1]/@firstDay | $bars[1]/@date, 'long')"/>
      <xsl:with-param name="last" select="l:date($bars[last()]/@lastDay | $bars[last()]/@date, 'long')"/>
    </xsl:call-template>
    <xsl:text> </xsl:text>
    <xsl:variable name="total">
      <xsl:call-template name="bar-chart-duration"><xsl:with-param name="seconds" select="sum($bars/@seconds | $bars/@totalSeconds)"/></xsl:call-template>
    </xsl:variable>
    <xsl:call-template name="plain-sentence">
      <xsl:with-param name="key" select="concat('chart.', substring('summaryInAll', 1, 12 * (string-length($summary) &gt; 0)), substring('inAll', 1, 5 * (string-length($summary) = 0)))"/>
      <xsl:with-param name="summary" select="$summary"/>
      <xsl:with-param name="total" select="$total"/>
    </xsl:call-template>
    <xsl:for-each select="$bars">
      <xsl:sort select="@seconds | @totalSeconds" data-type="number" order="descending"/>
      <xsl:if test="position() = 1">
        <xsl:variable name="mostDuration">
          <xsl:call-template name="bar-chart-duration"><xsl:with-param name="seconds" select="@seconds | @totalSeconds"/></xsl:call-template>
        </xsl:variable>
        <xsl:variable name="mostBar"><xsl:apply-templates select="." mode="chart-name"/></xsl:variable>
        <xsl:text> </xsl:text>
        <xsl:choose>
          <xsl:when test="count($bars) = 1">
            <xsl:call-template name="plain-sentence">
              <xsl:with-param name="key" select="'chart.most'"/>
              <xsl:with-param name="most" select="$mostDuration"/>
              <xsl:with-param name="mostBar" select="$mostBar"/>
            </xsl:call-template>
          </xsl:when>
          <xsl:otherwise>
            <xsl:for-each select="$bars">
              <xsl:sort select="@seconds | @totalSeconds" data-type="number" order="descending"/>
              <xsl:if test="position() = last()">
                <xsl:variable name="leastDuration">
                  <xsl:call-template name="bar-chart-duration"><xsl:with-param name="seconds" select="@seconds | @totalSeconds"/></xsl:call-template>
                </xsl:variable>
                <xsl:variable name="leastBar"><xsl:apply-templates select="." mode="chart-name"/></xsl:variable>
                <xsl:call-template name="plain-sentence">
                  <xsl:with-param name="key" select="'chart.mostAndLeast'"/>
                  <xsl:with-param name="most" select="$mostDuration"/>
                  <xsl:with-param name="mostBar" select="$mostBar"/>
                  <xsl:with-param name="least" select="$leastDuration"/>
                  <xsl:with-param name="leastBar" select="$leastBar"/>
                </xsl:call-template>
              </xsl:if>
            </xsl:for-each>
          </xsl:otherwise>
        </xsl:choose>
      </xsl:if>
    </xsl:for-each>
    <xsl:text> </xsl:text>
    <xsl:call-template name="plain-sentence">
      <xsl:with-param name="key" select="'chart.axisInHours'"/>
      <xsl:with-param name="where" select="$table"/>
    </xsl:call-template>
  </xsl:template>

  <!-- Seconds in words, to the minute as the tables' h:mm (half a minute up): "118 h 48 min". -->
  <xsl:template name="bar-chart-duration">
    <xsl:param name="seconds"/>
    <xsl:variable name="minutes" select="floor($seconds div 60 + 0.5)"/>
    <xsl:call-template name="plain-sentence">
      <xsl:with-param name="key" select="'chart.hoursAndMinutes'"/>
      <xsl:with-param name="hours" select="floor($minutes div 60)"/>
      <xsl:with-param name="minutes" select="$minutes mod 60"/>
    </xsl:call-template>
  </xsl:template>
</xsl:stylesheet>
