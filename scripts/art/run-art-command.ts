import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { drawProductArt } from './draw-product-art.ts';
import { ART_USAGE, parseArtArguments } from './parse-art-arguments.ts';

export interface ArtOutcome {
  exitCode: 0 | 1;
  /** One sentence for the terminal: what was written, or why nothing was. */
  message: string;
}

/**
 * Writes only the file it is given, and never replaces one without --force: the sample's
 * drawings are committed, and an owner's real photo must not be drawn over by a typo.
 */
export function runArtCommand(argv: string[]): ArtOutcome {
  const command = parseArtArguments(argv);
  if (typeof command === 'string') return { exitCode: 1, message: `art: ${command}\n\n${ART_USAGE}` };
  if (existsSync(command.file) && !command.force) return { exitCode: 1, message: `art: ${command.file} exists; add --force to replace it.` };
  const svg = drawProductArt(command.request);
  mkdirSync(dirname(command.file), { recursive: true });
  writeFileSync(command.file, svg);
  const { kind, articleNo } = command.request;
  return { exitCode: 0, message: `art: wrote ${command.file} (${kind} for ${articleNo}, ${(Buffer.byteLength(svg) / 1024).toFixed(1)} KB)` };
}
