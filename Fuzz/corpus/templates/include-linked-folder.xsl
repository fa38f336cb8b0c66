<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:exsl="http://exslt.org/common" extension-element-prefixes="exsl">
<xsl:include href="outside/part.xsl"/><xsl:template match="/"><xsl:call-template name="part"/></xsl:template>
</xsl:stylesheet>
