<?xml version="1.0" encoding="UTF-8"?>
<!-- Quipu invoice XML (urn:quipu:invoice:1) to the invoice a business sends: seller and buyer,
     number and dates, the service period, one line per task (hours, rate, amount), the VAT
     breakdown and totals, the exchange rate used (rate, publication date, source) when the hourly
     rates were converted, and how to pay (with the payment QR code when the invoice has one); for
     an e-invoice profile, its references, the parties' electronic addresses and the seller's contact, as the UBL file states them. Self-contained
     HTML5 laid out for A4 paper and for phones; what it prints as a credit note does is in invoice-parts.xsl.
     Amounts are printed from the XML's text (digits grouped by three), never through a number. -->
<xsl:stylesheet version="1.0"
                xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
                xmlns:i="urn:quipu:invoice:1"
                exclude-result-prefixes="i">
  <xsl:include href="invoice-parts.xsl"/>

  <xsl:template match="/i:invoice" mode="content">
    <xsl:variable name="currency" select="@currency"/>
    <xsl:call-template name="letterhead"><xsl:with-param name="heading">Invoice</xsl:with-param></xsl:call-template>
    <xsl:call-template name="parties"><xsl:with-param name="buyerLabel">Bill to</xsl:with-param></xsl:call-template>

    <dl class="facts">
      <div><dt>Invoice date</dt><dd><time><xsl:value-of select="@issueDate"/></time></dd></div>
      <div><dt>Due date</dt><dd><time><xsl:value-of select="@dueDate"/></time></dd></div>
      <div><dt>Service period</dt><dd><time><xsl:value-of select="@firstDay"/></time> – <time><xsl:value-of select="@lastDay"/></time></dd></div>
      <div><dt>Currency</dt><dd><xsl:value-of select="$currency"/></dd></div>
      <xsl:call-template name="reference-facts"/>
    </dl>

    <figure class="table lines">
      <figcaption>Services rendered: time billed per task<xsl:apply-templates select="i:billing" mode="caption"/>.</figcaption>
      <div class="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col" class="text">#</th>
              <th scope="col" class="text">Description</th>
              <th scope="col">Hours</th>
              <th scope="col">Rate per hour</th>
              <th scope="col">Amount</th>
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
                  <xsl:value-of select="@quantity"/>
                  <span class="sub"><xsl:value-of select="@billedHm"/> h:mm</span>
                </td>
                <td>
                  <xsl:call-template name="amount"><xsl:with-param name="value" select="@unitPrice"/></xsl:call-template>
                  <xsl:if test="@listCurrency != $currency">
                    <span class="sub">
                      <xsl:call-template name="amount"><xsl:with-param name="value" select="@listPrice"/></xsl:call-template>
                      <xsl:value-of select="concat(' ', @listCurrency)"/>
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
      <xsl:with-param name="netLabel">Net total</xsl:with-param>
      <xsl:with-param name="payableLabel">Total due</xsl:with-param>
    </xsl:call-template>

    <section class="notes" aria-label="Notes">
      <xsl:call-template name="vat-notes"/>
      <xsl:if test="i:conversion">
        <p>
          <strong>Exchange rate: </strong>
          <xsl:value-of select="concat('hourly rates in ', i:conversion/@from, ' converted to ', i:conversion/@to, ' at ')"/>
          <xsl:apply-templates select="i:conversion" mode="rate"/>
          <xsl:text>, the rate for </xsl:text>
          <time><xsl:value-of select="i:conversion/@date"/></time>
          <xsl:text>; each converted rate is rounded to 4 decimals.</xsl:text>
        </p>
      </xsl:if>
      <xsl:call-template name="e-invoice-note"/>
      <xsl:if test="i:running/@slips &gt; 0">
        <p>Includes time still being recorded, counted up to <time><xsl:value-of select="@asOf"/></time>.</p>
      </xsl:if>
    </section>

    <section class="payment" aria-label="Payment">
      <xsl:apply-templates select="i:paymentCode"/>
      <p class="label">Payment</p>
      <p>
        <xsl:text>Please pay </xsl:text>
        <strong><xsl:call-template name="money"><xsl:with-param name="value" select="i:totals/@payable"/></xsl:call-template></strong>
        <xsl:text> by </xsl:text>
        <time><xsl:value-of select="@dueDate"/></time>
        <xsl:choose>
          <xsl:when test="@paymentTermsDays = 0"> (due on receipt)</xsl:when>
          <xsl:otherwise><xsl:value-of select="concat(' (', @paymentTermsDays, ' days net)')"/></xsl:otherwise>
        </xsl:choose>
        <xsl:if test="i:seller/@iban">
          <xsl:text> by bank transfer to </xsl:text>
          <span class="iban"><xsl:call-template name="iban"><xsl:with-param name="text" select="i:seller/@iban"/></xsl:call-template></span>
        </xsl:if>
        <xsl:text>, quoting invoice </xsl:text>
        <span class="code"><xsl:value-of select="@number"/></span>
        <xsl:text>.</xsl:text>
      </p>
    </section>
  </xsl:template>

  <!-- How billed time was rounded, for the lines' caption. -->
  <xsl:template match="i:billing" mode="caption">
    <xsl:if test="@roundMinutes">
      <xsl:value-of select="concat(', in ', @roundMinutes, '-minute increments rounded ', @roundMode, ' per ', @roundScope)"/>
    </xsl:if>
  </xsl:template>
</xsl:stylesheet>
