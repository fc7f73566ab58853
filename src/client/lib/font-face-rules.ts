/** One @font-face rule of the web fonts' stylesheet, as the FontFace constructor takes it. */
export interface FontFaceRule {
  readonly family: string;
  /** The file's address, resolved against the stylesheet's. */
  readonly url: string;
  readonly descriptors: { style: string; weight: string; display: FontDisplay; unicodeRange: string };
}

type FontDisplay = 'auto' | 'block' | 'swap' | 'fallback' | 'optional';

const RULE = /@font-face\s*\{([^}]*)\}/g;

/**
 * Reads the @font-face rules of the web fonts' stylesheet (src/assets/fonts.ts writes it: one
 * woff2 file per rule). A rule this does not understand makes it return nothing, and the caller
 * links the stylesheet instead.
 */
export function fontFaceRules(css: string, base: string): FontFaceRule[] {
  const rules: FontFaceRule[] = [];
  for (const [, body = ''] of css.matchAll(RULE)) {
    const value = (name: string) => new RegExp(`(?:^|;)\\s*${name}\\s*:\\s*([^;]+)`).exec(body)?.[1]?.trim();
    const family = value('font-family')?.replace(/^["']|["']$/g, '');
    const url = /url\(\s*["']?([^"')]+)["']?\s*\)/.exec(value('src') ?? '')?.[1];
    if (!family || !url) return [];
    rules.push({
      family,
      url: new URL(url, base).href,
      descriptors: {
        style: value('font-style') ?? 'normal',
        weight: value('font-weight') ?? '400',
        display: (value('font-display') ?? 'swap') as FontDisplay,
        unicodeRange: value('unicode-range') ?? 'U+0-10FFFF',
      },
    });
  }
  return rules;
}
