<?xml version="1.0" encoding="UTF-8"?>
<!-- Labels in the document's language, from the catalogs in locales/ (one file per language, see
     docs/locales.md); layout.xsl and site.xsl will include it, no other part. The renderer sets
     "language" (en, de, fr, nl, es, it) and, for a bilingual document, "secondLanguage".
     "label" prints a label ("Rechnung / Invoice" in both languages); "fill" prints a sentence whose
     {name}s are the values the caller prints: it applies templates to "context" in mode
     "placeholder" with the label's key and the placeholder's name, so a value may carry markup. -->
<xsl:stylesheet version="1.0"
                xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
                xmlns:l="urn:quipu:locale:1"
                exclude-result-prefixes="l">
  <xsl:param name="language" select="'en'"/>
  <xsl:param name="secondLanguage" select="''"/>

  <xsl:variable name="labels" select="document(concat('locales/', $language, '.xml'))/l:catalog"/>
  <!-- document('') is this stylesheet, which holds no catalog: no second language reads no file. -->
  <xsl:variable name="secondLabels"
                select="document(substring(concat('locales/', $secondLanguage, '.xml'), 1, 1000 * ($secondLanguage != '')))/l:catalog"/>

  <xsl:template name="label">
    <xsl:param name="key"/>
    <xsl:value-of select="$labels/l:label[@key = $key]"/>
    <xsl:if test="$secondLabels">
      <xsl:value-of select="concat(' / ', $secondLabels/l:label[@key = $key])"/>
    </xsl:if>
  </xsl:template>

  <xsl:template name="fill">
    <xsl:param name="key"/>
    <xsl:param name="context" select="."/>
    <xsl:call-template name="fill-text">
      <xsl:with-param name="key" select="$key"/>
      <xsl:with-param name="text" select="string($labels/l:label[@key = $key])"/>
      <xsl:with-param name="context" select="$context"/>
    </xsl:call-template>
    <xsl:if test="$secondLabels">
      <xsl:text> </xsl:text>
      <span lang="{$secondLanguage}">
        <xsl:call-template name="fill-text">
          <xsl:with-param name="key" select="$key"/>
          <xsl:with-param name="text" select="string($secondLabels/l:label[@key = $key])"/>
          <xsl:with-param name="context" select="$context"/>
        </xsl:call-template>
      </span>
    </xsl:if>
  </xsl:template>

  <xsl:template name="fill-text">
    <xsl:param name="key"/>
    <xsl:param name="text"/>
    <xsl:param name="context"/>
    <xsl:choose>
      <xsl:when test="contains(substring-after($text, '{'), '}')">
        <xsl:value-of select="substring-before($text, '{')"/>
        <xsl:apply-templates select="$context" mode="placeholder">
          <xsl:with-param name="key" select="$key"/>
          <xsl:with-param name="name" select="substring-before(substring-after($text, '{'), '}')"/>
        </xsl:apply-templates>
        <xsl:call-template name="fill-text">
          <xsl:with-param name="key" select="$key"/>
          <xsl:with-param name="text" select="substring-after(substring-after($text, '{'), '}')"/>
          <xsl:with-param name="context" select="$context"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:otherwise><xsl:value-of select="$text"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>
</xsl:stylesheet>
