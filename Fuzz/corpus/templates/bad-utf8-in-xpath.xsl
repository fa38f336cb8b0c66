<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:exsl="http://exslt.org/common" extension-element-prefixes="exsl">
<xsl:param name="title"/><xsl:output method="html"/><xsl:template match="/"><html><title><xsl:value-of select="$title"/></title><xsl:for-each select="//day"><p><xsl:value-of select="concat¨., /timesheet/@period)"/></p></xsl:for-each></html></xsl:template>
</xsl:stylesheet>
