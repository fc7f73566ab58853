import { describe, expect, it } from 'vitest';
import { buildFonts, FONT_FILES } from '../../src/assets/fonts.ts';
import type { OutputSink } from '../../src/output/output-sink.ts';
import { sitePaths } from '../../src/shared/url-paths.ts';
import { fontFaceRules } from '../../src/client/lib/font-face-rules.ts';

/** The web fonts' stylesheet as the build writes it, under a base path. */
async function builtStylesheet(): Promise<{ css: string; href: string }> {
  const written = new Map<string, Uint8Array>();
  const sink: OutputSink = {
    write: async (file, bytes) => void written.set(file, typeof bytes === 'string' ? Buffer.from(bytes) : bytes),
    copy: async () => undefined,
    keep: () => false,
  };
  const fonts = await buildFonts(sink, sitePaths('/shop-site/'));
  const file = [...written.keys()].find((name) => name.startsWith('assets/css/fonts.'));
  return { css: Buffer.from(written.get(file!)!).toString('utf8'), href: `https://shop.example${fonts.stylesheet}` };
}

describe('fontFaceRules', () => {
  it('reads every face of the stylesheet the build writes, its file resolved against the stylesheet', async () => {
    const { css, href } = await builtStylesheet();
    const rules = fontFaceRules(css, href);
    expect(rules.map((rule) => [rule.family, rule.descriptors.weight])).toEqual(FONT_FILES.map((font) => [font.family, String(font.weight)]));
    for (const rule of rules) {
      expect(rule.url).toMatch(/^https:\/\/shop\.example\/shop-site\/assets\/fonts\/barlow(-condensed)?-\d00\.[\w-]+\.woff2$/);
      expect(rule.descriptors).toMatchObject({ style: 'normal', display: 'swap' });
      expect(rule.descriptors.unicodeRange).toMatch(/^U\+0000-00FF,/);
    }
  });

  it('returns nothing for a rule it does not understand, so the stylesheet is linked instead', () => {
    expect(fontFaceRules('@font-face{font-family:"Barlow";src:local(Barlow)}', 'https://shop.example/a.css')).toEqual([]);
    expect(fontFaceRules('', 'https://shop.example/a.css')).toEqual([]);
  });
});
