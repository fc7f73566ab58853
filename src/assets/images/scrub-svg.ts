/**
 * What drawing programs leave in an SVG about the person who made it: Inkscape's and Sodipodi's
 * editor data (the file's name and the path it was last exported to, often the owner's home
 * folder), RDF/XMP metadata (creator, rights) and comments.
 */
const EDITOR_TRACES = /<metadata\b|\s(?:inkscape|sodipodi|sketch|serif):[\w-]+=|<(?:inkscape|sodipodi):|<!--/i;

/**
 * The drawing without its makers' traces. A drawing without any is returned as it is, byte for
 * byte; one with traces goes through svgo with only the plugins that remove them, so nothing about
 * how it looks changes.
 */
export async function scrubSvg(text: string): Promise<string> {
  if (!EDITOR_TRACES.test(text)) return text;
  // svgo is loaded only for a drawing that needs it: most have no traces, and it is slow to load.
  const { optimize } = await import('svgo');
  return optimize(text, { multipass: false, plugins: ['removeMetadata', 'removeEditorsNSData', 'removeComments'] }).data;
}
