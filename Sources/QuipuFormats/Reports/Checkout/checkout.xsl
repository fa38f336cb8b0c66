<?xml version="1.0" encoding="UTF-8"?>
<!-- Quipu checkout XML (urn:quipu:checkout:1) to a self-contained HTML5 page: one row per order
     with the price of each part and of shipping in the order's currency ("Free" when it costs
     nothing), the order's total and the exchange rate that converted the catalog's prices; then
     the totals per currency. -->
<xsl:stylesheet version="1.0"
                xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
                xmlns:c="urn:quipu:checkout:1"
                xmlns:l="urn:quipu:locale:1"
                exclude-result-prefixes="c l">
  <xsl:include href="layout.xsl"/>

  <xsl:template match="/c:checkout">
    <xsl:call-template name="page">
      <xsl:with-param name="title" select="l:label('checkout.title')"/>
    </xsl:call-template>
  </xsl:template>

  <xsl:template match="/c:checkout" mode="content">
    <header>
      <h1><xsl:value-of select="l:label('checkout.title')"/></h1>
      <dl class="meta">
        <dt><xsl:value-of select="l:label('checkout.orders')"/></dt><dd><xsl:value-of select="l:number(@orders, 0)"/></dd>
        <dt><xsl:value-of select="l:label('checkout.catalog')"/></dt><dd><xsl:call-template name="fill"><xsl:with-param name="key" select="'checkout.catalogNote'"/></xsl:call-template></dd>
        <dt><xsl:value-of select="l:label('checkout.prices')"/></dt><dd><xsl:value-of select="l:label('checkout.pricesNote')"/></dd>
      </dl>
    </header>
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading"><xsl:value-of select="l:label('checkout.orders')"/></h2>
      <figure class="table">
        <figcaption><xsl:value-of select="l:label('checkout.ordersCaption')"/></figcaption>
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col"><xsl:value-of select="l:label('checkout.order')"/></th>
                <th scope="col"><xsl:value-of select="l:label('checkout.date')"/></th>
                <th scope="col"><xsl:value-of select="l:label('checkout.base')"/></th>
                <th scope="col"><xsl:value-of select="l:label('checkout.shape')"/></th>
                <th scope="col"><xsl:value-of select="l:label('checkout.color')"/></th>
                <th scope="col"><xsl:value-of select="l:label('checkout.body')"/></th>
                <th scope="col"><xsl:value-of select="l:label('checkout.fretboard')"/></th>
                <th scope="col"><xsl:value-of select="l:label('checkout.shipping')"/></th>
                <th scope="col"><xsl:value-of select="l:label('common.total')"/></th>
                <th scope="col"><xsl:value-of select="l:label('checkout.exchangeRate')"/></th>
              </tr>
            </thead>
            <tbody>
              <xsl:apply-templates select="c:order"/>
            </tbody>
          </table>
        </div>
      </figure>
      <xsl:if test="@unlisted">
        <p class="note"><xsl:call-template name="fill"><xsl:with-param name="key" select="'checkout.moreOrders'"/></xsl:call-template></p>
      </xsl:if>
    </section>
    <section aria-labelledby="totals-heading">
      <h2 id="totals-heading"><xsl:value-of select="l:label('checkout.totalsPerCurrency')"/></h2>
      <div class="table-wrap">
        <table>
          <thead>
            <tr><th scope="col"><xsl:value-of select="l:label('common.currency')"/></th><th scope="col"><xsl:value-of select="l:label('checkout.orders')"/></th><th scope="col"><xsl:value-of select="l:label('common.total')"/></th></tr>
          </thead>
          <tbody>
            <xsl:for-each select="c:totals/c:total">
              <tr>
                <th scope="row"><xsl:value-of select="@currency"/></th>
                <td><xsl:value-of select="l:number(@orders, 0)"/></td>
                <td><xsl:value-of select="l:money(@amount, @currency)"/></td>
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
      <td><xsl:call-template name="date"><xsl:with-param name="value" select="@date"/></xsl:call-template></td>
      <xsl:apply-templates select="c:line"/>
      <td class="total"><xsl:value-of select="l:money(@total, @currency)"/></td>
      <td>
        <xsl:choose>
          <xsl:when test="c:rate">
            <xsl:value-of select="concat('1 ', c:rate/@from, ' = ', c:rate/@rateShown, ' ', c:rate/@to)"/>
            <span class="dec">
              <xsl:value-of select="concat(c:rate/@source, ' ', c:rate/@publicationDate)"/>
              <xsl:if test="c:rate/@via"><xsl:value-of select="concat(', via ', c:rate/@via)"/></xsl:if>
            </span>
          </xsl:when>
          <xsl:otherwise><span class="note"><xsl:value-of select="l:label('checkout.catalogCurrency')"/></span></xsl:otherwise>
        </xsl:choose>
      </td>
    </tr>
  </xsl:template>

  <xsl:template match="c:line">
    <td>
      <xsl:choose>
        <xsl:when test="@item = 'shipping' and @free = 'true'"><xsl:value-of select="l:label('checkout.free')"/></xsl:when>
        <xsl:otherwise><xsl:value-of select="l:amount(@price, ../@currency)"/></xsl:otherwise>
      </xsl:choose>
      <span class="dec">
        <xsl:value-of select="@name"/>
        <xsl:if test="@duration"><xsl:value-of select="concat(', ', @duration)"/></xsl:if>
      </span>
    </td>
  </xsl:template>

  <xsl:template match="c:checkout" mode="placeholder">
    <xsl:param name="name"/>
    <xsl:choose>
      <xsl:when test="$name = 'currency'"><xsl:value-of select="@catalogCurrency"/></xsl:when>
      <xsl:when test="$name = 'price'"><xsl:value-of select="l:money(@basePrice, @catalogCurrency)"/></xsl:when>
      <xsl:when test="$name = 'count'"><xsl:value-of select="l:number(@unlisted, 0)"/></xsl:when>
    </xsl:choose>
  </xsl:template>
</xsl:stylesheet>
