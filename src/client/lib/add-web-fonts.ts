import { fontFaceRules } from './font-face-rules.ts';

/**
 * Loads the faces of the web fonts' stylesheet with the FontFace API and adds them to the page
 * together, once all are in: the browser then lays the page out again once. Linked as a
 * stylesheet, the faces made it lay out every line twice (when the rules arrived, and again when
 * the files did), on a long page two tasks of 110 to 170 ms on a phone. A browser without the
 * FontFace API, or a stylesheet this cannot read, gets the stylesheet linked instead; if the files
 * cannot be fetched, text stays in the local faces, which take the same space.
 */
export async function addWebFonts(href: string): Promise<void> {
  const response = await fetch(href);
  if (!response.ok) return;
  const rules = fontFaceRules(await response.text(), href);
  if (rules.length === 0 || typeof FontFace !== 'function') {
    linkStylesheet(href);
    return;
  }
  const faces = rules.map((rule) => new FontFace(rule.family, `url(${JSON.stringify(rule.url)}) format("woff2")`, rule.descriptors));
  await Promise.all(faces.map((face) => face.load()));
  for (const face of faces) document.fonts.add(face);
}

function linkStylesheet(href: string): void {
  const stylesheet = document.createElement('link');
  stylesheet.rel = 'stylesheet';
  stylesheet.href = href;
  document.head.append(stylesheet);
}
