<?xml version="1.0" encoding="UTF-8"?>
<!-- Days, weekdays and months as the document's locale writes them, for the pages of hours and
     fasts (timesheet.xsl, fasting-parts.xsl, site.xsl, through bar-chart.xsl), and sentences for
     places that hold plain text in one language (an SVG's title, description and tooltips).
     A document without a locale (ISO English, whose language is 'en') keeps writing what it
     always did: ISO days (2024-03-04, 03-04), the week start as the data names it (monday) and
     three-letter months (Sep). -->
<xsl:stylesheet version="1.0"
                xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
                xmlns:l="urn:quipu:locale:1"
                exclude-result-prefixes="l">

  <!-- Whether the document is in ISO English, the output without a locale. -->
  <xsl:variable name="iso-english" select="l:language(1) = 'en'"/>

  <!-- A day without its year, short: 03-04 in ISO English, 04.03. in German, 4 mars in French,
       Mar 4 in American English (the locale's medium date with the year and what joins it cut off),
       its words joined by no-break spaces: a day is not broken over two lines (a table's heading). -->
  <xsl:template name="short-day">
    <xsl:param name="date"/>
    <xsl:choose>
      <xsl:when test="$iso-english"><xsl:value-of select="substring($date, 6)"/></xsl:when>
      <xsl:otherwise>
        <xsl:variable name="day" select="normalize-space(substring-before(l:date($date, 'medium'), substring($date, 1, 4)))"/>
        <xsl:value-of select="translate(substring($day, 1, string-length($day) - number(substring($day, string-length($day)) = ',')), ' ', '&#xA0;')"/>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- A day (yyyy-mm-dd) as a <time> in the document's 'long' (or 'medium') date format; its
       machine-readable datetime is given when the text is not the ISO date itself. -->
  <xsl:template name="day">
    <xsl:param name="date"/>
    <xsl:param name="style" select="'long'"/>
    <xsl:call-template name="time-element">
      <xsl:with-param name="value" select="$date"/>
      <xsl:with-param name="text" select="l:date($date, $style)"/>
    </xsl:call-template>
  </xsl:template>

  <!-- A local time of day, 2024-03-04T20:15:00+01:00, as a <time> without seconds: its day as the
       medium date, then the time (04.03.2024 20:15); in ISO English 2024-03-04 20:15. -->
  <xsl:template name="local-time">
    <xsl:param name="instant"/>
    <xsl:call-template name="time-element">
      <xsl:with-param name="value" select="translate(substring($instant, 1, 16), 'T', ' ')"/>
      <xsl:with-param name="text"><xsl:call-template name="local-time-text"><xsl:with-param name="instant" select="$instant"/></xsl:call-template></xsl:with-param>
    </xsl:call-template>
  </xsl:template>

  <!-- The same as text. -->
  <xsl:template name="local-time-text">
    <xsl:param name="instant"/>
    <xsl:value-of select="concat(l:date(substring($instant, 1, 10), 'medium'), ' ', substring($instant, 12, 5))"/>
  </xsl:template>

  <!-- <time> around $text, with $value as its datetime when the two differ. -->
  <xsl:template name="time-element">
    <xsl:param name="value"/>
    <xsl:param name="text"/>
    <time>
      <xsl:if test="$text != $value"><xsl:attribute name="datetime"><xsl:value-of select="$value"/></xsl:attribute></xsl:if>
      <xsl:value-of select="$text"/>
    </time>
  </xsl:template>

  <!-- A month's abbreviated name (1 to 12): Sep in ISO English, Sept. in German. -->
  <xsl:template name="short-month">
    <xsl:param name="month"/>
    <xsl:choose>
      <xsl:when test="$iso-english"><xsl:value-of select="substring(l:month($month, 'wide'), 1, 3)"/></xsl:when>
      <xsl:otherwise><xsl:value-of select="l:month($month, 'abbreviated')"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- The day weeks start on (monday or sunday), in the sentence "(weeks start on {weekday})". -->
  <xsl:template match="@weekStart" mode="placeholder">
    <xsl:choose>
      <xsl:when test="$iso-english"><xsl:value-of select="."/></xsl:when>
      <xsl:otherwise><xsl:value-of select="l:weekday(1 + 6 * number(. = 'sunday'), 'wide')"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- The label $key in both languages of a bilingual document, joined by " / " as l:label joins
       a label's (and DocumentLanguage.sentence in Swift a sentence's; once when both read alike), each {name} replaced by the
       parameter of that name, and {unit} and {direction} by the labels $unitKey and $directionKey
       in that language: a sentence the page's Swift-written parts and the PDF print too. -->
  <xsl:template name="plain-sentences">
    <xsl:param name="key"/>
    <xsl:param name="unitKey"/>
    <xsl:param name="directionKey"/>
    <xsl:param name="first"/>
    <xsl:param name="last"/>
    <xsl:param name="minutes"/>
    <xsl:param name="period"/>
    <xsl:param name="count"/>
    <xsl:variable name="one">
      <xsl:call-template name="plain-sentence">
        <xsl:with-param name="key" select="$key"/>
        <xsl:with-param name="unit"><xsl:if test="$unitKey != ''"><xsl:value-of select="l:text($unitKey, 1)"/></xsl:if></xsl:with-param>
        <xsl:with-param name="direction"><xsl:if test="$directionKey != ''"><xsl:value-of select="l:text($directionKey, 1)"/></xsl:if></xsl:with-param>
        <xsl:with-param name="first" select="$first"/>
        <xsl:with-param name="last" select="$last"/>
        <xsl:with-param name="minutes" select="$minutes"/>
        <xsl:with-param name="period" select="$period"/>
        <xsl:with-param name="count" select="$count"/>
      </xsl:call-template>
    </xsl:variable>
    <xsl:variable name="two">
      <xsl:if test="l:language(2) != ''">
        <xsl:call-template name="plain-sentence">
          <xsl:with-param name="key" select="$key"/>
          <xsl:with-param name="text" select="l:text($key, 2)"/>
          <xsl:with-param name="unit"><xsl:if test="$unitKey != ''"><xsl:value-of select="l:text($unitKey, 2)"/></xsl:if></xsl:with-param>
          <xsl:with-param name="direction"><xsl:if test="$directionKey != ''"><xsl:value-of select="l:text($directionKey, 2)"/></xsl:if></xsl:with-param>
          <xsl:with-param name="first" select="$first"/>
          <xsl:with-param name="last" select="$last"/>
          <xsl:with-param name="minutes" select="$minutes"/>
          <xsl:with-param name="period" select="$period"/>
          <xsl:with-param name="count" select="$count"/>
        </xsl:call-template>
      </xsl:if>
    </xsl:variable>
    <xsl:value-of select="$one"/>
    <xsl:if test="string($two) != '' and string($two) != string($one)"><xsl:value-of select="concat(' / ', $two)"/></xsl:if>
  </xsl:template>

  <!-- The label $key in the document's first language with each {name} replaced by the parameter
       of that name: a sentence of plain text, for an SVG's title, description and tooltips,
       which hold no markup and are read in the page's language. -->
  <xsl:template name="plain-sentence">
    <xsl:param name="key"/>
    <xsl:param name="text" select="l:text($key, 1)"/>
    <xsl:param name="count"/>
    <xsl:param name="first"/>
    <xsl:param name="last"/>
    <xsl:param name="unit"/>
    <xsl:param name="total"/>
    <xsl:param name="summary"/>
    <xsl:param name="most"/>
    <xsl:param name="mostBar"/>
    <xsl:param name="least"/>
    <xsl:param name="leastBar"/>
    <xsl:param name="where"/>
    <xsl:param name="hours"/>
    <xsl:param name="minutes"/>
    <xsl:param name="period"/>
    <xsl:param name="year"/>
    <xsl:param name="date"/>
    <xsl:param name="week"/>
    <xsl:param name="percent"/>
    <xsl:param name="direction"/>
    <xsl:choose>
      <xsl:when test="contains(substring-after($text, '{'), '}')">
        <xsl:variable name="name" select="substring-before(substring-after($text, '{'), '}')"/>
        <xsl:value-of select="substring-before($text, '{')"/>
        <xsl:choose>
          <xsl:when test="$name = 'count'"><xsl:value-of select="$count"/></xsl:when>
          <xsl:when test="$name = 'first'"><xsl:value-of select="$first"/></xsl:when>
          <xsl:when test="$name = 'last'"><xsl:value-of select="$last"/></xsl:when>
          <xsl:when test="$name = 'unit'"><xsl:value-of select="$unit"/></xsl:when>
          <xsl:when test="$name = 'total'"><xsl:value-of select="$total"/></xsl:when>
          <xsl:when test="$name = 'summary'"><xsl:value-of select="$summary"/></xsl:when>
          <xsl:when test="$name = 'most'"><xsl:value-of select="$most"/></xsl:when>
          <xsl:when test="$name = 'mostBar'"><xsl:value-of select="$mostBar"/></xsl:when>
          <xsl:when test="$name = 'least'"><xsl:value-of select="$least"/></xsl:when>
          <xsl:when test="$name = 'leastBar'"><xsl:value-of select="$leastBar"/></xsl:when>
          <xsl:when test="$name = 'where'"><xsl:value-of select="$where"/></xsl:when>
          <xsl:when test="$name = 'hours'"><xsl:value-of select="$hours"/></xsl:when>
          <xsl:when test="$name = 'minutes'"><xsl:value-of select="$minutes"/></xsl:when>
          <xsl:when test="$name = 'period'"><xsl:value-of select="$period"/></xsl:when>
          <xsl:when test="$name = 'year'"><xsl:value-of select="$year"/></xsl:when>
          <xsl:when test="$name = 'date'"><xsl:value-of select="$date"/></xsl:when>
          <xsl:when test="$name = 'week'"><xsl:value-of select="$week"/></xsl:when>
          <xsl:when test="$name = 'percent'"><xsl:value-of select="$percent"/></xsl:when>
          <xsl:when test="$name = 'direction'"><xsl:value-of select="$direction"/></xsl:when>
          <xsl:otherwise><xsl:message terminate="yes">plain-sentence: no value for {<xsl:value-of select="$name"/>} in <xsl:value-of select="$key"/></xsl:message></xsl:otherwise>
        </xsl:choose>
        <xsl:call-template name="plain-sentence">
          <xsl:with-param name="key" select="$key"/>
          <xsl:with-param name="text" select="substring-after(substring-after($text, '{'), '}')"/>
          <xsl:with-param name="count" select="$count"/>
          <xsl:with-param name="first" select="$first"/>
          <xsl:with-param name="last" select="$last"/>
          <xsl:with-param name="unit" select="$unit"/>
          <xsl:with-param name="total" select="$total"/>
          <xsl:with-param name="summary" select="$summary"/>
          <xsl:with-param name="most" select="$most"/>
          <xsl:with-param name="mostBar" select="$mostBar"/>
          <xsl:with-param name="least" select="$least"/>
          <xsl:with-param name="leastBar" select="$leastBar"/>
          <xsl:with-param name="where" select="$where"/>
          <xsl:with-param name="hours" select="$hours"/>
          <xsl:with-param name="minutes" select="$minutes"/>
          <xsl:with-param name="period" select="$period"/>
          <xsl:with-param name="year" select="$year"/>
          <xsl:with-param name="date" select="$date"/>
          <xsl:with-param name="week" select="$week"/>
          <xsl:with-param name="percent" select="$percent"/>
          <xsl:with-param name="direction" select="$direction"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:otherwise><xsl:value-of select="$text"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>
</xsl:stylesheet>
