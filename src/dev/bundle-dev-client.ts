import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export interface DevClient {
  /** The live-reload module, one file. */
  readonly script: string;
  /** The overlay's styles, loaded by the script as a <link>: the CSP forbids inline styles. */
  readonly stylesheet: string;
}

const CLIENT = new URL('./client/', import.meta.url);

/**
 * Bundles the dev client (src/dev/client/) once when the dev server starts. It lives apart from
 * the islands, in memory only, so nothing of it can reach `npm run build` output. Not minified:
 * it is read in the browser's developer tools, never downloaded by visitors.
 */
export async function bundleDevClient(): Promise<DevClient> {
  const [bundled, stylesheet] = await Promise.all([
    build({
      entryPoints: [fileURLToPath(new URL('live-reload.ts', CLIENT))],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: ['chrome100', 'safari15', 'firefox100'],
      write: false,
      legalComments: 'none',
      logLevel: 'silent',
    }),
    readFile(new URL('overlay.css', CLIENT), 'utf8'),
  ]);
  const script = bundled.outputFiles[0]?.text;
  if (script === undefined) throw new Error('esbuild wrote no file for the dev client');
  return { script, stylesheet };
}
