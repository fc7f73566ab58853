import { describe, expect, it } from 'vitest';
import { readMarkdown } from '../../src/content/read/read-markdown.ts';
import { splitFrontMatter } from '../../src/content/read/split-front-matter.ts';

describe('front matter', () => {
  it('splits at the first line of three dashes after the opening one; a later rule stays in the body', () => {
    expect(splitFrontMatter('---\ntitle: Hoodies\n---\nFleece.\n\n---\n\nMore.\n')).toEqual({ yaml: '\ntitle: Hoodies\n', body: 'Fleece.\n\n---\n\nMore.\n' });
    // Four dashes, or dashes with text after them, do not close it.
    expect(splitFrontMatter('---\na: 1\n----\nb: 2\n--- x\n---\nBody')?.body).toBe('Body');
  });

  it('reads Windows line endings and an empty block', () => {
    expect(readMarkdown('---\r\ntitle: Kits\r\n---\r\nText\r\n', 'a.md')).toEqual({ ok: true, data: { title: 'Kits' }, body: 'Text\r\n' });
    expect(readMarkdown('---\n---\nText', 'b.md')).toEqual({ ok: true, data: {}, body: 'Text' });
  });

  it('keeps dates as text (YAML core schema), so an impossible date is never moved to another day', () => {
    const read = readMarkdown('---\ndate: 2026-02-30\n---\n', 'c.md');
    expect(read.ok && read.data.date).toBe('2026-02-30');
  });

  it("names the file's own line of a YAML mistake, and a block that never closes", () => {
    const bad = readMarkdown('---\ntitle: Kits\ndescription: Print: embroidery\n---\nBody', 'posts/d.md');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.issue.message).toMatch(/on line 3\b/);
    const open = readMarkdown('---\ntitle: Kits\nBody', 'posts/e.md');
    expect(open.ok).toBe(false);
    if (!open.ok) expect(open.issue.message).toBe('the front matter block has no closing line of three dashes (---)');
    const list = readMarkdown('---\n- a\n- b\n---\n', 'f.md');
    expect(list.ok).toBe(false);
  });
});
