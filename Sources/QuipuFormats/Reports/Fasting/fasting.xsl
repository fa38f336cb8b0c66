<?xml version="1.0" encoding="UTF-8"?>
<!-- Quipu fasting XML (urn:quipu:fasting:1) to a self-contained HTML5 page: the period's
     statistics, the running fast, the streaks with their definition, a chart of the weeks beside
     a table of the same numbers, the months, every fast with a progress bar, and the stage table
     with its note that it is not medical advice. -->
<xsl:stylesheet version="1.0"
                xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
                xmlns:f="urn:quipu:fasting:1"
                exclude-result-prefixes="f">
  <xsl:include href="layout.xsl"/>
  <xsl:include href="fasting-parts.xsl"/>

  <xsl:template match="/f:fasting">
    <xsl:call-template name="page">
      <xsl:with-param name="title">
        <xsl:choose>
          <xsl:when test="@period = 'all'">Fasting, the whole history</xsl:when>
          <xsl:otherwise><xsl:value-of select="concat('Fasting ', @period)"/></xsl:otherwise>
        </xsl:choose>
      </xsl:with-param>
      <xsl:with-param name="style" select="$fasting-style"/>
    </xsl:call-template>
  </xsl:template>

  <xsl:template match="/f:fasting" mode="content">
    <header>
      <h1>
        <xsl:choose>
          <xsl:when test="@period = 'all'">Fasting, the whole history</xsl:when>
          <xsl:otherwise><xsl:value-of select="concat('Fasting ', @period)"/></xsl:otherwise>
        </xsl:choose>
      </h1>
      <dl class="meta">
        <dt>Days</dt>
        <dd>
          <xsl:choose>
            <xsl:when test="@firstDay">
              <xsl:call-template name="fasting-days">
                <xsl:with-param name="first" select="@firstDay"/>
                <xsl:with-param name="last" select="@lastDay"/>
              </xsl:call-template>
              <xsl:value-of select="concat(' (weeks start on ', @weekStart, ')')"/>
            </xsl:when>
            <xsl:otherwise>no fasts yet</xsl:otherwise>
          </xsl:choose>
        </dd>
        <dt>Time zone</dt><dd><xsl:value-of select="@timeZone"/> (a fast belongs to the local day it ended)</dd>
        <dt>As of</dt><dd><time><xsl:value-of select="@asOf"/></time> (a running fast is counted up to this instant)</dd>
      </dl>
    </header>
    <section aria-labelledby="summary-heading">
      <h2 id="summary-heading">Summary</h2>
      <xsl:call-template name="fasting-summary"><xsl:with-param name="statistics" select="f:statistics"/></xsl:call-template>
    </section>
    <section aria-labelledby="running-heading">
      <h2 id="running-heading">Running fast</h2>
      <xsl:choose>
        <xsl:when test="f:running/f:fast">
          <p class="note">Counted up to the as-of instant; not part of any statistic.</p>
          <xsl:call-template name="fasting-fasts">
            <xsl:with-param name="fasts" select="f:running/f:fast"/>
            <xsl:with-param name="caption">The fast under way.</xsl:with-param>
          </xsl:call-template>
        </xsl:when>
        <xsl:otherwise><p class="note">None.</p></xsl:otherwise>
      </xsl:choose>
    </section>
    <section aria-labelledby="streaks-heading">
      <h2 id="streaks-heading">Streaks</h2>
      <xsl:call-template name="fasting-streaks"><xsl:with-param name="streaks" select="f:streaks"/></xsl:call-template>
    </section>
    <xsl:if test="f:weeks/f:week">
      <section class="chart" aria-labelledby="weeks-heading">
        <h2 id="weeks-heading">Weeks</h2>
        <xsl:call-template name="fasting-chart"><xsl:with-param name="bars" select="f:weeks/f:week"/></xsl:call-template>
        <xsl:call-template name="fasting-periods">
          <xsl:with-param name="rows" select="f:weeks/f:week"/>
          <xsl:with-param name="caption">Ended fasts per week, by the day each ended; completion is goal-met fasts over ended fasts.</xsl:with-param>
        </xsl:call-template>
      </section>
      <section aria-labelledby="months-heading">
        <h2 id="months-heading">Months</h2>
        <xsl:call-template name="fasting-periods">
          <xsl:with-param name="rows" select="f:months/f:month"/>
          <xsl:with-param name="caption">Ended fasts per month, by the day each ended.</xsl:with-param>
        </xsl:call-template>
      </section>
    </xsl:if>
    <section aria-labelledby="fasts-heading">
      <h2 id="fasts-heading">Fasts</h2>
      <xsl:choose>
        <xsl:when test="f:fasts/f:fast">
          <xsl:call-template name="fasting-fasts">
            <xsl:with-param name="fasts" select="f:fasts/f:fast"/>
            <xsl:with-param name="caption">Every fast that ended in the period, oldest first; progress is the duration over the goal, uncapped.</xsl:with-param>
          </xsl:call-template>
        </xsl:when>
        <xsl:otherwise><p class="note">No fast ended in this period.</p></xsl:otherwise>
      </xsl:choose>
    </section>
    <section aria-labelledby="stages-heading">
      <h2 id="stages-heading">Stages</h2>
      <xsl:call-template name="fasting-stages"><xsl:with-param name="stages" select="f:stages"/></xsl:call-template>
    </section>
  </xsl:template>
</xsl:stylesheet>
