<?xml version="1.0" encoding="UTF-8"?>
<!-- Quipu register XML (urn:quipu:register:1) to a self-contained HTML5 page: a row per invoice and
     credit note with its amounts in its own currency and in the accounting currency, the day it
     was settled and what is open; then the totals per currency, invoices less credit notes. -->
<xsl:stylesheet version="1.0"
                xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
                xmlns:r="urn:quipu:register:1"
                exclude-result-prefixes="r">
  <xsl:include href="layout.xsl"/>

  <xsl:template match="/r:register">
    <xsl:call-template name="page">
      <xsl:with-param name="title" select="concat('Register as of ', @asOf)"/>
      <xsl:with-param name="style">tr.credit-note td, tr.credit-note th { color: var(--warn); }
td.text { text-align: left; white-space: normal; }
td.text .dec { white-space: nowrap; }
thead th.text { text-align: left; }</xsl:with-param>
    </xsl:call-template>
  </xsl:template>

  <xsl:template match="/r:register" mode="content">
    <header>
      <h1>Register</h1>
      <dl class="meta">
        <dt>As of</dt><dd>the end of <time><xsl:value-of select="@asOf"/></time> (<xsl:value-of select="@timeZone"/>)</dd>
        <dt>Documents</dt>
        <dd>
          <xsl:call-template name="documents">
            <xsl:with-param name="invoices" select="count(r:document[@type = 'invoice'])"/>
            <xsl:with-param name="creditNotes" select="count(r:document[@type = 'creditNote'])"/>
          </xsl:call-template>
        </dd>
        <dt>Accounting currency</dt><dd><xsl:value-of select="@accountingCurrency"/></dd>
      </dl>
    </header>
    <section aria-labelledby="documents-heading">
      <h2 id="documents-heading">Invoices and credit notes</h2>
      <figure class="table">
        <figcaption>In issue-date order. A credit note's amounts are positive and taken from the totals.</figcaption>
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Number</th>
                <th scope="col" class="text">Type</th>
                <th scope="col" class="text">Client</th>
                <th scope="col">Issued</th>
                <th scope="col">Due</th>
                <th scope="col">Net</th>
                <th scope="col">VAT</th>
                <th scope="col">Gross</th>
                <th scope="col"><xsl:value-of select="concat('Gross in ', @accountingCurrency)"/></th>
                <th scope="col">Paid</th>
                <th scope="col">Open</th>
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
      <h2 id="totals-heading">Totals</h2>
      <div class="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Currency</th><th scope="col" class="text">Documents</th><th scope="col">Net</th><th scope="col">VAT</th><th scope="col">Gross</th>
              <th scope="col"><xsl:value-of select="concat('Net in ', @accountingCurrency)"/></th>
              <th scope="col"><xsl:value-of select="concat('VAT in ', @accountingCurrency)"/></th>
              <th scope="col"><xsl:value-of select="concat('Gross in ', @accountingCurrency)"/></th>
              <th scope="col">Open</th>
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
                <td><xsl:value-of select="concat(@net, ' ', @currency)"/></td>
                <td><xsl:value-of select="concat(@vat, ' ', @currency)"/></td>
                <td><xsl:value-of select="concat(@gross, ' ', @currency)"/></td>
                <td><xsl:value-of select="@accountingNet"/></td>
                <td><xsl:value-of select="@accountingVat"/></td>
                <td><xsl:value-of select="@accountingGross"/></td>
                <td class="total"><xsl:value-of select="concat(@open, ' ', @currency)"/></td>
              </tr>
            </xsl:for-each>
          </tbody>
          <tfoot>
            <xsl:for-each select="r:totals/r:accountingTotal">
              <tr>
                <th scope="row" colspan="5"><xsl:value-of select="concat('All, in ', @currency)"/></th>
                <td><xsl:value-of select="@net"/></td>
                <td><xsl:value-of select="@vat"/></td>
                <td><xsl:value-of select="@gross"/></td>
                <td></td>
              </tr>
            </xsl:for-each>
          </tfoot>
        </table>
      </div>
    </section>
  </xsl:template>

  <!-- "3 invoices, 1 credit note": each count with its noun, singular for one. -->
  <xsl:template name="documents">
    <xsl:param name="invoices"/>
    <xsl:param name="creditNotes"/>
    <xsl:value-of select="concat($invoices, ' invoice')"/>
    <xsl:if test="$invoices != 1">s</xsl:if>
    <xsl:value-of select="concat(', ', $creditNotes, ' credit note')"/>
    <xsl:if test="$creditNotes != 1">s</xsl:if>
  </xsl:template>

  <xsl:template match="r:document">
    <tr>
      <xsl:if test="@type = 'creditNote'"><xsl:attribute name="class">credit-note</xsl:attribute></xsl:if>
      <th scope="row" class="number"><xsl:value-of select="@number"/></th>
      <td class="text">
        <xsl:choose>
          <xsl:when test="@type = 'creditNote'">credit note<span class="dec"><xsl:value-of select="concat('of ', @credits)"/></span></xsl:when>
          <xsl:otherwise>invoice</xsl:otherwise>
        </xsl:choose>
      </td>
      <td class="text"><xsl:value-of select="@clientName"/><span class="dec"><xsl:value-of select="@client"/></span></td>
      <td><time><xsl:value-of select="@issueDate"/></time></td>
      <td><xsl:if test="@dueDate"><time><xsl:value-of select="@dueDate"/></time></xsl:if></td>
      <td>
        <xsl:value-of select="concat(@net, ' ', @currency)"/>
        <xsl:for-each select="r:vat">
          <span class="dec"><xsl:value-of select="concat(@category, ' ', @percent, ' %: ', @net)"/></span>
        </xsl:for-each>
      </td>
      <td><xsl:value-of select="concat(@vat, ' ', @currency)"/></td>
      <td><xsl:value-of select="concat(@gross, ' ', @currency)"/></td>
      <td><xsl:value-of select="@accountingGross"/><span class="dec"><xsl:value-of select="concat('net ', @accountingNet, ', VAT ', @accountingVat)"/></span></td>
      <td><xsl:if test="@paid"><time><xsl:value-of select="@paid"/></time></xsl:if></td>
      <td>
        <xsl:if test="@open"><xsl:value-of select="concat(@open, ' ', @currency)"/></xsl:if>
      </td>
    </tr>
  </xsl:template>
</xsl:stylesheet>
