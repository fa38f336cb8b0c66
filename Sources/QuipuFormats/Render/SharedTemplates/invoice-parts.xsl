<?xml version="1.0" encoding="UTF-8"?>
<!-- What an invoice and a credit note (Quipu's invoice XML, urn:quipu:invoice:1) print alike, for
     invoice.xsl and credit-note.xsl: the A4 page and its styles (on layout.xsl's shell), the letterhead, the parties with
     their VAT ids, electronic addresses and contact, the VAT rows of the totals, the VAT's
     exemption reason, the e-invoice profile, exchange rates, amounts (grouped by three, from the
     XML's text, never through a number), the IBAN in groups of four, the payment QR code and the footer. -->
<xsl:stylesheet version="1.0"
                xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
                xmlns:i="urn:quipu:invoice:1"
                exclude-result-prefixes="i">
  <xsl:include href="layout.xsl"/>

  <!-- The page: layout.xsl's shell (its palette, light and dark) with the styles of a document on A4 paper; the
       document's content comes from mode "content", its footer is the seller in one line. On a screen wide enough
       it shows as a sheet; on a phone the lines scroll in their own box; printed, an example invoice fits on one A4
       page, and a longer one repeats the lines' heading on each page and never splits a line. -->
  <xsl:template match="/i:invoice | /i:creditNote">
    <xsl:variable name="kind">
      <xsl:choose>
        <xsl:when test="self::i:creditNote">Credit note</xsl:when>
        <xsl:otherwise>Invoice</xsl:otherwise>
      </xsl:choose>
    </xsl:variable>
    <xsl:call-template name="page">
      <xsl:with-param name="title" select="concat($kind, ' ', @number, ' – ', i:seller/@name)"/>
      <xsl:with-param name="style">
@page { size: A4; margin: 10mm 14mm; }
body { display: flex; flex-direction: column; }
main { flex-grow: 1; }
main > header { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: flex-start; gap: .5rem 2rem; border-bottom: 3px solid var(--accent); padding-bottom: 5mm; }
.seller-name { font-size: 1.35em; font-weight: 700; color: var(--accent); margin: 0; }
.seller-lines { color: var(--muted); margin: .2rem 0 0; }
h1 { font-size: 2em; letter-spacing: .12em; text-transform: uppercase; margin: 0; font-weight: 300; text-align: right; }
.doc-number { text-align: right; margin: .15rem 0 0; font-weight: 600; }
.parties { display: grid; grid-template-columns: 1fr 1fr; gap: 4mm 8mm; margin: 5mm 0 4mm; }
.label, .facts dt, .lines thead th { font-size: .8em; letter-spacing: .08em; text-transform: uppercase; color: var(--muted); font-weight: 600; }
.label { margin: 0 0 .2rem; }
address { font-style: normal; }
.facts { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 2mm 6mm; background: var(--shade); border-radius: 2mm; padding: 3mm 4mm; margin: 0 0 4mm; }
.facts dd { margin: 0; font-weight: 600; }
.code, .iban { white-space: nowrap; }
.lines thead th { border-bottom: 1.5px solid var(--ink); padding: 1.5mm 2mm; }
.lines tbody td, .lines tbody th { padding: 2mm; }
.lines tbody th { font-weight: 600; }
td.text { text-align: left; white-space: normal; }
.sub { display: block; color: var(--muted); font-size: .85em; font-weight: normal; }
figure.lines { margin-bottom: 3mm; }
figure.totals { width: 58%; margin: 0 0 0 auto; }
.totals th, .totals td { padding: 1.2mm 2mm; }
.totals tr.due th, .totals tr.due td { border-top: 1.5px solid var(--ink); font-weight: 700; font-size: 1.2em; padding-top: 2mm; }
.notes { margin-top: 4mm; overflow-wrap: break-word; }
.notes p { margin: 0 0 2mm; }
.payment { margin-top: 4mm; border: 1px solid var(--line); border-radius: 2mm; padding: 3mm 4mm; }
.payment p { margin: 0 0 1mm; }
.iban { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; letter-spacing: .03em; }
footer { margin-top: 4mm; padding-top: 2mm; text-align: center; }
@media screen and (min-width: 52rem) {
  html { background: var(--shade); }
  body { width: 210mm; max-width: none; min-height: 297mm; margin: 1.5rem auto; padding: 16mm 15mm 18mm; background: var(--paper); border: 1px solid var(--line); }
}
@media (max-width: 40rem) {
  .parties { grid-template-columns: 1fr; }
  h1, .doc-number { text-align: left; }
  figure.totals { width: auto; }
}
@media print {
  body { display: block; line-height: 1.35; }
  table { font-size: 1em; }
  td, thead th { white-space: nowrap; }
  .lines thead { display: table-header-group; }
  .lines tr { break-inside: avoid; }
}
<xsl:if test="i:paymentCode">.payment { display: flow-root; }
.payment-code { float: right; margin: 0 0 1mm 4mm; text-align: center; }
.payment-code svg { display: block; width: 38mm; height: 38mm; background: #fff; }
.payment-code figcaption { color: var(--muted); font-size: .85em; }
@media (max-width: 40rem) {
  .payment { display: flex; flex-direction: column; }
  .payment-code { float: none; order: 1; margin: 2mm auto 0; }
}
</xsl:if>
      </xsl:with-param>
    </xsl:call-template>
  </xsl:template>

  <!-- The footer: the seller in one line. -->
  <xsl:template match="i:invoice | i:creditNote" mode="footer">
    <xsl:value-of select="i:seller/@name"/>
    <xsl:text> · </xsl:text>
    <xsl:apply-templates select="i:seller/i:address" mode="line"/>
    <xsl:value-of select="concat(' · VAT ID ', i:seller/@vatId)"/>
    <xsl:if test="i:seller/@email"><xsl:value-of select="concat(' · ', i:seller/@email)"/></xsl:if>
  </xsl:template>

  <!-- The seller's name and address beside the document's heading and number. -->
  <xsl:template name="letterhead">
    <xsl:param name="heading"/>
    <header>
      <div>
        <p class="seller-name"><xsl:value-of select="i:seller/@name"/></p>
        <p class="seller-lines">
          <xsl:apply-templates select="i:seller/i:address" mode="line"/>
          <xsl:if test="i:seller/@email"><br/><xsl:value-of select="i:seller/@email"/></xsl:if>
        </p>
      </div>
      <div>
        <h1><xsl:value-of select="$heading"/></h1>
        <p class="doc-number">No. <xsl:value-of select="@number"/></p>
      </div>
    </header>
  </xsl:template>

  <!-- The buyer, under buyerLabel, and the seller. -->
  <xsl:template name="parties">
    <xsl:param name="buyerLabel"/>
    <section class="parties" aria-label="Parties">
      <div>
        <p class="label"><xsl:value-of select="$buyerLabel"/></p>
        <xsl:apply-templates select="i:buyer"/>
      </div>
      <div>
        <p class="label">From</p>
        <xsl:apply-templates select="i:seller"/>
      </div>
    </section>
  </xsl:template>

  <!-- The buyer's and order references of an e-invoice, for the facts under the parties. -->
  <xsl:template name="reference-facts">
    <xsl:if test="i:eInvoice/@buyerReference">
      <div><dt>Your reference</dt><dd class="code"><xsl:value-of select="i:eInvoice/@buyerReference"/></dd></div>
    </xsl:if>
    <xsl:if test="i:eInvoice/@orderReference">
      <div><dt>Your order</dt><dd class="code"><xsl:value-of select="i:eInvoice/@orderReference"/></dd></div>
    </xsl:if>
  </xsl:template>

  <!-- The totals: the net, the VAT of each category, the payable amount and the VAT in the accounting currency. -->
  <xsl:template name="totals">
    <xsl:param name="netLabel"/>
    <xsl:param name="payableLabel"/>
    <figure class="table totals">
      <figcaption>Totals in <xsl:value-of select="@currency"/></figcaption>
      <div class="table-wrap">
        <table>
          <tbody>
            <tr>
              <th scope="row"><xsl:value-of select="$netLabel"/></th>
              <td><xsl:call-template name="money"><xsl:with-param name="value" select="i:totals/@net"/></xsl:call-template></td>
            </tr>
            <xsl:call-template name="vat-rows"/>
            <tr class="due">
              <th scope="row"><xsl:value-of select="$payableLabel"/></th>
              <td><xsl:call-template name="money"><xsl:with-param name="value" select="i:totals/@payable"/></xsl:call-template></td>
            </tr>
            <xsl:call-template name="accounting-vat-row"/>
          </tbody>
        </table>
      </div>
    </figure>
  </xsl:template>

  <!-- The VAT rows of the totals table, one per category. -->
  <xsl:template name="vat-rows">
    <xsl:for-each select="i:vat">
      <tr>
        <th scope="row">
          <xsl:choose>
            <xsl:when test="@category = 'O'">No VAT – outside the scope of VAT</xsl:when>
            <xsl:otherwise><xsl:value-of select="concat('VAT ', @percent, ' %')"/></xsl:otherwise>
          </xsl:choose>
          <xsl:choose>
            <xsl:when test="@category = 'AE'"> – reverse charge</xsl:when>
            <xsl:when test="@category = 'E'"> – exempt</xsl:when>
            <xsl:when test="@category = 'Z'"> – zero rated</xsl:when>
            <xsl:when test="@category = 'K'"> – intra-community supply</xsl:when>
            <xsl:when test="@category = 'G'"> – export outside the EU</xsl:when>
          </xsl:choose>
          <span class="sub">
            <xsl:text>on </xsl:text>
            <xsl:call-template name="money"><xsl:with-param name="value" select="@taxable"/></xsl:call-template>
          </span>
        </th>
        <td><xsl:call-template name="money"><xsl:with-param name="value" select="@tax"/></xsl:call-template></td>
      </tr>
    </xsl:for-each>
  </xsl:template>

  <!-- The VAT total in the seller's accounting currency, when the document's currency is another. -->
  <xsl:template name="accounting-vat-row">
    <xsl:if test="i:accountingVat">
      <tr>
        <th scope="row">VAT in <xsl:value-of select="i:accountingVat/@to"/>
          <span class="sub"><xsl:apply-templates select="i:accountingVat" mode="rate"/></span>
        </th>
        <td>
          <xsl:call-template name="amount"><xsl:with-param name="value" select="i:accountingVat/@amount"/></xsl:call-template>
          <xsl:value-of select="concat(' ', i:accountingVat/@to)"/>
        </td>
      </tr>
    </xsl:if>
  </xsl:template>

  <!-- The notes: the VAT's exemption reasons, and the e-invoice's profile. -->
  <xsl:template name="vat-notes">
    <xsl:for-each select="i:vat[@exemptionReason]">
      <p><strong>VAT: </strong><xsl:value-of select="@exemptionReason"/></p>
    </xsl:for-each>
  </xsl:template>

  <xsl:template name="e-invoice-note">
    <xsl:if test="i:eInvoice">
      <p>
        <strong>E-invoice: </strong>
        <xsl:choose>
          <xsl:when test="i:eInvoice/@profile = 'peppol'">Peppol BIS Billing 3.0</xsl:when>
          <xsl:when test="i:eInvoice/@profile = 'xrechnung'">XRechnung 3.0</xsl:when>
          <xsl:otherwise>EN 16931</xsl:otherwise>
        </xsl:choose>
        <xsl:value-of select="concat(' (', i:eInvoice/@customizationId, ').')"/>
      </p>
    </xsl:if>
  </xsl:template>

  <!-- The payment QR code (EPC069-12, "GiroCode") beside the payment's text: an inline SVG of one
       path, black on white in the dark color scheme too (scanners need it), its modules at least
       30 mm wide on paper, named for screen readers by what it pays. Its style rules are the
       page's only when it has one. -->
  <xsl:template match="i:paymentCode">
    <xsl:variable name="name">
      <xsl:text>EPC payment QR code: pay </xsl:text>
      <xsl:call-template name="money"><xsl:with-param name="value" select="../i:totals/@payable"/></xsl:call-template>
      <xsl:text> to IBAN </xsl:text>
      <xsl:call-template name="iban"><xsl:with-param name="text" select="../i:seller/@iban"/></xsl:call-template>
      <xsl:value-of select="concat(', quoting invoice ', ../@number)"/>
    </xsl:variable>
    <figure class="payment-code">
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {@size + 8} {@size + 8}" role="img" aria-label="{$name}">
        <title><xsl:value-of select="$name"/></title>
        <path fill="#000" d="{@path}"/>
      </svg>
      <figcaption>Scan to pay</figcaption>
    </figure>
  </xsl:template>

  <!-- A party's block: name, address, VAT id, email, electronic address and contact. -->
  <xsl:template match="i:seller | i:buyer">
    <address>
      <strong><xsl:value-of select="@name"/></strong><br/>
      <xsl:value-of select="i:address/@street"/><br/>
      <xsl:value-of select="concat(i:address/@postalCode, ' ', i:address/@city)"/><br/>
      <xsl:value-of select="i:address/@country"/>
      <xsl:if test="@vatId"><br/>VAT ID <xsl:value-of select="@vatId"/></xsl:if>
      <xsl:if test="@email"><br/><xsl:value-of select="@email"/></xsl:if>
      <xsl:if test="i:endpoint"><br/>E-invoice address <span class="code"><xsl:value-of select="concat(i:endpoint/@scheme, ':', i:endpoint/@id)"/></span></xsl:if>
      <xsl:if test="i:contact">
        <br/><xsl:text>Contact</xsl:text>
        <xsl:for-each select="i:contact/@name | i:contact/@telephone | i:contact/@email">
          <xsl:value-of select="concat(' ', .)"/>
          <xsl:if test="position() != last()"><xsl:text> ·</xsl:text></xsl:if>
        </xsl:for-each>
      </xsl:if>
    </address>
  </xsl:template>

  <xsl:template match="i:address" mode="line">
    <xsl:value-of select="concat(@street, ', ', @postalCode, ' ', @city, ', ', @country)"/>
  </xsl:template>

  <!-- 1 EUR = 1.0811 USD (ECB, published 2024-03-28, via EUR) -->
  <xsl:template match="i:conversion | i:accountingVat" mode="rate">
    <xsl:value-of select="concat('1 ', @from, ' = ', @rateShown, ' ', @to, ' (', @source, ', published ')"/>
    <time><xsl:value-of select="@publicationDate"/></time>
    <xsl:if test="@via"><xsl:value-of select="concat(', via ', @via)"/></xsl:if>
    <xsl:text>)</xsl:text>
  </xsl:template>

  <!-- An amount with its currency: 1,234.56 USD. -->
  <xsl:template name="money">
    <xsl:param name="value"/>
    <xsl:call-template name="amount"><xsl:with-param name="value" select="$value"/></xsl:call-template>
    <xsl:value-of select="concat(' ', /*/@currency)"/>
  </xsl:template>

  <!-- An amount's digits grouped by three (1234567.89 → 1,234,567.89), done on the text. -->
  <xsl:template name="amount">
    <xsl:param name="value"/>
    <xsl:variable name="negative" select="starts-with($value, '-')"/>
    <xsl:variable name="unsigned">
      <xsl:choose>
        <xsl:when test="$negative"><xsl:value-of select="substring($value, 2)"/></xsl:when>
        <xsl:otherwise><xsl:value-of select="$value"/></xsl:otherwise>
      </xsl:choose>
    </xsl:variable>
    <xsl:variable name="whole">
      <xsl:choose>
        <xsl:when test="contains($unsigned, '.')"><xsl:value-of select="substring-before($unsigned, '.')"/></xsl:when>
        <xsl:otherwise><xsl:value-of select="$unsigned"/></xsl:otherwise>
      </xsl:choose>
    </xsl:variable>
    <xsl:if test="$negative">−</xsl:if>
    <xsl:call-template name="group"><xsl:with-param name="digits" select="$whole"/></xsl:call-template>
    <xsl:if test="contains($unsigned, '.')"><xsl:value-of select="concat('.', substring-after($unsigned, '.'))"/></xsl:if>
  </xsl:template>

  <xsl:template name="group">
    <xsl:param name="digits"/>
    <xsl:choose>
      <xsl:when test="string-length($digits) &gt; 3">
        <xsl:call-template name="group"><xsl:with-param name="digits" select="substring($digits, 1, string-length($digits) - 3)"/></xsl:call-template>
        <xsl:value-of select="concat(',', substring($digits, string-length($digits) - 2))"/>
      </xsl:when>
      <xsl:otherwise><xsl:value-of select="$digits"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- An IBAN in groups of four, as it is printed on paper. -->
  <xsl:template name="iban">
    <xsl:param name="text"/>
    <xsl:value-of select="substring($text, 1, 4)"/>
    <xsl:if test="string-length($text) &gt; 4">
      <xsl:text> </xsl:text>
      <xsl:call-template name="iban"><xsl:with-param name="text" select="substring($text, 5)"/></xsl:call-template>
    </xsl:if>
  </xsl:template>
</xsl:stylesheet>
