/**
 * Characters XML 1.0 forbids even when escaped (https://www.w3.org/TR/xml/#charsets): control
 * characters other than tab and line breaks, lone surrogates, U+FFFE and U+FFFF. One pasted from a
 * spreadsheet would make a feed reader refuse the whole feed, so they are dropped.
 */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text and attribute values inside XML (sitemap, feed). */
export function xmlEscape(value: string): string {
  return value.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}
