import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { compareRows, describeRowChanges } from '../../src/publish/compare-rows.ts';
import type { ContentChange } from '../../src/publish/content-change.ts';
import { describeContentChanges } from '../../src/publish/describe-content-changes.ts';

const HEADER = 'id,name,price,description';
const csv = (...lines: string[]) => Buffer.from(`${[HEADER, ...lines].join('\r\n')}\r\n`);
const changed = (path: string, before: Buffer, after: Buffer): ContentChange => ({ path, status: 'changed', before, after });
const described = (...changes: ContentChange[]) => describeContentChanges(changes);

/** A workbook as Excel saves it, one sheet per entry: its rows, header first. */
async function workbook(sheets: Record<string, (string | number)[][]>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) book.addWorksheet(name).addRows(rows);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('compareRows', () => {
  it('pairs rows by a first cell found once in each version, else by position', () => {
    const before = [
      ['1', 'Kit', '18.50'],
      ['2', 'Shorts', '9.00'],
      ['3', 'Socks', '4.00'],
    ];
    // Row 2's price changed, row 3 went, row 4 came, row 1 moved: moving is no change.
    const after = [
      ['2', 'Shorts', '9.50'],
      ['1', 'Kit', '18.50'],
      ['4', 'Cap', '7.00'],
      ['5', 'Scarf', '8.00'],
    ];
    // 4 and 5 are in the new version only, so they pair with the old 3 by position: 3→4 changed, 5 added.
    expect(compareRows(before, after)).toEqual({ changed: 2, added: 1, removed: 0 });
  });

  it('pairs rows whose first cell repeats by position, and counts identical rows once each', () => {
    const before = [
      ['home', 'hero', 'Welcome'],
      ['home', 'why', 'Because'],
      ['home', 'why', 'Because'],
    ];
    const after = [
      ['home', 'hero', 'Hello'],
      ['home', 'why', 'Because'],
    ];
    expect(compareRows(before, after)).toEqual({ changed: 1, added: 0, removed: 1 });
  });

  it('words the non-zero counts with the noun after the first, in the singular for one', () => {
    expect(describeRowChanges({ changed: 3, added: 1, removed: 2 })).toBe('3 rows changed, 1 added, 2 removed');
    expect(describeRowChanges({ changed: 1, added: 0, removed: 0 })).toBe('1 row changed');
    expect(describeRowChanges({ changed: 0, added: 0, removed: 1 })).toBe('1 row removed');
    expect(describeRowChanges({ changed: 0, added: 2, removed: 0 })).toBe('2 rows added');
    expect(describeRowChanges({ changed: 0, added: 0, removed: 0 })).toBe('');
  });
});

describe('describeContentChanges: a CSV file', () => {
  it('counts rows changed, added and removed, by parsed rows, not lines', async () => {
    const before = csv('1,Kit,18.50,"Two lines,\nof text"', '2,Shorts,9.00,Plain', '3,Socks,4.00,Plain', '4,Cap,7.00,Plain');
    // Text changed on the second line of a quoted cell, row 3 removed, a row added at the end, and
    // the file saved again with LF line ends and every cell quoted: the rest is unchanged.
    const after = Buffer.from(`${HEADER}\n"1","Kit","18.50","Two lines,\nof new text"\n"2","Shorts","9.00","Plain"\n"4","Cap","7.00","Plain"\n`);
    expect(await described(changed('products/sports.csv', before, after))).toBe('products/sports.csv: 1 row changed, 1 removed');
    const added = Buffer.concat([after, Buffer.from('5,Scarf,8.00,Plain\n6,Bag,12.00,Plain\n')]);
    // 5 and 6 are not in the old version, so they pair with the removed row 3 by position.
    expect(await described(changed('products/sports.csv', before, added))).toBe('products/sports.csv: 2 rows changed, 1 added');
  });

  it('pairs a changed first cell by position', async () => {
    expect(await described(changed('faqs.csv', csv('How long?,Two weeks'), csv('How long does it take?,Two weeks')))).toBe('faqs.csv: 1 row changed');
  });

  it('ignores blank rows and the empty cells at the end of a row', async () => {
    expect(await described(changed('products/sports.csv', csv('1,Kit,18.50'), csv('1,Kit,18.50,', '', ',,,')))).toBe('products/sports.csv changed');
  });

  it('a header-only file gaining rows, and the file added or removed', async () => {
    expect(await described(changed('products/caps.csv', csv(), csv('1,Cap,7.00', '2,Beanie,6.00')))).toBe('products/caps.csv: 2 rows added');
    expect(await described({ path: 'products/caps.csv', status: 'added', after: csv('1,Cap,7.00') })).toBe('products/caps.csv added (1 row)');
    expect(await described({ path: 'products/caps.csv', status: 'added', after: csv() })).toBe('products/caps.csv added (0 rows)');
    expect(await described({ path: 'products/caps.csv', status: 'removed', before: csv('1,Cap,7.00') })).toBe('products/caps.csv removed');
  });

  it('says when the column names changed', async () => {
    const after = Buffer.from('id,name,price,description,colour\r\n1,Kit,18.50,,Red\r\n');
    expect(await described(changed('products/sports.csv', csv('1,Kit,18.50'), after))).toBe('products/sports.csv: column names changed, 1 row changed');
  });

  it('an earlier version that is not valid CSV is described as changed', async () => {
    expect(await described(changed('products/sports.csv', Buffer.from('id,name\n1,"Kit'), csv('1,Kit,18.50')))).toBe('products/sports.csv changed');
  });
});

