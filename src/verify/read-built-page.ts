import { Parser } from 'htmlparser2';

/** What a reference is to the reader of a page: a link to follow, a picture to see, or a file the page loads. */
export type ReferenceKind = 'link' | 'image' | 'file';

/** One address a built page names, with the element that names it. */
export interface PageReference {
  readonly kind: ReferenceKind;
  /** The address as the attribute holds it, entities decoded. */
  readonly url: string;
  /** The element and attribute, e.g. `<img srcset>`, for sentences about template-made addresses. */
  readonly element: string;
  /** A link's words (or the alt text of the picture it wraps), a picture's alt text; '' for files. */
  readonly text: string;
}

/** What the owner-content check needs from one built page. */
export interface BuiltPage {
  /** The document's <title>, trimmed; undefined when it has none. */
  readonly title: string | undefined;
  /** The content of <meta name="description">, trimmed; undefined when it has none. */
  readonly description: string | undefined;
  /** <meta name="robots" content="noindex">: the page asks search engines to leave it out. */
  readonly noindex: boolean;
  /** Every id (and <a name>) a link's #fragment can jump to. */
  readonly ids: ReadonlySet<string>;
  readonly references: readonly PageReference[];
}

/** Attributes that hold one address, and what the address is on an element of that name. */
const SINGLE = ['href', 'src', 'poster'] as const;
/** Attributes that hold "address width" candidates, comma-separated (HTML's srcset syntax). */
const LIST = ['srcset', 'imagesrcset'] as const;
const PICTURE_ELEMENTS = new Set(['img', 'source', 'video', 'image']);

/**
 * Reads a built page with htmlparser2, which decodes entities and handles quoting as a browser does.
 * Links are <a> and <area>; pictures are what <img>, <source>, <video poster> and the link-preview
 * image show; the rest (stylesheets, scripts, icons, sprites) are files the page loads. A <title>
 * inside an inline SVG names the drawing, not the page, so only the first one outside <svg> counts.
 */
export function readBuiltPage(html: string): BuiltPage {
  let title: string | undefined;
  let description: string | undefined;
  let noindex = false;
  const ids = new Set<string>();
  const references: PageReference[] = [];
  let svgDepth = 0;
  let inTitle = false;
  let titleText = '';
  // The link being read, whose words are collected until it closes.
  let openLink: { url: string; element: string; text: string; alt: string } | undefined;

  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        if (tag === 'svg') svgDepth += 1;
        if (attributes.id) ids.add(attributes.id);
        if (tag === 'a' && attributes.name) ids.add(attributes.name);
        if (tag === 'title' && svgDepth === 0 && title === undefined) inTitle = true;
        if (tag === 'meta') readMeta(attributes);
        const isLink = tag === 'a' || tag === 'area';
        const kind: ReferenceKind = isLink ? 'link' : PICTURE_ELEMENTS.has(tag) ? 'image' : 'file';
        for (const name of SINGLE) {
          const url = attributes[name]?.trim();
          if (!url) continue;
          // A video's own src is a file it plays; its poster is the picture it shows first.
          const what: ReferenceKind = tag === 'video' && name === 'src' ? 'file' : kind;
          if (isLink && name === 'href') openLink = { url, element: `<${tag} ${name}>`, text: '', alt: '' };
          else references.push({ kind: what, url, element: `<${tag} ${name}>`, text: what === 'image' ? (attributes.alt ?? '') : '' });
        }
        for (const name of LIST) {
          for (const url of candidates(attributes[name] ?? '')) references.push({ kind, url, element: `<${tag} ${name}>`, text: attributes.alt ?? '' });
        }
        if (tag === 'img' && openLink) openLink.alt ||= attributes.alt ?? '';
      },
      ontext(text) {
        if (inTitle) titleText += text;
        if (openLink) openLink.text += text;
      },
      onclosetag(tag) {
        if (tag === 'svg') svgDepth = Math.max(0, svgDepth - 1);
        if (tag === 'title' && inTitle) {
          inTitle = false;
          title = titleText.trim();
        }
        if ((tag === 'a' || tag === 'area') && openLink) {
          const words = openLink.text.replace(/\s+/g, ' ').trim();
          references.push({ kind: 'link', url: openLink.url, element: openLink.element, text: words || openLink.alt });
          openLink = undefined;
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: false },
  );

  function readMeta(attributes: Record<string, string>): void {
    const name = attributes.name?.toLowerCase();
    if (name === 'description') description = (attributes.content ?? '').trim();
    if (name === 'robots' && /\bnoindex\b/i.test(attributes.content ?? '')) noindex = true;
    // The link-preview picture is the page's image as much as any <img>.
    if (attributes.property === 'og:image' && attributes.content)
      references.push({ kind: 'image', url: attributes.content.trim(), element: '<meta property="og:image">', text: '' });
  }

  parser.write(html);
  parser.end();
  return { title, description, noindex, ids, references };
}

/** The addresses of a srcset: each candidate is an address, then an optional width or density. */
function candidates(srcset: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter((url) => url !== '');
}
