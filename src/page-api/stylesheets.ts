import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { usePage } from './page-context.ts';

/** The project's folder: stylesheets are named by their place in it ("templates/components/Header.css"). */
const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Ids by module address, then by file: every render of every component asks, and a module's
 * address is one string for its life (bin/compile.js makes it once), whose hash V8 keeps with it.
 * A key joined from both was a new string to hash at each call: 0.1 s of a thread's 10,000-product build.
 */
const ids = new Map<string, Map<string, string>>();

/**
 * The name of a component's stylesheet: the .css file beside its module, with the module's name
 * (Header.tsx, Header.css), or another file beside it when `file` names one.
 */
export function stylesheetId(moduleUrl: string, file = ''): string {
  let byFile = ids.get(moduleUrl);
  if (!byFile) ids.set(moduleUrl, (byFile = new Map()));
  let id = byFile.get(file);
  if (id === undefined) {
    const source = fileURLToPath(moduleUrl);
    const sheet = file ? path.join(path.dirname(source), file) : source.replace(/\.[jt]sx?$/, '.css');
    id = path.relative(PROJECT_ROOT, sheet).split(path.sep).join('/');
    byFile.set(file, id);
  }
  return id;
}

/**
 * Declares that the component calling it has styles: its stylesheet beside it (`useStylesheet(import.meta.url)`),
 * or a sheet it shares with the components beside it. The page links the sheets of the components it
 * rendered and no others; those of its first view go into its head (Astro collects each component's
 * <style> per page the same way).
 */
export function useStylesheet(moduleUrl: string, file?: string): void {
  const page = usePage();
  const id = stylesheetId(moduleUrl, file);
  if (page.firstView || !page.stylesheets.has(id)) page.stylesheets.set(id, page.firstView || page.stylesheets.get(id) === true);
}
