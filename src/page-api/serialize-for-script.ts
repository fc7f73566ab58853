/**
 * JSON placed inside a <script> element (JSON-LD) must not be able to end the element or open a
 * comment: `</script`, `<!--` and the line separators U+2028/U+2029 are escaped as \u sequences,
 * which JSON parsers read back unchanged. https://html.spec.whatwg.org/multipage/scripting.html#restrictions-for-contents-of-script-elements
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
