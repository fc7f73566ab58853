/**
 * The command line of `npm run art`: a garment kind, its colours and the file to write, as
 * `npm run art -- polo "Navy / White" content/images/products/tt-po-009.svg`.
 */
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import type { ProductArtRequest } from './draw-product-art.ts';
import { GARMENT_KINDS, isGarmentKind } from './garment-kinds.ts';

export interface ArtCommand {
  request: ProductArtRequest;
  file: string;
  /** Replace a file that exists; without it an existing drawing is left alone. */
  force: boolean;
}

export const ART_USAGE = [
  'Usage: npm run art -- <kind> <colours> <file.svg> [--article TT-XX-000] [--force]',
  `  kind     ${Object.keys(GARMENT_KINDS).join(', ')}`,
  '  colours  as in the product\'s color cell: "Navy", "Royal Blue / White", "#1B2A4E / #F7F7F4"',
  '  file     where to write the drawing, e.g. content/images/products/tt-po-009.svg',
  '  --article  the Article No that picks the details (default: the file name, TT-PO-009)',
  '  --force    replace the file if it exists',
].join('\n');

/** The drawing's path under content/ prefixes its ids, as the sample's were; a file elsewhere uses its name. */
function idKeyOf(file: string): string {
  const normalised = file.split('\\').join('/');
  const start = normalised.lastIndexOf('images/');
  return start >= 0 && (start === 0 || normalised[start - 1] === '/') ? normalised.slice(start) : basename(normalised);
}

const OPTIONS = { article: { type: 'string' }, force: { type: 'boolean' } } as const;

const readArguments = (argv: string[]) => parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });

/** The command, or the sentence that says what is wrong with it. */
export function parseArtArguments(argv: string[]): ArtCommand | string {
  let parsed: ReturnType<typeof readArguments>;
  try {
    parsed = readArguments(argv);
  } catch (error) {
    return (error as Error).message;
  }
  const [kind, colours, file, ...extra] = parsed.positionals;
  if (!kind || !colours || !file || extra.length > 0) return 'Give a garment kind, its colours and the file to write.';
  if (!isGarmentKind(kind)) return `No drawing for "${kind}": the kinds are ${Object.keys(GARMENT_KINDS).join(', ')}.`;
  if (!file.toLowerCase().endsWith('.svg')) return `The drawing is an SVG: name the file ….svg, not ${file}.`;
  const articleNo =
    parsed.values.article ??
    basename(file)
      .replace(/\.svg$/i, '')
      .toUpperCase();
  return { request: { kind, colours, articleNo, idKey: idKeyOf(file) }, file, force: parsed.values.force ?? false };
}
