<?xml version="1.0" encoding="UTF-8"?>
<!-- Sentences in the document's language. A label by itself is printed with the extension function
     l:label('key') (both languages of a bilingual document: "Rechnung / Invoice"); a sentence whose
     {name}s are values is printed by "fill": the text up to each {name}, then the caller's template
     for its "context" node in mode "placeholder" with the label's key and the placeholder's name,
     so a value may carry markup (<strong>). A bilingual document gets the sentence again in its
     second language, in a <span lang>. The functions (l:label, l:text, l:language, l:money,
     l:date, …) are Quipu's; docs/locales.md lists them. layout.xsl and site.xsl include this file. -->
<xsl:stylesheet version="1.0"
                xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
                xmlns:l="urn:quipu:locale:1"
                exclude-result-prefixes="l">

  <xsl:template name="fill">
    <xsl:param name="key"/>
    <xsl:param name="context" select="."/>
    <!-- false() for a sentence of little more than its values ("{instant}, {date} in {zone}"), which a
         bilingual document prints once, in its first language. -->
    <xsl:param name="bilingual" select="true()"/>
    <xsl:call-template name="fill-text">
      <xsl:with-param name="key" select="$key"/>
      <xsl:with-param name="text" select="l:text($key, 1)"/>
      <xsl:with-param name="context" select="$context"/>
    </xsl:call-template>
    <xsl:if test="$bilingual and l:language(2) != '' and l:text($key, 2) != l:text($key, 1)">
      <xsl:text> </xsl:text>
      <span lang="{l:language(2)}">
        <xsl:call-template name="fill-text">
          <xsl:with-param name="key" select="$key"/>
          <xsl:with-param name="text" select="l:text($key, 2)"/>
          <xsl:with-param name="context" select="$context"/>
          <xsl:with-param name="language" select="2"/>
        </xsl:call-template>
      </span>
    </xsl:if>
  </xsl:template>

  <xsl:template name="fill-text">
    <xsl:param name="key"/>
    <xsl:param name="text"/>
    <xsl:param name="context"/>
    <!-- Which language the sentence is in, 1 or 2: a placeholder template that prints a word (not a
         value) prints it with l:text($word, $language), so each sentence stays in one language. -->
    <xsl:param name="language" select="1"/>
    <xsl:choose>
      <xsl:when test="contains(substring-after($text, '{'), '}')">
        <xsl:value-of select="substring-before($text, '{')"/>
        <xsl:apply-templates select="$context" mode="placeholder">
          <xsl:with-param name="key" select="$key"/>
          <xsl:with-param name="name" select="substring-before(substring-after($text, '{'), '}')"/>
          <xsl:with-param name="language" select="$language"/>
        </xsl:apply-templates>
        <xsl:call-template name="fill-text">
          <xsl:with-param name="key" select="$key"/>
          <xsl:with-param name="text" select="substring-after(substring-after($text, '{'), '}')"/>
          <xsl:with-param name="context" select="$context"/>
          <xsl:with-param name="language" select="$language"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:otherwise><xsl:value-of select="$text"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>
</xsl:stylesheet>
