import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/fixture-site.ts';

/** The pages written for the owner, and the README, which every owner reads first. */
async function ownerPages(): Promise<{ file: string; text: string }[]> {
  const owner = (await readdir(path.join(ROOT, 'docs', 'owner'))).filter((file) => file.endsWith('.md')).map((file) => `docs/owner/${file}`);
  return Promise.all(['README.md', ...owner].map(async (file) => ({ file, text: await readFile(path.join(ROOT, file), 'utf8') })));
}

/** The lines of a page's code blocks that a terminal runs: sh, bash, shell, powershell, cmd, or no language. */
function commandLines(markdown: string): string[] {
  const lines: string[] = [];
  for (const [, language, body] of markdown.matchAll(/^ {0,3}```([\w-]*)[^\n]*\n([\s\S]*?)^ {0,3}```/gm)) {
    if (!['sh', 'bash', 'shell', 'powershell', 'ps1', 'cmd', 'bat', 'console'].includes(language ?? '')) continue;
    lines.push(
      ...(body ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    );
  }
  return lines;
}

describe("the owner's documentation", () => {
  it('starts with the setup page, linked first from the README', async () => {
    const readme = await readFile(path.join(ROOT, 'README.md'), 'utf8');
    const firstDocLink = /[^!]\[[^\]]*\]\((docs\/[^)#]+\.md)/.exec(readme)?.[1];
    expect(firstDocLink).toBe('docs/owner/setup.md');
    const setup = await readFile(path.join(ROOT, 'docs/owner/setup.md'), 'utf8');
    for (const topic of [
      /Windows/,
      /macOS/,
      /Linux/,
      /Use this template/,
      /GitHub Desktop/,
      /Download ZIP/,
      /terminal/i,
      /npm run new-site/,
      /npm run publish/,
    ])
      expect(setup, String(topic)).toMatch(topic);
  });

  it('has every command work as written in PowerShell, cmd.exe and bash: one per line, no &&, no comment after it, no npm run … -- options', async () => {
    const offenders: string[] = [];
    for (const { file, text } of await ownerPages()) {
      for (const line of commandLines(text)) {
        // PowerShell 5.1 has no &&; cmd.exe passes "# comment" on as arguments; PowerShell's npm drops a lone --.
        if (/&&|\|\||;\s*\S/.test(line) || /\s#/.test(line) || /^#/.test(line) || /^npm (run )?\S+ -- /.test(line)) offenders.push(`${file}: ${line}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('links to owner pages only, never to the developers’ notes, and speaks the owner’s words', async () => {
    const offenders: string[] = [];
    for (const { file, text } of await ownerPages()) {
      if (file === 'README.md') continue;
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g))
        if (/(^|\/)dev\//.test(target ?? '') || /README\.md/.test(target ?? '')) offenders.push(`${file} links to ${target}`);
      for (const word of [/\bengine\b/i, /Chromium/, /\bisland/i, /\.ci\/run/, /\bsrc\//, /\bCI build/])
        if (word.test(text)) offenders.push(`${file} says ${word}`);
    }
    expect(offenders).toEqual([]);
  });

  it('says which Node.js versions work: 22, 24 or 26, as package.json does', async () => {
    const engines = (JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;
    expect(engines).toBe('>=22');
    for (const { file, text } of await ownerPages()) expect(text, file).not.toMatch(/Node\.js 20|20\.19/);
  });
});
