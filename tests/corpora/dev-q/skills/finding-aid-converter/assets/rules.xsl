<?xml version="1.0" encoding="UTF-8"?>
<!-- Règles de l'atelier : chaque <c> doit avoir unitid, unittitle et unitdate. -->
<xsl:stylesheet version="3.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns:ead="http://ead3.archivists.org/schema/">
  <xsl:output method="text"/>
  <xsl:template match="/">
    <xsl:for-each select="//ead:c[not(ead:did/ead:unitid) or not(ead:did/ead:unittitle) or not(ead:did/ead:unitdate)]">
      <xsl:text>Unité incomplète : </xsl:text>
      <xsl:value-of select="ead:did/ead:unitid"/>
      <xsl:text>&#10;</xsl:text>
    </xsl:for-each>
  </xsl:template>
</xsl:stylesheet>
