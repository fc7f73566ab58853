/**
 * JSON placed inside a <script> element (JSON-LD) must not be able to end the element or open a
 * comment: `</script`, `<!--` and the line separators U+2028/U+2029 are escaped as \u sequences,
 * which JSON parsers read back unchanged. https://html.spec.whatwg.org/multipage/scripting.html#restrictions-for-contents-of-script-elements
 */
export function serializeForScript(value: unknown): string {
  // One pass over the JSON (every product page has its JSON-LD), not one for each character escaped.
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
