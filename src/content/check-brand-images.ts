import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { unsafeSvgPart } from '../assets/brand/unsafe-svg-part.ts';
import { inspectImage } from '../assets/images/inspect-image.ts';
import { locateImage } from '../assets/images/locate-image.ts';
import type { PictureMemory } from '../assets/images/picture-memory.ts';
import type { ContentIssue } from '../errors/content-issue.ts';
import { brandImages } from './image-references.ts';
import { displayPath } from './read/display-path.ts';
import { SITE_SETTINGS_FILE, type SiteSettings } from './schemas/site-settings.ts';

/**
 * The fewest pixels a raster logo may have across: the header shows it about 200 pixels wide, 400
 * on a phone's sharp screen, and the home-screen icon made from it is 512 pixels square.
 */
export const MIN_LOGO_PIXELS = 512;

const WHAT = { logo: 'the logo', logoLight: 'the light logo', favicon: 'the favicon' } as const;

/**
 * What makes a brand picture unusable, beyond what every picture is checked for (check-images.ts):
 * a photo format other than PNG and JPEG, too few pixels to stay sharp, or a drawing that runs a
 * script or asks for files elsewhere (unsafe-svg-part.ts). One sentence each, at its setting.
 */
export async function checkBrandImages(
  settings: Pick<SiteSettings, 'brand'>,
  contentDir: string,
  publicDir: string,
  pictures?: PictureMemory,
): Promise<ContentIssue[]> {
  const file = displayPath(path.join(contentDir, SITE_SETTINGS_FILE));
  const issues: ContentIssue[] = [];
  for (const [field, image] of brandImages(settings)) {
    const source = (await locateImage(image, contentDir, publicDir))?.file;
    // A picture that is missing or unreadable has its sentence from checkImages already.
    if (!source) continue;
    const inspection = pictures ? (await pictures.facts(source)).inspection : await inspectImage(source);
    if ('problem' in inspection) continue;
    const { facts } = inspection;
    const named = `${WHAT[field]} "${image}"`;
    const problem = (code: ContentIssue['code'], message: string) => issues.push({ code, file, field, message: `${named} ${message}` });
    if (facts.kind === 'svg') {
      const unsafe = unsafeSvgPart(await readFile(source, 'utf8'));
      if (unsafe)
        problem(
          'BrandImageUnsafe',
          `holds ${unsafe}, which a logo must not: save it again from the drawing program as a plain SVG (in Inkscape, "Plain SVG"; in Illustrator, fonts as outlines), or use a PNG`,
        );
      continue;
    }
    if (facts.format !== 'png' && facts.format !== 'jpeg') {
      problem('BrandImageFormat', `is a ${facts.format.toUpperCase()} picture; save it as PNG (or SVG) and write that name here`);
      continue;
    }
    const across = field === 'favicon' ? Math.min(facts.width, facts.height) : facts.width;
    if (across < MIN_LOGO_PIXELS) {
      const size = field === 'favicon' ? `${facts.width} × ${facts.height} pixels` : `${facts.width} pixels wide`;
      const needed = field === 'favicon' ? `${MIN_LOGO_PIXELS} × ${MIN_LOGO_PIXELS}` : `${MIN_LOGO_PIXELS} pixels wide`;
      problem(
        'BrandImageTooSmall',
        `is ${size}, and would look blurred on phones and as the home-screen icon: use a copy of at least ${needed} (ask whoever designed it for the large file or the SVG)`,
      );
    }
  }
  return issues;
}
