<?xml version="1.0" encoding="UTF-8"?>
<!-- Quipu receivables XML (urn:quipu:receivables:1) to a self-contained HTML5 page: the open
     invoices per client with their due dates, days overdue and open amounts, then the open totals
     per currency and aging bucket, and in the accounting currency. -->
<xsl:stylesheet version="1.0"
                xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
                xmlns:r="urn:quipu:receivables:1"
                exclude-result-prefixes="r">
  <xsl:include href="layout.xsl"/>

  <xsl:template match="/r:receivables">
    <xsl:call-template name="page">
      <xsl:with-param name="title" select="concat('Receivables on ', @asOf)"/>
    </xsl:call-template>
  </xsl:template>

  <xsl:template match="/r:receivables" mode="content">
    <header>
      <h1>Receivables on <xsl:value-of select="@asOf"/></h1>
      <dl class="meta">
        <dt>As of</dt><dd><time><xsl:value-of select="@asOfInstant"/></time>, <time><xsl:value-of select="@asOf"/></time> in <xsl:value-of select="@timeZone"/></dd>
        <dt>Open</dt><dd>each invoice's amount due, less its credit notes and the payments received by <xsl:value-of select="@asOf"/></dd>
        <dt>Overdue</dt><dd>days after the due date; current invoices are not due yet</dd>
        <dt>Accounting currency</dt><dd><xsl:value-of select="@accountingCurrency"/>, each invoice at its own exchange rate</dd>
      </dl>
    </header>
    <section aria-labelledby="open-heading">
      <h2 id="open-heading">Open invoices</h2>
      <xsl:choose>
        <xsl:when test="r:invoice">
          <figure class="table">
            <figcaption>By client, then due date; amounts in each invoice's currency.</figcaption>
            <div class="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Client</th><th scope="col">Invoice</th><th scope="col">Issued</th><th scope="col">Due</th>
                    <th scope="col">Days overdue</th><th scope="col">Amount due</th><th scope="col">Credited</th><th scope="col">Paid</th>
                    <th scope="col">Open</th>
                  </tr>
                </thead>
                <tbody>
                  <xsl:for-each select="r:invoice">
                    <tr>
                      <th scope="row"><xsl:value-of select="@clientName"/></th>
                      <td><xsl:value-of select="@number"/></td>
                      <td><time><xsl:value-of select="@issueDate"/></time></td>
                      <td><time><xsl:value-of select="@dueDate"/></time></td>
                      <td>
                        <xsl:choose>
                          <xsl:when test="@daysOverdue &gt; 0"><span class="warn"><xsl:value-of select="@daysOverdue"/></span></xsl:when>
                          <xsl:otherwise>current</xsl:otherwise>
                        </xsl:choose>
                      </td>
                      <td><xsl:value-of select="concat(@payable, ' ', @currency)"/></td>
                      <td><xsl:value-of select="concat(@credited, ' ', @currency)"/></td>
                      <td><xsl:value-of select="concat(@paid, ' ', @currency)"/></td>
                      <td class="total"><xsl:value-of select="concat(@open, ' ', @currency)"/></td>
                    </tr>
                  </xsl:for-each>
                </tbody>
              </table>
            </div>
          </figure>
        </xsl:when>
        <xsl:otherwise><p class="note">No invoice is open: every invoice issued by <xsl:value-of select="@asOf"/> is paid or credited.</p></xsl:otherwise>
      </xsl:choose>
    </section>
    <xsl:if test="r:credit">
      <section aria-labelledby="credits-heading">
        <h2 id="credits-heading">Credits of invoices outside the register</h2>
        <p class="note">Credit notes of invoices these books do not hold: each is a credit the client has, deducted from what they owe.</p>
        <figure class="table">
          <figcaption>By client, then issue date.</figcaption>
          <div class="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">Client</th><th scope="col">Credit note</th><th scope="col">Invoice</th><th scope="col">Issued</th>
                  <th scope="col">Credited</th><th scope="col">Open</th>
                </tr>
              </thead>
              <tbody>
                <xsl:for-each select="r:credit">
                  <tr>
                    <th scope="row"><xsl:value-of select="@clientName"/></th>
                    <td><xsl:value-of select="@number"/></td>
                    <td><xsl:value-of select="@invoice"/></td>
                    <td><time><xsl:value-of select="@issueDate"/></time></td>
                    <td><xsl:value-of select="concat(@credited, ' ', @currency)"/></td>
                    <td class="total"><xsl:value-of select="concat(@open, ' ', @currency)"/></td>
                  </tr>
                </xsl:for-each>
              </tbody>
            </table>
          </div>
        </figure>
      </section>
    </xsl:if>
    <section aria-labelledby="aging-heading">
      <h2 id="aging-heading">Aging</h2>
      <figure class="table">
        <figcaption>Open amounts by days overdue.</figcaption>
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Currency</th><th scope="col">Invoices</th><th scope="col">Credits</th><th scope="col">Current</th><th scope="col">1–30 days</th>
                <th scope="col">31–60 days</th><th scope="col">61–90 days</th><th scope="col">Over 90 days</th><th scope="col">Open</th>
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
        <xsl:if test="self::r:accountingTotal"> (all, converted)</xsl:if>
      </th>
      <td><xsl:value-of select="@invoices"/></td>
      <td><xsl:value-of select="@credits"/></td>
      <td><xsl:value-of select="@current"/></td>
      <td><xsl:value-of select="@days1to30"/></td>
      <td><xsl:value-of select="@days31to60"/></td>
      <td><xsl:value-of select="@days61to90"/></td>
      <td><xsl:value-of select="@over90"/></td>
      <td class="total"><xsl:value-of select="@open"/></td>
    </tr>
  </xsl:template>
</xsl:stylesheet>
