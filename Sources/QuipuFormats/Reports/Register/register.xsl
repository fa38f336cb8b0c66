<?xml version="1.0" encoding="UTF-8"?>
<!-- Quipu register XML (urn:quipu:register:1) to a self-contained HTML5 page: a row per invoice and
     credit note with its amounts in its own currency and in the accounting currency, the day it
     was settled and what is open; then the totals per currency, invoices less credit notes. -->
<xsl:stylesheet version="1.0"
                xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
                xmlns:r="urn:quipu:register:1"
                xmlns:l="urn:quipu:locale:1"
                exclude-result-prefixes="r l">
  <xsl:include href="layout.xsl"/>

  <xsl:template match="/r:register">
    <xsl:call-template name="page">
      <xsl:with-param name="title"><xsl:call-template name="fill"><xsl:with-param name="key" select="'register.titleAsOf'"/></xsl:call-template></xsl:with-param>
      <xsl:with-param name="style">tr.credit-note td, tr.credit-note th { color: var(--warn); }
td.text { text-align: left; white-space: normal; }
td.text .dec { white-space: nowrap; }
thead th.text { text-align: left; }</xsl:with-param>
    </xsl:call-template>
  </xsl:template>

  <xsl:template match="/r:register" mode="content">
    <header>
      <h1><xsl:value-of select="l:label('register.title')"/></h1>
      <dl class="meta">
        <dt><xsl:value-of select="l:label('common.asOf')"/></dt><dd><xsl:call-template name="fill"><xsl:with-param name="key" select="'register.endOf'"/></xsl:call-template> (<xsl:value-of select="@timeZone"/>)</dd>
        <dt><xsl:value-of select="l:label('register.documents')"/></dt>
        <dd>
          <xsl:call-template name="documents">
            <xsl:with-param name="invoices" select="count(r:document[@type = 'invoice'])"/>
            <xsl:with-param name="creditNotes" select="count(r:document[@type = 'creditNote'])"/>
          </xsl:call-template>
        </dd>
        <dt><xsl:value-of select="l:label('common.accountingCurrency')"/></dt><dd><xsl:value-of select="@accountingCurrency"/></dd>
      </dl>
    </header>
    <section aria-labelledby="documents-heading">
      <h2 id="documents-heading"><xsl:value-of select="l:label('register.invoicesAndCreditNotes')"/></h2>
      <figure class="table">
        <figcaption><xsl:value-of select="l:label('register.caption')"/></figcaption>
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col"><xsl:value-of select="l:label('register.number')"/></th>
                <th scope="col" class="text"><xsl:value-of select="l:label('register.type')"/></th>
                <th scope="col" class="text"><xsl:value-of select="l:label('common.client')"/></th>
                <th scope="col"><xsl:value-of select="l:label('register.issued')"/></th>
                <th scope="col"><xsl:value-of select="l:label('register.due')"/></th>
                <th scope="col"><xsl:value-of select="l:label('register.net')"/></th>
                <th scope="col"><xsl:value-of select="l:label('register.vat')"/></th>
                <th scope="col"><xsl:value-of select="l:label('register.gross')"/></th>
                <th scope="col"><xsl:call-template name="fill"><xsl:with-param name="key" select="'register.grossIn'"/></xsl:call-template></th>
                <th scope="col"><xsl:value-of select="l:label('register.paid')"/></th>
                <th scope="col"><xsl:value-of select="l:label('register.open')"/></th>
              </tr>
            </thead>
            <tbody>
              <xsl:apply-templates select="r:document"/>
            </tbody>
          </table>
        </div>
      </figure>
    </section>
    <section aria-labelledby="totals-heading">
      <h2 id="totals-heading"><xsl:value-of select="l:label('common.totals')"/></h2>
      <div class="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col"><xsl:value-of select="l:label('common.currency')"/></th><th scope="col" class="text"><xsl:value-of select="l:label('register.documents')"/></th><th scope="col"><xsl:value-of select="l:label('register.net')"/></th>
              <th scope="col"><xsl:value-of select="l:label('register.vat')"/></th><th scope="col"><xsl:value-of select="l:label('register.gross')"/></th>
              <th scope="col"><xsl:call-template name="fill"><xsl:with-param name="key" select="'register.netIn'"/></xsl:call-template></th>
              <th scope="col"><xsl:call-template name="fill"><xsl:with-param name="key" select="'document.vatIn'"/></xsl:call-template></th>
              <th scope="col"><xsl:call-template name="fill"><xsl:with-param name="key" select="'register.grossIn'"/></xsl:call-template></th>
              <th scope="col"><xsl:value-of select="l:label('register.open')"/></th>
            </tr>
          </thead>
          <tbody>
            <xsl:for-each select="r:totals/r:total">
              <tr>
                <th scope="row"><xsl:value-of select="@currency"/></th>
                <td class="text">
                  <xsl:call-template name="documents">
                    <xsl:with-param name="invoices" select="@invoices"/>
                    <xsl:with-param name="creditNotes" select="@creditNotes"/>
                  </xsl:call-template>
                </td>
                <td><xsl:value-of select="l:money(@net, @currency)"/></td>
                <td><xsl:value-of select="l:money(@vat, @currency)"/></td>
                <td><xsl:value-of select="l:money(@gross, @currency)"/></td>
                <td><xsl:value-of select="l:amount(@accountingNet, /r:register/@accountingCurrency)"/></td>
                <td><xsl:value-of select="l:amount(@accountingVat, /r:register/@accountingCurrency)"/></td>
                <td><xsl:value-of select="l:amount(@accountingGross, /r:register/@accountingCurrency)"/></td>
                <td class="total"><xsl:value-of select="l:money(@open, @currency)"/></td>
              </tr>
            </xsl:for-each>
          </tbody>
          <tfoot>
            <xsl:for-each select="r:totals/r:accountingTotal">
              <tr>
                <th scope="row" colspan="5"><xsl:call-template name="fill"><xsl:with-param name="key" select="'register.allIn'"/></xsl:call-template></th>
                <td><xsl:value-of select="l:amount(@net, @currency)"/></td>
                <td><xsl:value-of select="l:amount(@vat, @currency)"/></td>
                <td><xsl:value-of select="l:amount(@gross, @currency)"/></td>
                <td></td>
              </tr>
            </xsl:for-each>
          </tfoot>
        </table>
      </div>
    </section>
  </xsl:template>

  <!-- "3 invoices, 1 credit note": each count with its noun, singular as the language says. -->
  <xsl:template name="documents">
    <xsl:param name="invoices"/>
    <xsl:param name="creditNotes"/>
    <xsl:value-of select="concat(l:count('register.invoiceCount', $invoices), ', ', l:count('register.creditNoteCount', $creditNotes))"/>
  </xsl:template>

  <!-- The values of the register's sentences: the as-of day, and the accounting currency in the column heads. -->
  <xsl:template match="r:register | r:accountingTotal" mode="placeholder">
    <xsl:param name="name"/>
    <xsl:choose>
      <xsl:when test="$name = 'date' or $name = 'period'"><xsl:call-template name="date"><xsl:with-param name="value" select="/r:register/@asOf"/><xsl:with-param name="style" select="'long'"/></xsl:call-template></xsl:when>
      <xsl:when test="$name = 'currency' and self::r:accountingTotal"><xsl:value-of select="@currency"/></xsl:when>
      <xsl:when test="$name = 'currency'"><xsl:value-of select="@accountingCurrency"/></xsl:when>
    </xsl:choose>
  </xsl:template>

  <xsl:template match="r:document">
    <tr>
      <xsl:if test="@type = 'creditNote'"><xsl:attribute name="class">credit-note</xsl:attribute></xsl:if>
      <th scope="row" class="number"><xsl:value-of select="@number"/></th>
      <td class="text">
        <xsl:choose>
          <xsl:when test="@type = 'creditNote'"><xsl:value-of select="l:label('register.type.creditNote')"/><span class="dec"><xsl:call-template name="fill"><xsl:with-param name="key" select="'register.of'"/></xsl:call-template></span></xsl:when>
          <xsl:otherwise><xsl:value-of select="l:label('register.type.invoice')"/></xsl:otherwise>
        </xsl:choose>
      </td>
      <td class="text"><xsl:value-of select="@clientName"/><span class="dec"><xsl:value-of select="@client"/></span></td>
      <td><xsl:call-template name="date"><xsl:with-param name="value" select="@issueDate"/></xsl:call-template></td>
      <td><xsl:if test="@dueDate"><xsl:call-template name="date"><xsl:with-param name="value" select="@dueDate"/></xsl:call-template></xsl:if></td>
      <td>
        <xsl:value-of select="l:money(@net, @currency)"/>
        <xsl:for-each select="r:vat">
          <span class="dec"><xsl:value-of select="concat(@category, ' ', l:number(@percent, string-length(substring-after(@percent, '.'))), ' %: ', l:amount(@net, ../@currency))"/></span>
        </xsl:for-each>
      </td>
      <td><xsl:value-of select="l:money(@vat, @currency)"/></td>
      <td><xsl:value-of select="l:money(@gross, @currency)"/></td>
      <td><xsl:value-of select="l:amount(@accountingGross, /r:register/@accountingCurrency)"/><span class="dec"><xsl:call-template name="fill"><xsl:with-param name="key" select="'register.netAndVat'"/></xsl:call-template></span></td>
      <td><xsl:if test="@paid"><xsl:call-template name="date"><xsl:with-param name="value" select="@paid"/></xsl:call-template></xsl:if></td>
      <td>
        <xsl:if test="@open"><xsl:value-of select="l:money(@open, @currency)"/></xsl:if>
      </td>
    </tr>
  </xsl:template>

  <xsl:template match="r:document" mode="placeholder">
    <xsl:param name="name"/>
    <xsl:choose>
      <xsl:when test="$name = 'number'"><xsl:value-of select="@credits"/></xsl:when>
      <xsl:when test="$name = 'net'"><xsl:value-of select="l:amount(@accountingNet, /r:register/@accountingCurrency)"/></xsl:when>
      <xsl:when test="$name = 'vat'"><xsl:value-of select="l:amount(@accountingVat, /r:register/@accountingCurrency)"/></xsl:when>
    </xsl:choose>
  </xsl:template>
</xsl:stylesheet>