describe('describeContentChanges: a workbook', () => {
  it('counts rows per sheet, names sheets added and removed, and reads cells as the build does', async () => {
    const before = await workbook({
      sports: [
        ['id', 'name', 'price'],
        [1, 'Kit', 18.5],
        [2, 'Shorts', 9],
      ],
      street: [
        ['id', 'name', 'price'],
        [1, 'Hoodie', 30],
      ],
      old: [['id'], [1]],
    });
    const after = await workbook({
      sports: [
        ['id', 'name', 'price'],
        [1, 'Kit', 19],
        [2, 'Shorts', 9.5],
        [3, 'Socks', 4],
      ],
      street: [
        ['id', 'name', 'price'],
        [1, 'Hoodie', 30],
      ],
      caps: [
        ['id', 'name'],
        [1, 'Cap'],
      ],
    });
    expect(await described(changed('catalogue.xlsx', before, after))).toBe(
      'catalogue.xlsx, sheet "sports": 2 rows changed, 1 added; catalogue.xlsx, sheet "caps" added (1 row); catalogue.xlsx, sheet "old" removed',
    );
    expect(await described({ path: 'catalogue.xlsx', status: 'added', after })).toBe('catalogue.xlsx added (3 sheets)');
  });

  it('a workbook saved again with the same cells is still a change of the file', async () => {
    const rows = [
      ['id', 'name'],
      [1, 'Kit'],
    ];
    const before = await workbook({ sports: rows });
    const after = await workbook({ sports: rows });
    expect(await described(changed('catalogue.xlsx', before, after))).toBe('catalogue.xlsx changed');
  });
});

describe('describeContentChanges: settings, pages and photos', () => {
  const settings = (value: object) => Buffer.from(JSON.stringify(value, null, 2));

  it('names up to three settings that changed, nested ones by their path, else counts them', async () => {
    const before = { name: 'Acme Kits', phone: '+44 20 7946 0321', email: 'a@acmekits.co.uk', social: { instagram: 'https://www.instagram.com/acme' } };
    expect(await described(changed('site.json', settings(before), settings({ ...before, phone: '+44 20 7946 0322', email: 'b@acmekits.co.uk' })))).toBe(
      'site.json: phone and e-mail changed',
    );
    expect(await described(changed('site.json', settings(before), settings({ ...before, social: { instagram: 'https://www.instagram.com/acmekits' } })))).toBe(
      'site.json: social.instagram changed',
    );
    expect(await described(changed('site.json', settings(before), settings({ name: 'Acme', phone: '1', email: '2', social: {}, tagline: 'Kits' })))).toBe(
      'site.json: 5 settings changed',
    );
  });

  it('names Markdown and other files by what happened to them, in path order, photos counted together at the end', async () => {
    const result = await described(
      { path: 'pages/about.md', status: 'changed' },
      { path: 'images/products/kit.JPG', status: 'added' },
      { path: 'blog/new-kits.md', status: 'added' },
      { path: 'images/products/shorts.webp', status: 'added' },
      { path: 'images/logo.svg', status: 'changed' },
      { path: 'images/old.heic', status: 'removed' },
      { path: 'blog/old-post.md', status: 'removed' },
    );
    expect(result).toBe('blog/new-kits.md added; blog/old-post.md removed; pages/about.md changed; 2 photos added, 1 replaced, 1 removed');
    expect(await described({ path: 'images/kit.png', status: 'changed' })).toBe('1 photo replaced');
  });

  it('keeps a long list to one short sentence: the first few files, then how many more', async () => {
    const posts = Array.from({ length: 12 }, (_, index): ContentChange => ({ path: `blog/post-number-${String(index + 10)}.md`, status: 'added' }));
    const photos = ['a.jpg', 'b.jpg'].map((name): ContentChange => ({ path: `images/${name}`, status: 'added' }));
    const result = await described(...posts, ...photos);
    expect(result.length).toBeLessThanOrEqual(200);
    expect(result).toMatch(/^blog\/post-number-10\.md added; blog\/post-number-11\.md added; .*; and \d+ more files$/);
    const named = result.match(/post-number-\d+/g)?.length ?? 0;
    // The two photos are among the files not named.
    expect(result).toMatch(new RegExp(`and ${12 - named + 2} more files$`));
  });
});
