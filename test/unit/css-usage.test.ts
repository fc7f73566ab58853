import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CssUsage } from '../../src/assets/css-usage.ts';
import { subsetCss } from '../../src/assets/subset-css.ts';

/**
 * What counts for a page's CSS and for its first view's: a tiny project with a header template, a
 * shut dialog, a helper under src/ and an island's browser code.
 */
describe('the names a set of pages can use', () => {
  let root: string;
  let usage: CssUsage;
  const file = (name: string) => path.join(root, name);

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'css-usage-'));
    const files: Record<string, string> = {
      'templates/Header.tsx': `import { Island } from './Island.tsx';\nimport { Panel } from './Panel.tsx';\nimport { label } from '../src/label.ts';\nexport const Header = () => <Island name="menu" as="header" className="site-header"><nav className="nav">{label}</nav><Panel /></Island>;`,
      'templates/Island.tsx': 'export function Island(props: { name: string; [attribute: `data-${string}`]: string }) { return null; }',
      'templates/Panel.tsx': 'export const Panel = () => <dialog className="panel"><input className="panel__field" /></dialog>;',
      'src/label.ts': "export const label = 'helper-word';",
      'src/client/islands/menu.ts':
        "document.body.classList.add('menu-open');\nconst element = document.querySelector('nav') as HTMLElement;\nelement.dataset.revealState = 'waiting';",
    };
    for (const [name, text] of Object.entries(files)) {
      await mkdir(path.dirname(file(name)), { recursive: true });
      await writeFile(file(name), text);
    }
    usage = new CssUsage(root, file('src/client'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("counts, for a page's CSS, the templates, the helpers they import and the islands' browser code, dataset names included", () => {
    const names = usage.namesFrom([file('templates/Header.tsx')]);
    for (const name of ['site-header', 'nav', 'panel', 'panel__field', 'helper-word', 'menu-open', 'data-reveal-state']) expect(names(name), name).toBe(true);
    // `data-${string}` in a type is no prefix: it would keep every data attribute's rules.
    expect(names('data-listing-grid')).toBe(false);
    expect(names.elements).toBeUndefined();
  });

  it('counts, for the first view, only the templates that write it, without shut markup, and knows its elements', () => {
    const names = usage.namesFrom([file('templates/Header.tsx')], [], {
      later: false,
      browser: false,
      within: file('templates'),
      without: [file('templates/Panel.tsx')],
      elements: true,
    });
    for (const name of ['site-header', 'nav']) expect(names(name), name).toBe(true);
    for (const name of ['panel', 'panel__field', 'helper-word', 'menu-open', 'data-reveal-state']) expect(names(name), name).toBe(false);
    for (const tag of ['nav', 'header', 'html', 'body']) expect(names.elements?.(tag), tag).toBe(true);
    for (const tag of ['input', 'dialog', 'textarea']) expect(names.elements?.(tag), tag).toBe(false);
  });

  it('cuts element rules by the elements the first view writes, and keeps them all without that test', () => {
    const css = 'nav{display:flex}input,textarea{font:inherit}:is(input:focus,textarea:focus){outline:0}.x{color:red}';
    const names = Object.assign((name: string) => name === 'x', { elements: (tag: string) => tag === 'nav' });
    expect(Buffer.from(subsetCss(css, 'a.css', names)).toString()).toBe('nav{display:flex}.x{color:red}');
    expect(Buffer.from(subsetCss(css, 'a.css', (name) => name === 'x')).toString()).toBe(css);
  });
});
