import type { Site } from '../content/site-model.ts';

/** What one page's templates read while it rendered, besides its props: the inputs that can make it stale. */
export interface RouteDependencies {
  /** Top-level parts of the Site model (products, blogPosts, settings, …). */
  readonly site: readonly string[];
  /** Images whose prepared variants the page looked up. */
  readonly images: readonly string[];
  /** Product lists whose card-data address the page looked up. */
  readonly listingData: readonly string[];
  /** Whether it drew an icon from the sprite (whose address is content-hashed). */
  readonly iconSprite: boolean;
}

/**
 * Records what a render reads. A page's output is a function of its props and of what its
 * templates read from the page context; recording the reads (rather than listing them by hand)
 * means a template that starts reading a new part of the site can never be served from a stale
 * cache: the next build compares exactly what was read.
 */
export class DependencyRecorder {
  private readonly siteKeys = new Set<string>();
  private readonly imageKeys = new Set<string>();
  private readonly listKeys = new Set<string>();
  private sprite = false;

  /** The site as the templates see it, recording each top-level part they touch. */
  trackSite(site: Site): Site {
    const keys = this.siteKeys;
    return new Proxy(site, {
      get(target, key, receiver) {
        if (typeof key === 'string') keys.add(key);
        return Reflect.get(target, key, receiver) as unknown;
      },
      has(target, key) {
        if (typeof key === 'string') keys.add(key);
        return Reflect.has(target, key);
      },
      ownKeys(target) {
        for (const key of Object.keys(target)) keys.add(key);
        return Reflect.ownKeys(target);
      },
    });
  }

  trackImages<K extends string, V>(map: ReadonlyMap<K, V>): ReadonlyMap<K, V> {
    return trackedMap(map, this.imageKeys);
  }

  trackListingData<K extends string, V>(map: ReadonlyMap<K, V>): ReadonlyMap<K, V> {
    return trackedMap(map, this.listKeys);
  }

  readIconSprite(): void {
    this.sprite = true;
  }

  result(): RouteDependencies {
    return { site: [...this.siteKeys].sort(), images: [...this.imageKeys].sort(), listingData: [...this.listKeys].sort(), iconSprite: this.sprite };
  }
}

/** A read-only view of a map that records every key looked up; iterating it counts as reading all. */
function trackedMap<K extends string, V>(map: ReadonlyMap<K, V>, keys: Set<string>): ReadonlyMap<K, V> {
  const readAll = () => {
    for (const key of map.keys()) keys.add(key);
  };
  return {
    get: (key) => {
      keys.add(key);
      return map.get(key);
    },
    has: (key) => {
      keys.add(key);
      return map.has(key);
    },
    get size() {
      readAll();
      return map.size;
    },
    forEach: (callback, thisArg) => {
      readAll();
      map.forEach((value, key) => {
        callback.call(thisArg, value, key, map);
      });
    },
    entries: () => {
      readAll();
      return map.entries();
    },
    keys: () => {
      readAll();
      return map.keys();
    },
    values: () => {
      readAll();
      return map.values();
    },
    [Symbol.iterator]: () => {
      readAll();
      return map[Symbol.iterator]();
    },
  };
}
