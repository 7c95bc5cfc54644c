/**
 * Structured data (schema.org JSON-LD) inside a page: the one escaping rule every block that
 * publishes it shares (the Accordion's FAQPage, the retailer schema blocks).
 */

/**
 * JSON to place inside a <script> element: `<`, `>` and `&` are escaped so the text can never
 * close the script (`</script>`) or open a comment, and U+2028/2029 so it stays valid JavaScript.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
