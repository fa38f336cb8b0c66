<?xml version="1.0" encoding="UTF-8"?>
<!-- Quipu credit note XML (a creditNote in urn:quipu:invoice:1) to the credit note a business
     sends: seller and buyer, its number and date, the invoice it credits (number, date, service
     period and amount), the credited lines (hours of the invoice's lines at its rates, or an
     amount with its reason), the VAT and totals, the reason, the invoice's exchange rate and how
     the credit is settled. Self-contained HTML5 laid out for A4 paper and for phones, like the invoice,
     with the parts both print in invoice-parts.xsl.
     Amounts are printed from the XML's text (digits grouped by three), never through a number. -->
<xsl:stylesheet version="1.0"
                xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
                xmlns:i="urn:quipu:invoice:1"
                exclude-result-prefixes="i">
  <xsl:include href="invoice-parts.xsl"/>

  <xsl:template match="/i:creditNote" mode="content">
    <xsl:variable name="invoice" select="i:creditedInvoice"/>
    <xsl:call-template name="letterhead"><xsl:with-param name="heading">Credit note</xsl:with-param></xsl:call-template>
    <xsl:call-template name="parties"><xsl:with-param name="buyerLabel">Credit to</xsl:with-param></xsl:call-template>

    <dl class="facts">
      <div><dt>Credit note date</dt><dd><time><xsl:value-of select="@issueDate"/></time></dd></div>
      <div><dt>Credits invoice</dt><dd><span class="code"><xsl:value-of select="$invoice/@number"/></span> of <time><xsl:value-of select="$invoice/@issueDate"/></time></dd></div>
      <xsl:if test="$invoice/@firstDay">
        <div><dt>Service period</dt><dd><time><xsl:value-of select="$invoice/@firstDay"/></time> – <time><xsl:value-of select="$invoice/@lastDay"/></time></dd></div>
      </xsl:if>
      <div><dt>Currency</dt><dd><xsl:value-of select="@currency"/></dd></div>
      <xsl:call-template name="reference-facts"/>
    </dl>

    <figure class="table lines">
      <figcaption>
        <xsl:choose>
          <xsl:when test="@credits = 'amount'">Credited: an amount of invoice <xsl:value-of select="$invoice/@number"/>, taxed as it is.</xsl:when>
          <xsl:when test="@credits = 'invoice'">Credited: every line of invoice <xsl:value-of select="$invoice/@number"/>, in full.</xsl:when>
          <xsl:otherwise>Credited: hours of invoice <xsl:value-of select="$invoice/@number"/>'s lines at its rates.</xsl:otherwise>
        </xsl:choose>
      </figcaption>
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
                  <xsl:value-of select="@item"/>
                  <span class="sub">
                    <xsl:choose>
                      <xsl:when test="@invoiceLine"><xsl:value-of select="concat(@project, ' · invoice line ', @invoiceLine)"/></xsl:when>
                      <xsl:otherwise>Credited amount</xsl:otherwise>
                    </xsl:choose>
                  </span>
                </th>
                <td>
                  <xsl:if test="@invoiceLine">
                    <xsl:value-of select="@quantity"/>
                    <span class="sub"><xsl:value-of select="concat('of ', @invoiceQuantity, ' invoiced')"/></span>
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
      <xsl:with-param name="netLabel">Net credited</xsl:with-param>
      <xsl:with-param name="payableLabel">Total credited</xsl:with-param>
    </xsl:call-template>

    <section class="notes" aria-label="Notes">
      <xsl:if test="@reason">
        <p><strong>Reason: </strong><xsl:value-of select="@reason"/></p>
      </xsl:if>
      <xsl:call-template name="vat-notes"/>
      <xsl:if test="i:conversion">
        <p>
          <strong>Exchange rate: </strong>
          <xsl:value-of select="concat('the rates of invoice ', $invoice/@number, ', whose hourly rates in ', i:conversion/@from, ' were converted to ', i:conversion/@to, ' at ')"/>
          <xsl:apply-templates select="i:conversion" mode="rate"/>
          <xsl:text>, the rate for </xsl:text>
          <time><xsl:value-of select="i:conversion/@date"/></time>
          <xsl:text>.</xsl:text>
        </p>
      </xsl:if>
      <xsl:call-template name="e-invoice-note"/>
    </section>

    <section class="payment" aria-label="Settlement">
      <p class="label">Settlement</p>
      <p>
        <xsl:text>We credit you </xsl:text>
        <strong><xsl:call-template name="money"><xsl:with-param name="value" select="i:totals/@payable"/></xsl:call-template></strong>
        <xsl:choose>
          <xsl:when test="$invoice/@payable">
            <xsl:value-of select="concat(' against invoice ', $invoice/@number, ' (total due ')"/>
            <xsl:call-template name="money"><xsl:with-param name="value" select="$invoice/@payable"/></xsl:call-template>
            <xsl:text> by </xsl:text>
            <time><xsl:value-of select="$invoice/@dueDate"/></time>
            <xsl:text>)</xsl:text>
          </xsl:when>
          <xsl:otherwise>
            <xsl:value-of select="concat(' against invoice ', $invoice/@number, ' of ')"/>
            <time><xsl:value-of select="$invoice/@issueDate"/></time>
          </xsl:otherwise>
        </xsl:choose>
        <xsl:text>: deduct it from your payment of that invoice, quoting credit note </xsl:text>
        <span class="code"><xsl:value-of select="@number"/></span>
        <xsl:text>; if you have paid it, we refund the amount.</xsl:text>
      </p>
    </section>
  </xsl:template>
</xsl:stylesheet>
