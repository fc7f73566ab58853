import type { BuildMemo } from '../incremental/build-memo.ts';
import { rememberDigest, rememberedDigest } from '../incremental/digest.ts';
import type { Route } from '../routes/route.ts';

/**
 * The route table makes every route afresh from the Site model; this swaps each for the route the
 * last table had at its address (`last`, BuildCache.routes) when nothing about it changed: the same
 * component, and props and meta made of the same values (the same frozen products, equal words).
 * That route is frozen and was fingerprinted before (incremental/digest.ts), so it is not
 * fingerprinted again: at 10,000 products that is most of the work of finding the pages an edit
 * changed. Kept out of the route table, which says what the pages are, not what a build remembers.
 */
export function reuseRoutes(routes: readonly Route[], last: BuildMemo<string, Route>): Route[] {
  return routes.map((route) => {
    const known = last.get(route.path);
    if (known && sameRoute(known, route)) return known;
    const made = freezeRoute(route);
    last.set(route.path, made);
    return made;
  });
}

function sameRoute(known: Route, route: Route): boolean {
  const keys = Object.keys(route) as (keyof Route)[];
  if (keys.length !== Object.keys(known).length) return false;
  return keys.every((key) => (key === 'props' || key === 'meta' ? sameParts(known[key] as object, route[key] as object) : Object.is(known[key], route[key])));
}

/**
 * The same keys, and each value the same, or an array or plain object the route table made afresh
 * (not frozen, unlike the Site model's records, which are the same only when they are the same
 * object) holding the same values; two levels deep at most.
 */
function sameParts(a: object, b: object, depth = 0): boolean {
  if (Object.is(a, b)) return true;
  if (depth > 1 || typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  const at = (value: object, key: string) => (value as Record<string, unknown>)[key];
  return keysA.every((key) => {
    const [x, y] = [at(a, key), at(b, key)];
    return Object.is(x, y) || (isContainer(x) && isContainer(y) && !Object.isFrozen(y) && sameParts(x, y, depth + 1));
  });
}

function isContainer(value: unknown): value is object {
  return Array.isArray(value) || (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype);
}

/**
 * The route frozen, with its props and meta, when what they hold is frozen already (the Site model
 * is): then nothing in it can change, and its fingerprints may be kept for the process. Props made
 * of records that carry their rows' fingerprints get one made of those, so a new process does not
 * walk 11,000 products' fields again (see rememberDigest).
 */
function freezeRoute(route: Route): Route {
  if (!unchangeable(route.props) || !unchangeable(route.meta)) return route;
  freezeContainers(route.props);
  freezeContainers(route.meta);
  const digest = partsDigest(route.props);
  if (digest?.remembered) rememberDigest(route.props, digest.text);
  return Object.freeze({ ...route });
}

/** A primitive, a frozen object, or an array or plain object of those, two levels deep at most. */
function unchangeable(value: unknown, depth = 0): boolean {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return true;
  return depth < 2 && isContainer(value) && Object.values(value).every((part) => unchangeable(part, depth + 1));
}

function freezeContainers(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  for (const part of Object.values(value)) freezeContainers(part);
  Object.freeze(value);
}

/**
 * A text that names the value exactly, made of its primitives and its records' fingerprints; or
 * undefined when a part is an object with no fingerprint given. `remembered`: some part had one
 * (otherwise fingerprinting the value itself is as quick).
 */
function partsDigest(value: unknown): { text: string; remembered: boolean } | undefined {
  if (typeof value !== 'object' || value === null) return { text: `v${JSON.stringify(value) ?? 'undefined'}`, remembered: false };
  const given = rememberedDigest(value);
  if (given) return { text: `d${given}`, remembered: true };
  if (!isContainer(value)) return undefined;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
  const parts: [string, string][] = [];
  let remembered = false;
  for (const [key, item] of entries) {
    const part = partsDigest(item);
    if (!part) return undefined;
    parts.push([key, part.text]);
    remembered ||= part.remembered;
  }
  return { text: `${Array.isArray(value) ? 'a' : 'o'}${JSON.stringify(parts)}`, remembered };
}
