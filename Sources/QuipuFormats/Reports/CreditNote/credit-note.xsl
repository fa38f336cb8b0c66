<?xml version="1.0" encoding="UTF-8"?>
<!-- Quipu credit note XML (a creditNote in urn:quipu:invoice:1) to the credit note a business
     sends: seller and buyer, its number and date, the invoice it credits (number, date, service
     period and amount), the credited lines (hours of the invoice's lines at its rates, or an
     amount with its reason), the VAT and totals, the reason, the invoice's exchange rate and how
     the credit is settled. Self-contained HTML5 laid out for A4 paper and for phones, like the invoice,
     with the parts both print in invoice-parts.xsl.
     Amounts are printed exactly from the XML's text, never through a number; every text is a label
     of the document's language, every date, amount and number in its locale (invoice-parts.xsl). -->
<xsl:stylesheet version="1.0"
                xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
                xmlns:i="urn:quipu:invoice:1"
                xmlns:l="urn:quipu:locale:1"
                exclude-result-prefixes="i l">
  <xsl:include href="invoice-parts.xsl"/>

  <xsl:template match="/i:creditNote" mode="content">
    <xsl:variable name="invoice" select="i:creditedInvoice"/>
    <xsl:call-template name="letterhead"><xsl:with-param name="heading" select="l:label('document.creditNote')"/></xsl:call-template>
    <xsl:call-template name="parties"><xsl:with-param name="buyerLabel" select="l:label('creditNote.creditTo')"/></xsl:call-template>

    <dl class="facts">
      <div><dt><xsl:value-of select="l:label('creditNote.date')"/></dt><dd><xsl:call-template name="date"><xsl:with-param name="value" select="@issueDate"/><xsl:with-param name="style" select="'long'"/></xsl:call-template></dd></div>
      <div><dt><xsl:value-of select="l:label('creditNote.creditsInvoice')"/></dt><dd><xsl:call-template name="fill-inline"><xsl:with-param name="key" select="'creditNote.invoiceOf'"/></xsl:call-template></dd></div>
      <xsl:if test="$invoice/@firstDay">
        <div><dt><xsl:value-of select="l:label('document.servicePeriod')"/></dt><dd><xsl:call-template name="date"><xsl:with-param name="value" select="$invoice/@firstDay"/><xsl:with-param name="style" select="'long'"/></xsl:call-template> – <xsl:call-template name="date"><xsl:with-param name="value" select="$invoice/@lastDay"/><xsl:with-param name="style" select="'long'"/></xsl:call-template></dd></div>
      </xsl:if>
      <div><dt><xsl:value-of select="l:label('common.currency')"/></dt><dd><xsl:value-of select="@currency"/></dd></div>
      <xsl:call-template name="reference-facts"/>
    </dl>

    <figure class="table lines">
      <figcaption>
        <xsl:choose>
          <xsl:when test="@credits = 'amount'"><xsl:call-template name="fill"><xsl:with-param name="key" select="'creditNote.creditedAmount'"/></xsl:call-template></xsl:when>
          <xsl:when test="@credits = 'invoice'"><xsl:call-template name="fill"><xsl:with-param name="key" select="'creditNote.creditedInFull'"/></xsl:call-template></xsl:when>
          <xsl:otherwise><xsl:call-template name="fill"><xsl:with-param name="key" select="'creditNote.creditedHours'"/></xsl:call-template></xsl:otherwise>
        </xsl:choose>
      </figcaption>
      <div class="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col" class="text"><xsl:value-of select="l:label('document.lineNumber')"/></th>
              <th scope="col" class="text"><xsl:value-of select="l:label('document.description')"/></th>
              <th scope="col"><xsl:value-of select="l:label('common.hours')"/></th>
              <th scope="col"><xsl:value-of select="l:label('document.ratePerHour')"/></th>
              <th scope="col"><xsl:value-of select="l:label('common.amount')"/></th>
            </tr>
          </thead>
          <tbody>
            <xsl:for-each select="i:lines/i:line">
              <tr>
                <td class="text"><xsl:value-of select="@number"/></td>
                <th scope="row">
                  <xsl:value-of select="@item"/>
                  <span class="sub">
                    <xsl:choose>
                      <xsl:when test="@invoiceLine"><xsl:value-of select="concat(@project, ' · ')"/><xsl:call-template name="fill-inline"><xsl:with-param name="key" select="'creditNote.invoiceLine'"/></xsl:call-template></xsl:when>
                      <xsl:otherwise><xsl:value-of select="l:label('creditNote.creditedAmountLine')"/></xsl:otherwise>
                    </xsl:choose>
                  </span>
                </th>
                <td>
                  <xsl:if test="@invoiceLine">
                    <xsl:call-template name="amount"><xsl:with-param name="value" select="@quantity"/></xsl:call-template>
                    <span class="sub"><xsl:call-template name="fill-inline"><xsl:with-param name="key" select="'creditNote.ofInvoiced'"/></xsl:call-template></span>
                  </xsl:if>
                </td>
                <td>
                  <xsl:if test="@invoiceLine"><xsl:call-template name="amount"><xsl:with-param name="value" select="@unitPrice"/></xsl:call-template></xsl:if>
                </td>
                <td><xsl:call-template name="amount"><xsl:with-param name="value" select="@net"/></xsl:call-template></td>
              </tr>
            </xsl:for-each>
          </tbody>
        </table>
      </div>
    </figure>

    <xsl:call-template name="totals">
      <xsl:with-param name="netLabel" select="l:label('creditNote.netCredited')"/>
      <xsl:with-param name="payableLabel" select="l:label('creditNote.totalCredited')"/>
    </xsl:call-template>

    <section class="notes" aria-label="{l:label('document.notes')}">
      <xsl:if test="@reason">
        <p><strong><xsl:value-of select="concat(l:label('creditNote.reason'), ' ')"/></strong><xsl:value-of select="@reason"/></p>
      </xsl:if>
      <xsl:call-template name="vat-notes"/>
      <xsl:if test="i:conversion">
        <p>
          <strong><xsl:value-of select="concat(l:label('document.exchangeRate'), ' ')"/></strong>
          <xsl:call-template name="fill"><xsl:with-param name="key" select="'creditNote.convertedRates'"/><xsl:with-param name="context" select="i:conversion"/></xsl:call-template>
        </p>
      </xsl:if>
      <xsl:call-template name="e-invoice-note"/>
    </section>

    <section class="payment" aria-label="{l:label('creditNote.settlement')}">
      <p class="label"><xsl:value-of select="l:label('creditNote.settlement')"/></p>
      <p>
        <xsl:call-template name="fill">
          <xsl:with-param name="key">
            <xsl:choose>
              <xsl:when test="$invoice/@payable">creditNote.weCreditAgainstDue</xsl:when>
              <xsl:otherwise>creditNote.weCreditAgainstIssued</xsl:otherwise>
            </xsl:choose>
          </xsl:with-param>
        </xsl:call-template>
      </p>
    </section>
  </xsl:template>

  <!-- The values of the credit note's sentences: {number} is the credited invoice's, {creditNote} the credit note's own. -->
  <xsl:template match="i:creditNote" mode="placeholder">
    <xsl:param name="key"/>
    <xsl:param name="name"/>
    <xsl:variable name="invoice" select="i:creditedInvoice"/>
    <xsl:choose>
      <xsl:when test="$name = 'amount'"><strong><xsl:call-template name="money"><xsl:with-param name="value" select="i:totals/@payable"/></xsl:call-template></strong></xsl:when>
      <xsl:when test="$name = 'number' and $key = 'creditNote.invoiceOf'"><span class="code"><xsl:value-of select="$invoice/@number"/></span></xsl:when>
      <xsl:when test="$name = 'number'"><xsl:value-of select="$invoice/@number"/></xsl:when>
      <xsl:when test="$name = 'due'"><xsl:call-template name="money"><xsl:with-param name="value" select="$invoice/@payable"/></xsl:call-template></xsl:when>
      <xsl:when test="$name = 'date' and $key = 'creditNote.weCreditAgainstDue'"><xsl:call-template name="date"><xsl:with-param name="value" select="$invoice/@dueDate"/><xsl:with-param name="style" select="'long'"/></xsl:call-template></xsl:when>
      <xsl:when test="$name = 'date'"><xsl:call-template name="date"><xsl:with-param name="value" select="$invoice/@issueDate"/><xsl:with-param name="style" select="'long'"/></xsl:call-template></xsl:when>
      <xsl:when test="$name = 'creditNote'"><span class="code"><xsl:value-of select="@number"/></span></xsl:when>
    </xsl:choose>
  </xsl:template>

  <!-- A credited line's invoice line and the hours it invoiced. -->
  <xsl:template match="i:creditNote/i:lines/i:line" mode="placeholder">
    <xsl:param name="name"/>
    <xsl:choose>
      <xsl:when test="$name = 'line'"><xsl:value-of select="@invoiceLine"/></xsl:when>
      <xsl:when test="$name = 'hours'"><xsl:call-template name="amount"><xsl:with-param name="value" select="@invoiceQuantity"/></xsl:call-template></xsl:when>
    </xsl:choose>
  </xsl:template>
</xsl:stylesheet>
