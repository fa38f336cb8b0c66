<?xml version="1.0" encoding="UTF-8"?>
<!-- Quipu receivables XML (urn:quipu:receivables:1) to a self-contained HTML5 page: the open
     invoices per client with their due dates, days overdue and open amounts, then the open totals
     per currency and aging bucket, and in the accounting currency. -->
<xsl:stylesheet version="1.0"
                xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
                xmlns:r="urn:quipu:receivables:1"
                xmlns:l="urn:quipu:locale:1"
                exclude-result-prefixes="r l">
  <xsl:include href="layout.xsl"/>

  <xsl:template match="/r:receivables">
    <xsl:call-template name="page">
      <xsl:with-param name="title"><xsl:call-template name="fill"><xsl:with-param name="key" select="'receivables.title'"/></xsl:call-template></xsl:with-param>
    </xsl:call-template>
  </xsl:template>

  <xsl:template match="/r:receivables" mode="content">
    <header>
      <h1><xsl:call-template name="fill"><xsl:with-param name="key" select="'receivables.title'"/></xsl:call-template></h1>
      <dl class="meta">
        <dt><xsl:value-of select="l:label('common.asOf')"/></dt><dd><xsl:call-template name="fill"><xsl:with-param name="key" select="'common.asOfWhen'"/><xsl:with-param name="bilingual" select="false()"/></xsl:call-template></dd>
        <dt><xsl:value-of select="l:label('register.open')"/></dt><dd><xsl:call-template name="fill"><xsl:with-param name="key" select="'receivables.openNote'"/></xsl:call-template></dd>
        <dt><xsl:value-of select="l:label('receivables.overdue')"/></dt><dd><xsl:value-of select="l:label('receivables.overdueNote')"/></dd>
        <dt><xsl:value-of select="l:label('common.accountingCurrency')"/></dt><dd><xsl:value-of select="concat(@accountingCurrency, ', ', l:label('receivables.ownRate'))"/></dd>
      </dl>
    </header>
    <section aria-labelledby="open-heading">
      <h2 id="open-heading"><xsl:value-of select="l:label('receivables.openInvoices')"/></h2>
      <xsl:choose>
        <xsl:when test="r:invoice">
          <figure class="table">
            <figcaption><xsl:value-of select="l:label('receivables.openInvoicesCaption')"/></figcaption>
            <div class="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th scope="col"><xsl:value-of select="l:label('common.client')"/></th><th scope="col"><xsl:value-of select="l:label('receivables.invoice')"/></th>
                    <th scope="col"><xsl:value-of select="l:label('register.issued')"/></th><th scope="col"><xsl:value-of select="l:label('register.due')"/></th>
                    <th scope="col"><xsl:value-of select="l:label('receivables.daysOverdue')"/></th><th scope="col"><xsl:value-of select="l:label('receivables.amountDue')"/></th>
                    <th scope="col"><xsl:value-of select="l:label('receivables.credited')"/></th><th scope="col"><xsl:value-of select="l:label('register.paid')"/></th>
                    <th scope="col"><xsl:value-of select="l:label('register.open')"/></th>
                  </tr>
                </thead>
                <tbody>
                  <xsl:for-each select="r:invoice">
                    <tr>
                      <th scope="row"><xsl:value-of select="@clientName"/></th>
                      <td><xsl:value-of select="@number"/></td>
                      <td><xsl:call-template name="date"><xsl:with-param name="value" select="@issueDate"/></xsl:call-template></td>
                      <td><xsl:call-template name="date"><xsl:with-param name="value" select="@dueDate"/></xsl:call-template></td>
                      <td>
                        <xsl:choose>
                          <xsl:when test="@daysOverdue &gt; 0"><span class="warn"><xsl:value-of select="@daysOverdue"/></span></xsl:when>
                          <xsl:otherwise><xsl:value-of select="l:label('receivables.current')"/></xsl:otherwise>
                        </xsl:choose>
                      </td>
                      <td><xsl:value-of select="l:money(@payable, @currency)"/></td>
                      <td><xsl:value-of select="l:money(@credited, @currency)"/></td>
                      <td><xsl:value-of select="l:money(@paid, @currency)"/></td>
                      <td class="total"><xsl:value-of select="l:money(@open, @currency)"/></td>
                    </tr>
                  </xsl:for-each>
                </tbody>
              </table>
            </div>
          </figure>
        </xsl:when>
        <xsl:otherwise><p class="note"><xsl:call-template name="fill"><xsl:with-param name="key" select="'receivables.noneOpen'"/></xsl:call-template></p></xsl:otherwise>
      </xsl:choose>
    </section>
    <xsl:if test="r:credit">
      <section aria-labelledby="credits-heading">
        <h2 id="credits-heading"><xsl:value-of select="l:label('receivables.outsideCredits')"/></h2>
        <p class="note"><xsl:value-of select="l:label('receivables.outsideCreditsCaption')"/></p>
        <figure class="table">
          <figcaption><xsl:value-of select="l:label('receivables.byClientThenIssue')"/></figcaption>
          <div class="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col"><xsl:value-of select="l:label('common.client')"/></th><th scope="col"><xsl:value-of select="l:label('document.creditNote')"/></th>
                  <th scope="col"><xsl:value-of select="l:label('receivables.invoice')"/></th><th scope="col"><xsl:value-of select="l:label('register.issued')"/></th>
                  <th scope="col"><xsl:value-of select="l:label('receivables.credited')"/></th><th scope="col"><xsl:value-of select="l:label('register.open')"/></th>
                </tr>
              </thead>
              <tbody>
                <xsl:for-each select="r:credit">
                  <tr>
                    <th scope="row"><xsl:value-of select="@clientName"/></th>
                    <td><xsl:value-of select="@number"/></td>
                    <td><xsl:value-of select="@invoice"/></td>
                    <td><xsl:call-template name="date"><xsl:with-param name="value" select="@issueDate"/></xsl:call-template></td>
                    <td><xsl:value-of select="l:money(@credited, @currency)"/></td>
                    <td class="total"><xsl:value-of select="l:money(@open, @currency)"/></td>
                  </tr>
                </xsl:for-each>
              </tbody>
            </table>
          </div>
        </figure>
      </section>
    </xsl:if>
    <section aria-labelledby="aging-heading">
      <h2 id="aging-heading"><xsl:value-of select="l:label('receivables.aging')"/></h2>
      <figure class="table">
        <figcaption><xsl:value-of select="l:label('receivables.agingCaption')"/></figcaption>
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col"><xsl:value-of select="l:label('common.currency')"/></th><th scope="col"><xsl:value-of select="l:label('receivables.invoices')"/></th>
                <th scope="col"><xsl:value-of select="l:label('receivables.credits')"/></th><th scope="col"><xsl:value-of select="l:label('receivables.currentColumn')"/></th>
                <th scope="col"><xsl:value-of select="l:label('receivables.days1to30')"/></th><th scope="col"><xsl:value-of select="l:label('receivables.days31to60')"/></th>
                <th scope="col"><xsl:value-of select="l:label('receivables.days61to90')"/></th><th scope="col"><xsl:value-of select="l:label('receivables.over90')"/></th>
                <th scope="col"><xsl:value-of select="l:label('register.open')"/></th>
              </tr>
            </thead>
            <tbody>
              <xsl:apply-templates select="r:total"/>
            </tbody>
            <tfoot>
              <xsl:apply-templates select="r:accountingTotal"/>
            </tfoot>
          </table>
        </div>
      </figure>
    </section>
  </xsl:template>

  <xsl:template match="r:total | r:accountingTotal">
    <tr>
      <th scope="row">
        <xsl:value-of select="@currency"/>
        <xsl:if test="self::r:accountingTotal"><xsl:value-of select="concat(' ', l:label('receivables.allConverted'))"/></xsl:if>
      </th>
      <td><xsl:value-of select="l:number(@invoices, 0)"/></td>
      <td><xsl:value-of select="l:number(@credits, 0)"/></td>
      <td><xsl:value-of select="l:amount(@current, @currency)"/></td>
      <td><xsl:value-of select="l:amount(@days1to30, @currency)"/></td>
      <td><xsl:value-of select="l:amount(@days31to60, @currency)"/></td>
      <td><xsl:value-of select="l:amount(@days61to90, @currency)"/></td>
      <td><xsl:value-of select="l:amount(@over90, @currency)"/></td>
      <td class="total"><xsl:value-of select="l:amount(@open, @currency)"/></td>
    </tr>
  </xsl:template>

  <xsl:template match="r:receivables" mode="placeholder">
    <xsl:param name="key"/>
    <xsl:param name="name"/>
    <xsl:choose>
      <xsl:when test="$name = 'date' and $key = 'common.asOfWhen'"><xsl:call-template name="date"><xsl:with-param name="value" select="@asOf"/><xsl:with-param name="style" select="'long'"/></xsl:call-template></xsl:when>
      <xsl:when test="$name = 'date'"><xsl:value-of select="l:date(@asOf, 'long')"/></xsl:when>
      <xsl:when test="$name = 'instant'"><time><xsl:value-of select="@asOfInstant"/></time></xsl:when>
      <xsl:when test="$name = 'zone'"><xsl:value-of select="@timeZone"/></xsl:when>
    </xsl:choose>
  </xsl:template>
</xsl:stylesheet>
