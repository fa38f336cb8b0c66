<?xml version="1.0" encoding="UTF-8"?>
<!-- What an invoice and a credit note (Quipu's invoice XML, urn:quipu:invoice:1) print alike, for
     invoice.xsl and credit-note.xsl: the A4 page and its styles (on layout.xsl's shell), the letterhead, the parties with
     their VAT ids, electronic addresses and contact, the VAT rows of the totals, the VAT's
     exemption reason, the e-invoice profile, exchange rates, amounts (exact, from the XML's text,
     in the document's locale), the IBAN in groups of four, the payment QR code and the footer. Every text is a label of
     the document's language (l:label, and "fill" for a sentence with values); dates, amounts,
     numbers and countries are written by the locale's functions (l:date, l:money, l:number, l:country). -->
<xsl:stylesheet version="1.0"
                xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
                xmlns:i="urn:quipu:invoice:1"
                xmlns:l="urn:quipu:locale:1"
                exclude-result-prefixes="i l">
  <xsl:include href="layout.xsl"/>

  <!-- The page: layout.xsl's shell (its palette, light and dark) with the styles of a document on A4 paper; the
       document's content comes from mode "content", its footer is the seller in one line. On a screen wide enough
       it shows as a sheet; on a phone the lines scroll in their own box; printed, an example invoice fits on one A4
       page, and a longer one repeats the lines' heading on each page and never splits a line. A bilingual document's
       column headings, twice as long, may wrap; a document in a locale prints a little tighter (and a bilingual one
       at 9 pt), so that longer words and doubled labels still fit one page. -->
  <xsl:template match="/i:invoice | /i:creditNote">
    <xsl:variable name="kind">
      <xsl:choose>
        <xsl:when test="self::i:creditNote"><xsl:value-of select="l:label('document.creditNote')"/></xsl:when>
        <xsl:otherwise><xsl:value-of select="l:label('document.invoice')"/></xsl:otherwise>
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
  h1 { font-size: 1.5em; letter-spacing: .05em; overflow-wrap: anywhere; }
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
<xsl:if test="l:language(2) != ''">.lines thead th { white-space: normal; }
@media print { body { font-size: 9pt; } }
</xsl:if>
<xsl:if test="l:language(1) != 'en'">@media print {
  body { line-height: 1.25; }
  main > header { padding-bottom: 3mm; }
  .parties { margin: 3mm 0 3mm; }
  .lines tbody td, .lines tbody th { padding: 1.2mm 2mm; }
  .notes { margin-top: 3mm; }
  .notes p { margin-bottom: 1mm; }
  .payment { margin-top: 3mm; padding: 2mm 3mm; }
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
    <xsl:value-of select="concat(' · ', l:label('document.vatId'), ' ', i:seller/@vatId)"/>
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
        <p class="doc-number"><xsl:value-of select="concat(l:label('document.number'), ' ', @number)"/></p>
      </div>
    </header>
  </xsl:template>

  <!-- The buyer, under buyerLabel, and the seller. -->
  <xsl:template name="parties">
    <xsl:param name="buyerLabel"/>
    <section class="parties" aria-label="{l:label('document.parties')}">
      <div>
        <p class="label"><xsl:value-of select="$buyerLabel"/></p>
        <xsl:apply-templates select="i:buyer"/>
      </div>
      <div>
        <p class="label"><xsl:value-of select="l:label('document.from')"/></p>
        <xsl:apply-templates select="i:seller"/>
      </div>
    </section>
  </xsl:template>

  <!-- The buyer's and order references of an e-invoice, for the facts under the parties. -->
  <xsl:template name="reference-facts">
    <xsl:if test="i:eInvoice/@buyerReference">
      <div><dt><xsl:value-of select="l:label('document.yourReference')"/></dt><dd class="code"><xsl:value-of select="i:eInvoice/@buyerReference"/></dd></div>
    </xsl:if>
    <xsl:if test="i:eInvoice/@orderReference">
      <div><dt><xsl:value-of select="l:label('document.yourOrder')"/></dt><dd class="code"><xsl:value-of select="i:eInvoice/@orderReference"/></dd></div>
    </xsl:if>
  </xsl:template>

  <!-- The totals: the net, the VAT of each category, the payable amount and the VAT in the accounting currency. -->
  <xsl:template name="totals">
    <xsl:param name="netLabel"/>
    <xsl:param name="payableLabel"/>
    <figure class="table totals">
      <figcaption><xsl:call-template name="fill-inline"><xsl:with-param name="key" select="'document.totalsIn'"/><xsl:with-param name="context" select="@currency"/></xsl:call-template></figcaption>
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
            <xsl:when test="@category = 'O'"><xsl:value-of select="l:label('vat.outsideScope')"/></xsl:when>
            <xsl:otherwise><xsl:call-template name="fill-inline"><xsl:with-param name="key" select="'vat.rate'"/></xsl:call-template></xsl:otherwise>
          </xsl:choose>
          <xsl:if test="contains(' AE E Z K G ', concat(' ', @category, ' '))">
            <xsl:value-of select="concat(' – ', l:label(concat('vat.category.', @category)))"/>
          </xsl:if>
          <span class="sub"><xsl:call-template name="fill-inline"><xsl:with-param name="key" select="'vat.on'"/></xsl:call-template></span>
        </th>
        <td><xsl:call-template name="money"><xsl:with-param name="value" select="@tax"/></xsl:call-template></td>
      </tr>
    </xsl:for-each>
  </xsl:template>

  <!-- The VAT total in the seller's accounting currency, when the document's currency is another. -->
  <xsl:template name="accounting-vat-row">
    <xsl:if test="i:accountingVat">
      <tr>
        <th scope="row"><xsl:call-template name="fill-inline"><xsl:with-param name="key" select="'document.vatIn'"/><xsl:with-param name="context" select="i:accountingVat"/></xsl:call-template>
          <span class="sub"><xsl:apply-templates select="i:accountingVat" mode="rate"/></span>
        </th>
        <td>
          <xsl:call-template name="money">
            <xsl:with-param name="value" select="i:accountingVat/@amount"/>
            <xsl:with-param name="currency" select="i:accountingVat/@to"/>
          </xsl:call-template>
        </td>
      </tr>
    </xsl:if>
  </xsl:template>

  <!-- The notes: the VAT's exemption reasons, and the e-invoice's profile. -->
  <xsl:template name="vat-notes">
    <xsl:for-each select="i:vat[@exemptionReason]">
      <p><strong><xsl:value-of select="concat(l:label('document.vatNote'), ' ')"/></strong><xsl:value-of select="@exemptionReason"/></p>
    </xsl:for-each>
  </xsl:template>

  <xsl:template name="e-invoice-note">
    <xsl:if test="i:eInvoice">
      <p>
        <strong><xsl:value-of select="concat(l:label('document.eInvoice'), ' ')"/></strong>
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
      <xsl:call-template name="fill-inline">
        <xsl:with-param name="key" select="'invoice.paymentCodeName'"/>
        <xsl:with-param name="context" select=".."/>
      </xsl:call-template>
    </xsl:variable>
    <figure class="payment-code">
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {@size + 8} {@size + 8}" role="img" aria-label="{$name}">
        <title><xsl:value-of select="$name"/></title>
        <path fill="#000" d="{@path}"/>
      </svg>
      <figcaption><xsl:value-of select="l:label('invoice.scanToPay')"/></figcaption>
    </figure>
  </xsl:template>

  <!-- A party's block: name, address, VAT id, email, electronic address and contact. -->
  <xsl:template match="i:seller | i:buyer">
    <address>
      <strong><xsl:value-of select="@name"/></strong><br/>
      <xsl:value-of select="i:address/@street"/><br/>
      <xsl:value-of select="concat(i:address/@postalCode, ' ', i:address/@city)"/><br/>
      <xsl:value-of select="l:country(i:address/@country)"/>
      <xsl:if test="@vatId"><br/><xsl:value-of select="concat(l:label('document.vatId'), ' ', @vatId)"/></xsl:if>
      <xsl:if test="@email"><br/><xsl:value-of select="@email"/></xsl:if>
      <xsl:if test="i:endpoint"><br/><xsl:value-of select="concat(l:label('document.eInvoiceAddress'), ' ')"/><span class="code"><xsl:value-of select="concat(i:endpoint/@scheme, ':', i:endpoint/@id)"/></span></xsl:if>
      <xsl:if test="i:contact">
        <br/><xsl:value-of select="l:label('document.contact')"/>
        <xsl:for-each select="i:contact/@name | i:contact/@telephone | i:contact/@email">
          <xsl:value-of select="concat(' ', .)"/>
          <xsl:if test="position() != last()"><xsl:text> ·</xsl:text></xsl:if>
        </xsl:for-each>
      </xsl:if>
    </address>
  </xsl:template>

  <xsl:template match="i:address" mode="line">
    <xsl:value-of select="concat(@street, ', ', @postalCode, ' ', @city, ', ', l:country(@country))"/>
  </xsl:template>

  <!-- 1 EUR = 1.0811 USD (ECB, published 2024-03-28, via EUR) -->
  <xsl:template match="i:conversion | i:accountingVat" mode="rate">
    <xsl:call-template name="fill-inline">
      <xsl:with-param name="key">
        <xsl:choose>
          <xsl:when test="@via">document.exchangeRateTextVia</xsl:when>
          <xsl:otherwise>document.exchangeRateText</xsl:otherwise>
        </xsl:choose>
      </xsl:with-param>
    </xsl:call-template>
  </xsl:template>

  <!-- The values of the sentences about a rate: the rate itself, and the conversion it made. -->
  <xsl:template match="i:conversion | i:accountingVat" mode="placeholder">
    <xsl:param name="key"/>
    <xsl:param name="name"/>
    <xsl:variable name="rateText" select="starts-with($key, 'document.exchangeRateText')"/>
    <xsl:choose>
      <xsl:when test="$name = 'rate' and $rateText">
        <xsl:variable name="digits" select="translate(@rateShown, '…', '')"/>
        <xsl:value-of select="l:number($digits, string-length(substring-after($digits, '.')))"/>
        <xsl:if test="contains(@rateShown, '…')">…</xsl:if>
      </xsl:when>
      <xsl:when test="$name = 'rate'"><xsl:apply-templates select="." mode="rate"/></xsl:when>
      <xsl:when test="$name = 'date' and $rateText"><xsl:call-template name="date"><xsl:with-param name="value" select="@publicationDate"/><xsl:with-param name="style" select="'long'"/></xsl:call-template></xsl:when>
      <xsl:when test="$name = 'date'"><xsl:call-template name="date"><xsl:with-param name="value" select="@date"/><xsl:with-param name="style" select="'long'"/></xsl:call-template></xsl:when>
      <xsl:when test="$name = 'number'"><xsl:value-of select="../i:creditedInvoice/@number"/></xsl:when>
      <xsl:when test="$name = 'currency'"><xsl:value-of select="@to"/></xsl:when>
      <xsl:otherwise><xsl:value-of select="@*[local-name() = $name]"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- A VAT category's rate and the amount it is charged on. -->
  <xsl:template match="i:vat" mode="placeholder">
    <xsl:param name="name"/>
    <xsl:choose>
      <xsl:when test="$name = 'percent'"><xsl:value-of select="l:number(@percent, string-length(substring-after(@percent, '.')))"/></xsl:when>
      <xsl:when test="$name = 'amount'"><xsl:call-template name="money"><xsl:with-param name="value" select="@taxable"/></xsl:call-template></xsl:when>
    </xsl:choose>
  </xsl:template>

  <!-- The document's currency, in "Totals in {currency}". -->
  <xsl:template match="i:invoice/@currency | i:creditNote/@currency" mode="placeholder">
    <xsl:value-of select="."/>
  </xsl:template>

  <!-- A short label with values, such as a table's caption ("Totals in {currency}") or a value
       inside a sentence: labels.xsl's "fill" in one run of text, so that a bilingual document
       prints both languages joined as l:label joins them ("Btw in EUR / VAT in EUR"), never a
       second sentence. The values are the context's placeholders, as for "fill". Inside a sentence of
       one language, "language" (1 or 2) says which. -->
  <xsl:template name="fill-inline">
    <xsl:param name="key"/>
    <xsl:param name="context" select="."/>
    <xsl:param name="language" select="0"/>
    <xsl:call-template name="fill-text">
      <xsl:with-param name="key" select="$key"/>
      <xsl:with-param name="text">
        <xsl:choose>
          <xsl:when test="$language = 0"><xsl:value-of select="l:label($key)"/></xsl:when>
          <xsl:otherwise><xsl:value-of select="l:text($key, $language)"/></xsl:otherwise>
        </xsl:choose>
      </xsl:with-param>
      <xsl:with-param name="context" select="$context"/>
      <xsl:with-param name="language" select="$language"/>
    </xsl:call-template>
  </xsl:template>

  <!-- An amount with its currency, as the locale writes it: 1,234.56 USD in ISO English, 1.234,56 $ in de-DE.
       An amount with more decimals than its currency's minor units (a converted rate) keeps them all, and its code. -->
  <xsl:template name="money">
    <xsl:param name="value"/>
    <xsl:param name="currency" select="/*/@currency"/>
    <xsl:variable name="decimals" select="string-length(substring-after($value, '.'))"/>
    <xsl:choose>
      <xsl:when test="l:amount($value, $currency) = l:number($value, $decimals)"><xsl:value-of select="l:money($value, $currency)"/></xsl:when>
      <xsl:otherwise><xsl:value-of select="concat(l:number($value, $decimals), ' ', $currency)"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- An amount without its currency, with every decimal of its text, in the locale's digits
       (1234567.891 → 1,234,567.891 in ISO English, 1.234.567,891 in de-DE). -->
  <xsl:template name="amount">
    <xsl:param name="value"/>
    <xsl:value-of select="l:number($value, string-length(substring-after($value, '.')))"/>
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
