<?xml version="1.0" encoding="UTF-8"?>
<!-- Quipu unbilled XML (urn:quipu:unbilled:1) to a self-contained HTML5 page: per client, the
     tasks with time no invoice bills yet, their hours and what the next invoice would bill. -->
<xsl:stylesheet version="1.0"
                xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
                xmlns:u="urn:quipu:unbilled:1"
                xmlns:l="urn:quipu:locale:1"
                exclude-result-prefixes="u l">
  <xsl:include href="layout.xsl"/>

  <xsl:template match="/u:unbilled">
    <xsl:call-template name="page">
      <xsl:with-param name="title"><xsl:call-template name="fill"><xsl:with-param name="key" select="'unbilled.title'"/></xsl:call-template></xsl:with-param>
    </xsl:call-template>
  </xsl:template>

  <xsl:template match="/u:unbilled" mode="content">
    <header>
      <h1><xsl:call-template name="fill"><xsl:with-param name="key" select="'unbilled.title'"/></xsl:call-template></h1>
      <dl class="meta">
        <dt><xsl:value-of select="l:label('common.asOf')"/></dt><dd><xsl:call-template name="fill"><xsl:with-param name="key" select="'common.asOfWhen'"/><xsl:with-param name="bilingual" select="false()"/></xsl:call-template></dd>
        <dt><xsl:value-of select="l:label('unbilled.unbilled')"/></dt><dd><xsl:value-of select="l:label('unbilled.note')"/></dd>
      </dl>
    </header>
    <xsl:apply-templates select="u:client"/>
  </xsl:template>

  <xsl:template match="u:client">
    <section aria-labelledby="client-{position()}">
      <h2 id="client-{position()}"><xsl:value-of select="@name"/></h2>
      <xsl:choose>
        <xsl:when test="u:line">
          <figure class="table">
            <figcaption><xsl:call-template name="fill"><xsl:with-param name="key" select="'unbilled.caption'"/></xsl:call-template></figcaption>
            <div class="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th scope="col"><xsl:value-of select="l:label('common.project')"/></th><th scope="col" class="text"><xsl:value-of select="l:label('common.task')"/></th>
                    <th scope="col"><xsl:value-of select="l:label('common.hours')"/></th><th scope="col"><xsl:value-of select="l:label('unbilled.rate')"/></th>
                    <th scope="col"><xsl:value-of select="l:label('common.amount')"/></th>
                  </tr>
                </thead>
                <tbody>
                  <xsl:for-each select="u:line">
                    <tr>
                      <th scope="row"><xsl:value-of select="@project"/></th>
                      <th scope="row"><xsl:value-of select="@task"/></th>
                      <td><xsl:value-of select="@billedHm"/><span class="dec"><xsl:value-of select="l:number(@quantity, 4)"/></span></td>
                      <td><xsl:value-of select="l:number(@unitPrice, string-length(substring-after(@unitPrice, '.')))"/></td>
                      <td><xsl:value-of select="l:amount(@net, ../@currency)"/></td>
                    </tr>
                  </xsl:for-each>
                </tbody>
                <tfoot>
                  <tr><th scope="row" colspan="4"><xsl:value-of select="l:label('common.total')"/></th><td class="total"><xsl:value-of select="l:money(@net, @currency)"/></td></tr>
                </tfoot>
              </table>
            </div>
          </figure>
        </xsl:when>
        <xsl:otherwise><p class="note"><xsl:call-template name="fill"><xsl:with-param name="key" select="'unbilled.nothing'"/><xsl:with-param name="context" select="/u:unbilled"/></xsl:call-template></p></xsl:otherwise>
      </xsl:choose>
    </section>
  </xsl:template>

  <xsl:template match="u:unbilled" mode="placeholder">
    <xsl:param name="key"/>
    <xsl:param name="name"/>
    <xsl:choose>
      <xsl:when test="$name = 'date' and $key = 'common.asOfWhen'"><xsl:call-template name="date"><xsl:with-param name="value" select="@asOf"/><xsl:with-param name="style" select="'long'"/></xsl:call-template></xsl:when>
      <xsl:when test="$name = 'date'"><xsl:value-of select="l:date(@asOf, 'long')"/></xsl:when>
      <xsl:when test="$name = 'instant'"><time><xsl:value-of select="@asOfInstant"/></time></xsl:when>
      <xsl:when test="$name = 'zone'"><xsl:value-of select="@timeZone"/></xsl:when>
    </xsl:choose>
  </xsl:template>

  <xsl:template match="u:client" mode="placeholder">
    <xsl:param name="name"/>
    <xsl:choose>
      <xsl:when test="$name = 'first'"><xsl:call-template name="date"><xsl:with-param name="value" select="@firstDay"/></xsl:call-template></xsl:when>
      <xsl:when test="$name = 'last'"><xsl:call-template name="date"><xsl:with-param name="value" select="@lastDay"/></xsl:call-template></xsl:when>
      <xsl:when test="$name = 'currency'"><xsl:value-of select="@currency"/></xsl:when>
    </xsl:choose>
  </xsl:template>
</xsl:stylesheet>
