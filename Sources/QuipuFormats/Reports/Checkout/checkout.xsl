<?xml version="1.0" encoding="UTF-8"?>
<!-- Quipu checkout XML (urn:quipu:checkout:1) to a self-contained HTML5 page: one row per order
     with the price of each part and of shipping in the order's currency ("Free" when it costs
     nothing), the order's total and the exchange rate that converted the catalog's prices; then
     the totals per currency. -->
<xsl:stylesheet version="1.0"
                xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
                xmlns:c="urn:quipu:checkout:1"
                exclude-result-prefixes="c">
  <xsl:include href="layout.xsl"/>

  <xsl:template match="/c:checkout">
    <xsl:call-template name="page">
      <xsl:with-param name="title">Checkout</xsl:with-param>
    </xsl:call-template>
  </xsl:template>

  <xsl:template match="/c:checkout" mode="content">
    <header>
      <h1>Checkout</h1>
      <dl class="meta">
        <dt>Orders</dt><dd><xsl:value-of select="@orders"/></dd>
        <dt>Catalog</dt><dd><xsl:value-of select="concat('prices in ', @catalogCurrency, '; a guitar is ', @basePrice, ' ', @catalogCurrency, ' plus its shape, color, body and fretboard')"/></dd>
        <dt>Prices</dt><dd>each catalog price converted at the order date's exchange rate and rounded to the order currency's minor unit; a total is the sum of its lines</dd>
      </dl>
    </header>
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading">Orders</h2>
      <figure class="table">
        <figcaption>Each line in the order's currency; the option chosen beneath its price.</figcaption>
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Date</th>
                <th scope="col">Base</th>
                <th scope="col">Shape</th>
                <th scope="col">Color</th>
                <th scope="col">Body</th>
                <th scope="col">Fretboard</th>
                <th scope="col">Shipping</th>
                <th scope="col">Total</th>
                <th scope="col">Exchange rate</th>
              </tr>
            </thead>
            <tbody>
              <xsl:apply-templates select="c:order"/>
            </tbody>
          </table>
        </div>
      </figure>
      <xsl:if test="@unlisted">
        <p class="note">… and <xsl:value-of select="@unlisted"/> more orders, not listed here: every order is in checkout.csv and checkout.xml, and in the totals below.</p>
      </xsl:if>
    </section>
    <section aria-labelledby="totals-heading">
      <h2 id="totals-heading">Totals per currency</h2>
      <div class="table-wrap">
        <table>
          <thead>
            <tr><th scope="col">Currency</th><th scope="col">Orders</th><th scope="col">Total</th></tr>
          </thead>
          <tbody>
            <xsl:for-each select="c:totals/c:total">
              <tr>
                <th scope="row"><xsl:value-of select="@currency"/></th>
                <td><xsl:value-of select="@orders"/></td>
                <td><xsl:value-of select="concat(@amount, ' ', @currency)"/></td>
              </tr>
            </xsl:for-each>
          </tbody>
        </table>
      </div>
    </section>
  </xsl:template>

  <xsl:template match="c:order">
    <tr>
      <th scope="row" class="number"><xsl:value-of select="@id"/></th>
      <td><time><xsl:value-of select="@date"/></time></td>
      <xsl:apply-templates select="c:line"/>
      <td class="total"><xsl:value-of select="concat(@total, ' ', @currency)"/></td>
      <td>
        <xsl:choose>
          <xsl:when test="c:rate">
            <xsl:value-of select="concat('1 ', c:rate/@from, ' = ', c:rate/@rateShown, ' ', c:rate/@to)"/>
            <span class="dec">
              <xsl:value-of select="concat(c:rate/@source, ' ', c:rate/@publicationDate)"/>
              <xsl:if test="c:rate/@via"><xsl:value-of select="concat(', via ', c:rate/@via)"/></xsl:if>
            </span>
          </xsl:when>
          <xsl:otherwise><span class="note">catalog currency</span></xsl:otherwise>
        </xsl:choose>
      </td>
    </tr>
  </xsl:template>

  <xsl:template match="c:line">
    <td>
      <xsl:choose>
        <xsl:when test="@item = 'shipping' and @free = 'true'">Free</xsl:when>
        <xsl:otherwise><xsl:value-of select="@price"/></xsl:otherwise>
      </xsl:choose>
      <span class="dec">
        <xsl:value-of select="@name"/>
        <xsl:if test="@duration"><xsl:value-of select="concat(', ', @duration)"/></xsl:if>
      </span>
    </td>
  </xsl:template>
</xsl:stylesheet>
