/**
 * Reads a `_headers` file the way Netlify and Cloudflare Pages do, so the local server answers with
 * the same headers (above all the Content-Security-Policy) as the published site.
 *
 * https://docs.netlify.com/routing/headers/
 * https://developers.cloudflare.com/pages/configuration/headers/
 */

export interface HeaderRule {
  /** A URL path pattern: `*` matches any run of characters, `:name` one path segment. */
  pattern: string;
  headers: { name: string; value: string }[];
  /** Headers this rule removes from earlier matching rules (Cloudflare's `! Name`). */
  detach: string[];
}

// A header name is an RFC 9110 token; anything else would be refused by Node when the header is set.
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// Node refuses header values with control characters other than tab (RFC 9110, field-value).
const FIELD_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

/**
 * Parses a `_headers` file into rules, in file order (the order decides how values combine).
 * Throws on a malformed line, naming its line number, so a broken file is noticed locally rather
 * than silently dropping the site's security headers.
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  // undefined before the first pattern; null inside a rule for another host, whose lines are skipped.
  let current: HeaderRule | null | undefined;
  text.split(/\r?\n/).forEach((line, index) => {
    const lineNumber = index + 1;
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    if (!/^\s/.test(line)) {
      current = parsePatternLine(trimmed, lineNumber);
      if (current) rules.push(current);
      return;
    }
    if (current === undefined) throw malformed(lineNumber, 'a header line comes before any path pattern');
    if (current === null) return;
    addHeaderLine(current, trimmed, lineNumber);
  });
  return rules;
}

/** A new rule for a path pattern, or null for a rule that names a whole URL (another host's). */
function parsePatternLine(trimmed: string, lineNumber: number): HeaderRule | null {
  if (/^https?:\/\//i.test(trimmed)) return null;
  if (!trimmed.startsWith('/') || /\s/.test(trimmed)) {
    throw malformed(lineNumber, `expected a path pattern starting with "/", got "${trimmed}"`);
  }
  return { pattern: trimmed, headers: [], detach: [] };
}

function addHeaderLine(rule: HeaderRule, trimmed: string, lineNumber: number): void {
  if (trimmed.startsWith('!')) {
    const name = trimmed.slice(1).trim();
    if (!TOKEN.test(name)) throw malformed(lineNumber, `expected "! Header-Name", got "${trimmed}"`);
    rule.detach.push(name);
    return;
  }
  const colon = trimmed.indexOf(':');
  const name = colon < 0 ? '' : trimmed.slice(0, colon).trim();
  const value = colon < 0 ? '' : trimmed.slice(colon + 1).trim();
  if (!TOKEN.test(name)) throw malformed(lineNumber, `expected "Header-Name: value", got "${trimmed}"`);
  if (!FIELD_VALUE.test(value)) throw malformed(lineNumber, `the value of ${name} contains a control character`);
  rule.headers.push({ name, value });
}

function malformed(lineNumber: number, problem: string): Error {
  return new Error(`_headers, line ${lineNumber}: ${problem}`);
}

/**
 * The headers a request for `pathname` (decoded, without the query string) gets: every matching
 * rule contributes, a header set by several rules has their values joined with ", " in file order
 * (as both hosts do), and `! Name` removes what earlier rules set. Names keep the case of the rule
 * that first set them; `cache-control` and `Cache-Control` are the same header.
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const byLowerName = new Map<string, { name: string; value: string }>();
  for (const rule of rules) {
    if (!patternMatcher(rule).test(pathname)) continue;
    // Detaches apply to earlier rules only, so a rule can both remove an inherited value and set its own.
    for (const name of rule.detach) byLowerName.delete(name.toLowerCase());
    for (const { name, value } of rule.headers) {
      const key = name.toLowerCase();
      const earlier = byLowerName.get(key);
      byLowerName.set(key, earlier ? { name: earlier.name, value: `${earlier.value}, ${value}` } : { name, value });
    }
  }
  return new Map([...byLowerName.values()].map(({ name, value }) => [name, value]));
}

// Compiled once per rule object: the server keeps parsed rules until `_headers` changes.
const matchers = new WeakMap<HeaderRule, RegExp>();

function patternMatcher(rule: HeaderRule): RegExp {
  let matcher = matchers.get(rule);
  if (!matcher) {
    matcher = compilePattern(rule.pattern);
    matchers.set(rule, matcher);
  }
  return matcher;
}

/** `*` → any run of characters (greedy, across `/`); `:name` → one non-empty segment; the rest literal. */
function compilePattern(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)
    // split() with a capture group puts the splats and placeholders at the odd indexes.
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return part === '*' ? '.*' : '[^/]+';
    })
    .join('');
  // `s`: a decoded pathname may contain a line break (%0A), which a splat must still cover.
  return new RegExp(`^${source}$`, 's');
}
