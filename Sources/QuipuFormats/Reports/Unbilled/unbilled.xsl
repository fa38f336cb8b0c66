<?xml version="1.0" encoding="UTF-8"?>
<!-- Quipu unbilled XML (urn:quipu:unbilled:1) to a self-contained HTML5 page: per client, the
     tasks with time no invoice bills yet, their hours and what the next invoice would bill. -->
<xsl:stylesheet version="1.0"
                xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
                xmlns:u="urn:quipu:unbilled:1"
                exclude-result-prefixes="u">
  <xsl:include href="layout.xsl"/>

  <xsl:template match="/u:unbilled">
    <xsl:call-template name="page">
      <xsl:with-param name="title" select="concat('Unbilled time up to ', @asOf)"/>
    </xsl:call-template>
  </xsl:template>

  <xsl:template match="/u:unbilled" mode="content">
    <header>
      <h1>Unbilled time up to <xsl:value-of select="@asOf"/></h1>
      <dl class="meta">
        <dt>As of</dt><dd><time><xsl:value-of select="@asOfInstant"/></time>, <time><xsl:value-of select="@asOf"/></time> in <xsl:value-of select="@timeZone"/></dd>
        <dt>Unbilled</dt><dd>billable time no invoice of the register bills (an invoice credited in full bills nothing), priced as the client's next invoice would price it</dd>
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
            <figcaption>From <time><xsl:value-of select="@firstDay"/></time> to <time><xsl:value-of select="@lastDay"/></time>, in <xsl:value-of select="@currency"/>.</figcaption>
            <div class="table-wrap">
              <table>
                <thead>
                  <tr><th scope="col">Project</th><th scope="col" class="text">Task</th><th scope="col">Hours</th><th scope="col">Rate</th><th scope="col">Amount</th></tr>
                </thead>
                <tbody>
                  <xsl:for-each select="u:line">
                    <tr>
                      <th scope="row"><xsl:value-of select="@project"/></th>
                      <th scope="row"><xsl:value-of select="@task"/></th>
                      <td><xsl:value-of select="@billedHm"/><span class="dec"><xsl:value-of select="@quantity"/></span></td>
                      <td><xsl:value-of select="@unitPrice"/></td>
                      <td><xsl:value-of select="@net"/></td>
                    </tr>
                  </xsl:for-each>
                </tbody>
                <tfoot>
                  <tr><th scope="row" colspan="4">Total</th><td class="total"><xsl:value-of select="concat(@net, ' ', @currency)"/></td></tr>
                </tfoot>
              </table>
            </div>
          </figure>
        </xsl:when>
        <xsl:otherwise><p class="note">Nothing unbilled: every billable hour up to <xsl:value-of select="/u:unbilled/@asOf"/> is on an invoice.</p></xsl:otherwise>
      </xsl:choose>
    </section>
  </xsl:template>
</xsl:stylesheet>
