<?xml version="1.0" encoding="UTF-8"?>
<!-- Quipu invoice XML (urn:quipu:invoice:1) to the invoice a business sends: seller and buyer,
     number and dates, the service period, one line per task (hours, rate, amount), the VAT
     breakdown and totals, the exchange rate used (rate, publication date, source) when the hourly
     rates were converted, and how to pay (with the payment QR code when the invoice has one); for
     an e-invoice profile, its references, the parties' electronic addresses and the seller's contact, as the UBL file states them. Self-contained
     HTML5 laid out for A4 paper and for phones; what it prints as a credit note does is in invoice-parts.xsl.
     Amounts are printed exactly from the XML's text, never through a number; every text is a label
     of the document's language, every date, amount and number in its locale (invoice-parts.xsl). -->
<xsl:stylesheet version="1.0"
                xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
                xmlns:i="urn:quipu:invoice:1"
                xmlns:l="urn:quipu:locale:1"
                exclude-result-prefixes="i l">
  <xsl:include href="invoice-parts.xsl"/>

  <xsl:template match="/i:invoice" mode="content">
    <xsl:variable name="currency" select="@currency"/>
    <xsl:call-template name="letterhead"><xsl:with-param name="heading" select="l:label('document.invoice')"/></xsl:call-template>
    <xsl:call-template name="parties"><xsl:with-param name="buyerLabel" select="l:label('invoice.billTo')"/></xsl:call-template>

    <dl class="facts">
      <div><dt><xsl:value-of select="l:label('invoice.invoiceDate')"/></dt><dd><xsl:call-template name="date"><xsl:with-param name="value" select="@issueDate"/><xsl:with-param name="style" select="'long'"/></xsl:call-template></dd></div>
      <div><dt><xsl:value-of select="l:label('invoice.dueDate')"/></dt><dd><xsl:call-template name="date"><xsl:with-param name="value" select="@dueDate"/><xsl:with-param name="style" select="'long'"/></xsl:call-template></dd></div>
      <div><dt><xsl:value-of select="l:label('document.servicePeriod')"/></dt><dd><xsl:call-template name="date"><xsl:with-param name="value" select="@firstDay"/><xsl:with-param name="style" select="'long'"/></xsl:call-template> – <xsl:call-template name="date"><xsl:with-param name="value" select="@lastDay"/><xsl:with-param name="style" select="'long'"/></xsl:call-template></dd></div>
      <div><dt><xsl:value-of select="l:label('common.currency')"/></dt><dd><xsl:value-of select="$currency"/></dd></div>
      <xsl:call-template name="reference-facts"/>
    </dl>

    <figure class="table lines">
      <figcaption>
        <xsl:choose>
          <xsl:when test="i:billing/@roundMinutes"><xsl:call-template name="fill"><xsl:with-param name="key" select="'invoice.servicesRounded'"/><xsl:with-param name="context" select="i:billing"/></xsl:call-template></xsl:when>
          <xsl:otherwise><xsl:call-template name="fill"><xsl:with-param name="key" select="'invoice.servicesRendered'"/></xsl:call-template></xsl:otherwise>
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
                  <xsl:value-of select="@task"/>
                  <span class="sub"><xsl:value-of select="@project"/></span>
                </th>
                <td>
                  <xsl:call-template name="amount"><xsl:with-param name="value" select="@quantity"/></xsl:call-template>
                  <span class="sub"><xsl:value-of select="concat(@billedHm, ' ', l:label('common.hoursMinutes'))"/></span>
                </td>
                <td>
                  <xsl:call-template name="amount"><xsl:with-param name="value" select="@unitPrice"/></xsl:call-template>
                  <xsl:if test="@listCurrency != $currency">
                    <span class="sub">
                      <xsl:call-template name="money">
                        <xsl:with-param name="value" select="@listPrice"/>
                        <xsl:with-param name="currency" select="@listCurrency"/>
                      </xsl:call-template>
                    </span>
                  </xsl:if>
                </td>
                <td><xsl:call-template name="amount"><xsl:with-param name="value" select="@net"/></xsl:call-template></td>
              </tr>
            </xsl:for-each>
          </tbody>
        </table>
      </div>
    </figure>

    <xsl:call-template name="totals">
      <xsl:with-param name="netLabel" select="l:label('invoice.netTotal')"/>
      <xsl:with-param name="payableLabel" select="l:label('invoice.totalDue')"/>
    </xsl:call-template>

    <section class="notes" aria-label="{l:label('document.notes')}">
      <xsl:call-template name="vat-notes"/>
      <xsl:if test="i:conversion">
        <p>
          <strong><xsl:value-of select="concat(l:label('document.exchangeRate'), ' ')"/></strong>
          <xsl:call-template name="fill"><xsl:with-param name="key" select="'invoice.convertedRates'"/><xsl:with-param name="context" select="i:conversion"/></xsl:call-template>
        </p>
      </xsl:if>
      <xsl:call-template name="e-invoice-note"/>
      <xsl:if test="i:running/@slips &gt; 0">
        <p><xsl:call-template name="fill"><xsl:with-param name="key" select="'invoice.runningTime'"/></xsl:call-template></p>
      </xsl:if>
    </section>

    <section class="payment" aria-label="{l:label('invoice.payment')}">
      <xsl:apply-templates select="i:paymentCode"/>
      <p class="label"><xsl:value-of select="l:label('invoice.payment')"/></p>
      <p>
        <xsl:call-template name="fill">
          <xsl:with-param name="key">
            <xsl:choose>
              <xsl:when test="i:seller/@iban">invoice.pleasePayByTransfer</xsl:when>
              <xsl:otherwise>invoice.pleasePay</xsl:otherwise>
            </xsl:choose>
          </xsl:with-param>
        </xsl:call-template>
      </p>
    </section>
  </xsl:template>

  <!-- The values of the invoice's sentences: how to pay, the payment terms, and the instant
       running time is counted to. -->
  <xsl:template match="i:invoice" mode="placeholder">
    <xsl:param name="name"/>
    <xsl:param name="language" select="1"/>
    <xsl:choose>
      <xsl:when test="$name = 'amount'"><strong><xsl:call-template name="money"><xsl:with-param name="value" select="i:totals/@payable"/></xsl:call-template></strong></xsl:when>
      <xsl:when test="$name = 'date'"><xsl:call-template name="date"><xsl:with-param name="value" select="@dueDate"/><xsl:with-param name="style" select="'long'"/></xsl:call-template></xsl:when>
      <xsl:when test="$name = 'terms' and @paymentTermsDays = 0"><xsl:value-of select="l:text('invoice.dueOnReceipt', $language)"/></xsl:when>
      <xsl:when test="$name = 'terms'"><xsl:call-template name="fill-inline"><xsl:with-param name="key" select="'invoice.paymentTerms'"/><xsl:with-param name="language" select="$language"/></xsl:call-template></xsl:when>
      <xsl:when test="$name = 'days'"><xsl:value-of select="@paymentTermsDays"/></xsl:when>
      <xsl:when test="$name = 'iban'"><span class="iban"><xsl:call-template name="iban"><xsl:with-param name="text" select="i:seller/@iban"/></xsl:call-template></span></xsl:when>
      <xsl:when test="$name = 'number'"><span class="code"><xsl:value-of select="@number"/></span></xsl:when>
      <xsl:when test="$name = 'instant'"><time><xsl:value-of select="@asOf"/></time></xsl:when>
    </xsl:choose>
  </xsl:template>

  <!-- How billed time was rounded, for the lines' caption: the increment, the direction and what is rounded. -->
  <xsl:template match="i:billing" mode="placeholder">
    <xsl:param name="name"/>
    <xsl:param name="language" select="1"/>
    <xsl:choose>
      <xsl:when test="$name = 'minutes'"><xsl:value-of select="@roundMinutes"/></xsl:when>
      <xsl:when test="$name = 'mode'"><xsl:value-of select="l:text(concat('rounding.mode.', @roundMode), $language)"/></xsl:when>
      <xsl:when test="$name = 'scope' and @roundScope = 'day-task'"><xsl:value-of select="l:text('rounding.scope.dayTask', $language)"/></xsl:when>
      <xsl:when test="$name = 'scope'"><xsl:value-of select="l:text(concat('rounding.scope.', @roundScope), $language)"/></xsl:when>
    </xsl:choose>
  </xsl:template>
</xsl:stylesheet>
