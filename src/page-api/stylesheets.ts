import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { usePage } from './page-context.ts';

/** The project's folder: stylesheets are named by their place in it ("templates/components/Header.css"). */
const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const ids = new Map<string, string>();

/**
 * The name of a component's stylesheet: the .css file beside its module, with the module's name
 * (Header.tsx, Header.css), or another file beside it when `file` names one.
 */
export function stylesheetId(moduleUrl: string, file?: string): string {
  const key = `${moduleUrl}\n${file ?? ''}`;
  let id = ids.get(key);
  if (id === undefined) {
    const source = fileURLToPath(moduleUrl);
    const sheet = file ? path.join(path.dirname(source), file) : source.replace(/\.[jt]sx?$/, '.css');
    id = path.relative(PROJECT_ROOT, sheet).split(path.sep).join('/');
    ids.set(key, id);
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
