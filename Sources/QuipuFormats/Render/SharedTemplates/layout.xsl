<?xml version="1.0" encoding="UTF-8"?>
<!-- The page shell every Quipu HTML report shares: document head, inline style sheet, footer.
     Reports call the "page" template with a title (and style rules of their own); the page's main content comes from the
     report's template for its root element in mode "content", and its footer's text from mode "footer" (by default
     "Made by Quipu"). No external assets. -->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
                xmlns:l="urn:quipu:locale:1" exclude-result-prefixes="l">
  <xsl:include href="labels.xsl"/>
  <xsl:output method="html" encoding="UTF-8" indent="yes" doctype-system="about:legacy-compat"/>

  <xsl:template name="page">
    <xsl:param name="title"/>
    <!-- Style rules of the report's own, after the shared ones. -->
    <xsl:param name="style"/>
    <html lang="{l:language(1)}">
      <head>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <meta name="color-scheme" content="light dark"/>
        <meta name="generator" content="Quipu"/>
        <title><xsl:value-of select="$title"/></title>
        <style>
:root { --paper: #ffffff; --ink: #1d2330; --muted: #5d6677; --line: #d9dee7; --accent: #2f6f9f; --met: #2e7d4f; --warn: #9c4a00; --shade: #f5f7fa; }
@media screen and (prefers-color-scheme: dark) {
  :root { --paper: #16191f; --ink: #e3e6eb; --muted: #a4adbb; --line: #3d4451; --accent: #7db4e0; --met: #62c48b; --warn: #f0a35c; --shade: #20252d; }
}
* { box-sizing: border-box; }
html { background: var(--paper); }
body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); margin: 0 auto; max-width: 75rem; padding: 1.5rem; }
a { color: var(--accent); }
h1 { font-size: 1.6rem; margin: 0 0 .25rem; }
h3 { font-size: 1rem; margin: 1.4rem 0 .4rem; }
h2 { font-size: 1.15rem; margin: 2rem 0 .6rem; border-bottom: 1px solid var(--line); padding-bottom: .25rem; }
.meta { display: grid; grid-template-columns: max-content 1fr; gap: .15rem 1rem; margin: .75rem 0 0; color: var(--muted); }
.meta dt { font-weight: 600; }
.meta dd { margin: 0; min-width: 0; }
time { white-space: nowrap; }
figure.table { margin: 0 0 1rem; }
figure.table figcaption { color: var(--muted); padding-bottom: .4rem; }
.table-wrap { overflow-x: auto; }
table { border-collapse: collapse; font-variant-numeric: tabular-nums; width: 100%; }
th, td { border-bottom: 1px solid var(--line); padding: .35rem .5rem; vertical-align: top; }
thead th { text-align: right; white-space: nowrap; border-bottom: 2px solid var(--ink); }
thead th:first-child, thead th.text { text-align: left; }
tbody th { text-align: left; font-weight: normal; }
th.number { white-space: nowrap; }
td { text-align: right; white-space: nowrap; }
td.empty { color: var(--muted); }
tfoot th, tfoot td { border-top: 2px solid var(--ink); font-weight: 600; }
tfoot th { text-align: left; }
table.list th, table.list td { text-align: left; white-space: normal; }
.total { background: var(--shade); font-weight: 600; }
.dec { display: block; color: var(--muted); font-size: .8em; }
.project { color: var(--muted); font-size: .85em; display: block; }
.chart svg { display: block; max-width: 60rem; margin-bottom: .5rem; color: var(--ink); }
.chart text { font: .8125rem system-ui, sans-serif; }
.chart .bar { color: var(--accent); }
.chart .grid { color: var(--line); }
.chart .axis { color: var(--muted); }
.chart .value, .chart .unit, .chart .tick { color: var(--muted); }
.note { color: var(--muted); }
.warn { color: var(--warn); }
.print-only { display: none; }
footer { margin-top: 2.5rem; color: var(--muted); font-size: .85em; border-top: 1px solid var(--line); padding-top: .5rem; }
@media (max-width: 40rem) {
  body { padding: .75rem; }
  .meta { grid-template-columns: 1fr; }
  .meta dd { margin-bottom: .3rem; }
  .chart .alt { display: none; }
}
@media print {
  body { max-width: none; padding: 0; font-size: 10pt; }
  .table-wrap { overflow: visible; }
  table { font-size: 8.5pt; }
  th, td, thead th { white-space: normal; padding: .25rem .3rem; }
  section { break-inside: avoid; }
  .screen-only { display: none; }
  .print-only { display: block; }
  .print-only table { font-size: inherit; }
  .print-only figure { break-inside: avoid; }
  .print-only tfoot { display: table-row-group; }
  .chart .bar { color: #555; }
}
        <xsl:value-of select="$style"/></style>
      </head>
      <body>
        <main>
          <xsl:apply-templates select="/*" mode="content"/>
        </main>
        <footer>
          <xsl:apply-templates select="/*" mode="footer"/>
        </footer>
      </body>
    </html>
  </xsl:template>

  <!-- The footer's text; a report with a footer of its own matches its root element in mode "footer". -->
  <!-- A day (yyyy-mm-dd) as a <time> in the document's date format ('long' or 'medium'); its
       machine-readable datetime is given when the text is not the ISO date itself. -->
  <xsl:template name="date">
    <xsl:param name="value"/>
    <xsl:param name="style" select="'medium'"/>
    <xsl:variable name="text" select="l:date($value, $style)"/>
    <time>
      <xsl:if test="$text != $value"><xsl:attribute name="datetime"><xsl:value-of select="$value"/></xsl:attribute></xsl:if>
      <xsl:value-of select="$text"/>
    </time>
  </xsl:template>

  <!-- The footer's as-of: a day in the document's date format, an instant as it is. -->
  <xsl:template match="@asOf" mode="placeholder">
    <xsl:choose>
      <xsl:when test="string-length(.) = 10"><xsl:value-of select="l:date(., 'long')"/></xsl:when>
      <xsl:otherwise><xsl:value-of select="."/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <xsl:template match="*" mode="footer">
    <xsl:choose>
      <xsl:when test="@asOf"><xsl:call-template name="fill"><xsl:with-param name="key" select="'layout.madeAsOf'"/><xsl:with-param name="context" select="@asOf"/></xsl:call-template></xsl:when>
      <xsl:otherwise><xsl:value-of select="l:label('layout.made')"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>
</xsl:stylesheet>
