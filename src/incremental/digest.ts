import { hash } from 'node:crypto';

/** A short, stable fingerprint of a text (SHA-1: fast, and collisions are no threat to a cache key). */
export function hashText(text: string | Uint8Array): string {
  // crypto.hash is the one-shot form: for the many short texts a build fingerprints, it costs a
  // fraction of createHash's object per call.
  return hash('sha1', text, 'base64url');
}

/**
 * Fingerprints of values, for cache keys. Objects are fingerprinted from their parts, and each
 * object once: the Site model's products are shared by thousands of routes' props, so a product's
 * fingerprint is computed once per build however many pages show it. Keys are sorted, so two equal
 * values give the same fingerprint whatever order their keys were written in. Functions count by
 * their source text (they are code; the code version covers what they call).
 */
/**
 * Fingerprints of frozen objects, shared by every digester of the process: a frozen object cannot
 * change, and the Site model hands the same frozen product to the next build when its spreadsheet
 * row did not change (see site-model.ts), so a rebuild fingerprints only what is new.
 */
const frozen = new WeakMap<object, string>();

/**
 * Gives a frozen value the fingerprint of what it was made from, when its maker already has that
 * fingerprint: a validated spreadsheet row is a pure function of its cells (validate-table.ts), a
 * product of its row (site-model.ts). A new process then fingerprints ten thousand products by
 * their rows' fingerprints instead of walking each product's fields (half a second at 10,000).
 * Equal fingerprints still mean equal values: the same inputs make the same value under one code
 * version, and every page's fingerprint includes the code version. (Two equal values with
 * fingerprints of different kinds only cost a page rendered again, never a stale one.) Given
 * fingerprints start with "~", which no computed one does, so the two kinds never meet by chance.
 */
export function rememberDigest(value: object, digest: string): void {
  if (Object.isFrozen(value)) frozen.set(value, `~${digest}`);
}

/** The fingerprint given to a value by rememberDigest, if any. */
export function rememberedDigest(value: object): string | undefined {
  const known = frozen.get(value);
  return known?.startsWith('~') ? known : undefined;
}

/** Composed texts up to this length are kept as they are instead of being hashed. */
const SHORT = 200;
/** Strings longer than this are hashed (a product's description), shorter ones kept. */
const LONG = 1000;

export function createDigester(): (value: unknown) => string {
  const seen = new WeakMap<object, string>();
  const digestOf = (value: unknown): string => {
    if (value === null || value === undefined) return String(value);
    switch (typeof value) {
      case 'string':
        // Only long texts are hashed: a fingerprint made of short ones is hashed as a whole anyway.
        return value.length > LONG ? `s${hashText(value)}` : JSON.stringify(value);
      case 'number':
      case 'boolean':
      case 'bigint':
        return String(value);
      case 'function':
        return `f${hashText(value.toString())}`;
      case 'symbol':
        return value.toString();
      default:
        break;
    }
    const object = value as object;
    const memo = Object.isFrozen(object) ? frozen : seen;
    const known = memo.get(object);
    if (known) return known;
    let text: string;
    if (Array.isArray(object)) text = `[${object.map(digestOf).join(',')}]`;
    else if (object instanceof Map)
      text = `M{${[...object]
        .map(([key, item]) => `${digestOf(key)}:${digestOf(item)}`)
        .sort()
        .join(',')}}`;
    else if (object instanceof Set) text = `S{${[...object].map(digestOf).sort().join(',')}}`;
    else if (object instanceof Uint8Array) text = `b${hashText(object)}`;
    else if (object instanceof Date) text = `d${object.toISOString()}`;
    else {
      const record = object as Record<string, unknown>;
      // Keys holding undefined count as absent, as in JSON: a record read back from the cache file
      // has lost them, and must fingerprint like the one it was saved from.
      text = `{${Object.keys(record)
        .filter((key) => record[key] !== undefined)
        .sort()
        .map((key) => `${JSON.stringify(key)}:${digestOf(record[key])}`)
        .join(',')}}`;
    }
    // A short text is its own fingerprint: hashing it would cost more than comparing it.
    const digest = text.length <= SHORT ? text : `#${hashText(text)}`;
    memo.set(object, digest);
    return digest;
  };
  return digestOf;
}
