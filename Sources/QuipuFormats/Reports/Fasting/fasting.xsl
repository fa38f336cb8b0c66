<?xml version="1.0" encoding="UTF-8"?>
<!-- Quipu fasting XML (urn:quipu:fasting:1) to a self-contained HTML5 page: the period's
     statistics, the running fast, the streaks with their definition, a chart of the weeks beside
     a table of the same numbers, the months, every fast with a progress bar, and the stage table
     with its note that it is not medical advice. Its words are labels in the document's language. -->
<xsl:stylesheet version="1.0"
                xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
                xmlns:f="urn:quipu:fasting:1"
                xmlns:l="urn:quipu:locale:1"
                exclude-result-prefixes="f l">
  <xsl:include href="layout.xsl"/>
  <xsl:include href="fasting-parts.xsl"/>

  <xsl:template match="/f:fasting">
    <xsl:call-template name="page">
      <xsl:with-param name="title">
        <xsl:choose>
          <xsl:when test="@period = 'all'"><xsl:value-of select="l:label('fasting.wholeHistory')"/></xsl:when>
          <xsl:otherwise>
            <xsl:call-template name="plain-sentences">
              <xsl:with-param name="key" select="'fasting.title'"/>
              <xsl:with-param name="period" select="@period"/>
            </xsl:call-template>
          </xsl:otherwise>
        </xsl:choose>
      </xsl:with-param>
      <xsl:with-param name="style" select="$fasting-style"/>
    </xsl:call-template>
  </xsl:template>

  <!-- The heading "Fasting 2024-03", or "Fasting, the whole history" (the page's title the same, as text). -->
  <xsl:template match="/f:fasting" mode="title">
    <xsl:choose>
      <xsl:when test="@period = 'all'"><xsl:value-of select="l:label('fasting.wholeHistory')"/></xsl:when>
      <xsl:otherwise><xsl:call-template name="fill"><xsl:with-param name="key" select="'fasting.title'"/></xsl:call-template></xsl:otherwise>
    </xsl:choose>
  </xsl:template>
  <xsl:template match="/f:fasting" mode="placeholder"><xsl:value-of select="@period"/></xsl:template>

  <xsl:template match="/f:fasting" mode="content">
    <header>
      <h1><xsl:apply-templates select="." mode="title"/></h1>
      <dl class="meta">
        <dt><xsl:value-of select="l:label('common.days')"/></dt>
        <dd>
          <xsl:choose>
            <xsl:when test="@firstDay">
              <xsl:call-template name="fasting-days">
                <xsl:with-param name="first" select="@firstDay"/>
                <xsl:with-param name="last" select="@lastDay"/>
              </xsl:call-template>
              <xsl:text> </xsl:text>
              <xsl:call-template name="fill">
                <xsl:with-param name="key" select="'common.weeksStartOn'"/>
                <xsl:with-param name="context" select="@weekStart"/><xsl:with-param name="bilingual" select="false()"/>
              </xsl:call-template>
            </xsl:when>
            <xsl:otherwise><xsl:value-of select="l:label('fasting.noFastsYet')"/></xsl:otherwise>
          </xsl:choose>
        </dd>
        <dt><xsl:value-of select="l:label('common.timeZone')"/></dt>
        <dd><xsl:value-of select="concat(@timeZone, ' ')"/><xsl:call-template name="fill"><xsl:with-param name="key" select="'fasting.localDay'"/></xsl:call-template></dd>
        <dt><xsl:value-of select="l:label('common.asOf')"/></dt>
        <dd><time><xsl:value-of select="@asOf"/></time><xsl:text> </xsl:text><xsl:call-template name="fill"><xsl:with-param name="key" select="'fasting.runningCounted'"/></xsl:call-template></dd>
      </dl>
    </header>
    <section aria-labelledby="summary-heading">
      <h2 id="summary-heading"><xsl:value-of select="l:label('common.summary')"/></h2>
      <xsl:call-template name="fasting-summary"><xsl:with-param name="statistics" select="f:statistics"/></xsl:call-template>
    </section>
    <section aria-labelledby="running-heading">
      <h2 id="running-heading"><xsl:value-of select="l:label('fasting.runningFast')"/></h2>
      <xsl:choose>
        <xsl:when test="f:running/f:fast">
          <p class="note"><xsl:call-template name="fill"><xsl:with-param name="key" select="'fasting.runningNote'"/></xsl:call-template></p>
          <xsl:call-template name="fasting-fasts">
            <xsl:with-param name="fasts" select="f:running/f:fast"/>
            <xsl:with-param name="caption" select="'fasting.underWay'"/>
          </xsl:call-template>
        </xsl:when>
        <xsl:otherwise><p class="note"><xsl:call-template name="fill"><xsl:with-param name="key" select="'common.none'"/></xsl:call-template></p></xsl:otherwise>
      </xsl:choose>
    </section>
    <section aria-labelledby="streaks-heading">
      <h2 id="streaks-heading"><xsl:value-of select="l:label('fasting.streaks')"/></h2>
      <xsl:call-template name="fasting-streaks"><xsl:with-param name="streaks" select="f:streaks"/></xsl:call-template>
    </section>
    <xsl:if test="f:weeks/f:week">
      <section class="chart" aria-labelledby="weeks-heading">
        <h2 id="weeks-heading"><xsl:value-of select="l:label('common.weeks')"/></h2>
        <xsl:call-template name="fasting-chart"><xsl:with-param name="bars" select="f:weeks/f:week"/></xsl:call-template>
        <xsl:call-template name="fasting-periods">
          <xsl:with-param name="rows" select="f:weeks/f:week"/>
          <xsl:with-param name="caption" select="'fasting.weeksCaption'"/>
        </xsl:call-template>
      </section>
      <section aria-labelledby="months-heading">
        <h2 id="months-heading"><xsl:value-of select="l:label('common.months')"/></h2>
        <xsl:call-template name="fasting-periods">
          <xsl:with-param name="rows" select="f:months/f:month"/>
          <xsl:with-param name="caption" select="'fasting.monthsCaption'"/>
        </xsl:call-template>
      </section>
    </xsl:if>
    <section aria-labelledby="fasts-heading">
      <h2 id="fasts-heading"><xsl:value-of select="l:label('fasting.fasts')"/></h2>
      <xsl:choose>
        <xsl:when test="f:fasts/f:fast">
          <xsl:call-template name="fasting-fasts">
            <xsl:with-param name="fasts" select="f:fasts/f:fast"/>
            <xsl:with-param name="caption" select="'fasting.fastsCaption'"/>
          </xsl:call-template>
        </xsl:when>
        <xsl:otherwise><p class="note"><xsl:call-template name="fill"><xsl:with-param name="key" select="'fasting.noFastEnded'"/></xsl:call-template></p></xsl:otherwise>
      </xsl:choose>
    </section>
    <section aria-labelledby="stages-heading">
      <h2 id="stages-heading"><xsl:value-of select="l:label('fasting.stages')"/></h2>
      <xsl:call-template name="fasting-stages"><xsl:with-param name="stages" select="f:stages"/></xsl:call-template>
    </section>
  </xsl:template>
</xsl:stylesheet>
