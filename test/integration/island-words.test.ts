import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInto, type BuiltSite } from '../helpers/built-site.ts';
import { copyFixture, editFile, removeTemporaryFolders } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

/** Two of the owner's words, each written by one island only: the size run's and the listing's. */
const SIZE_RUN_WORD = 'Enough pieces for a run: says the owner.';
const LISTING_WORD = 'Nothing of that kind here: says the owner.';
/** Words of the islands every page has: the header's search and list buttons, the newsletter form. */
const CHROME_WORDS = ['Search is resting: says the owner.', '{product} is kept: says the owner.', 'Your mail program opens: says the owner.'];
/** What the forms say they did, each by the form's island: the enquiry form's, the comment form's, the sign-up form's. */
const FORM_WORDS = [
  ['enquiry-form', 'WhatsApp opens with it: says the owner.'],
  ['comment-form', 'Your comment goes by e-mail: says the owner.'],
  ['account-form', 'No account was made: says the owner.'],
] as const;

/**
 * The words islands write alike on every page come once, with the code of the islands that write
 * them (src/shared/island-words.ts), and not in the props of every page (issue 38: a page's whole
 * HTML in one round trip).
 */
describe("the islands' words", () => {
  let built: BuiltSite;
  beforeAll(async () => {
    const dir = await copyFixture('site');
    await editFile(dir, 'labels.csv', (text) =>
      text
        .replace('size-run-met,The minimum order is met.', `size-run-met,${SIZE_RUN_WORD}`)
        .replace('no-products,No products match', `no-products,${LISTING_WORD}`)
        .replace(/^search-unavailable,.*$/m, `search-unavailable,${CHROME_WORDS[0]}`)
        .replace(/^saved-toast,.*$/m, `saved-toast,${CHROME_WORDS[1]}`)
        .replace(/^newsletter-email-toast,.*$/m, `newsletter-email-toast,${CHROME_WORDS[2]}`)
        .replace(/^enquiry-whatsapp-toast,.*$/m, `enquiry-whatsapp-toast,${FORM_WORDS[0][1]}`)
        .replace(/^comment-toast,.*$/m, `comment-toast,${FORM_WORDS[1][1]}`)
        .replace(/^sign-up-toast,.*$/m, `sign-up-toast,${FORM_WORDS[2][1]}`),
    );
    built = await buildInto(dir, { search: false });
  }, 180_000);

  /** The bundles that carry a text, by file. */
  async function carrying(text: string): Promise<string[]> {
    const bundles = (await built.files()).filter((file) => /^assets\/islands\/.*\.js$/.test(file));
    const found: string[] = [];
    for (const file of bundles) if ((await built.read(file)).includes(text)) found.push(file);
    return found;
  }

  it("are each in their island's bundle alone", async () => {
    expect((await carrying(SIZE_RUN_WORD)).map((file) => file.replace(/\.\w+\.js$/, ''))).toEqual(['assets/islands/size-run']);
    expect((await carrying(LISTING_WORD)).map((file) => file.replace(/\.\w+\.js$/, ''))).toEqual(['assets/islands/product-listing']);
  });

  it("of the forms are in their form's bundle alone", async () => {
    for (const [island, word] of FORM_WORDS) {
      expect(
        (await carrying(word)).map((file) => file.replace(/\.\w+\.js$/, '')),
        word,
      ).toEqual([`assets/islands/${island}`]);
    }
  });

  it("of the islands every page has are in their code, and not in the size run's", async () => {
    for (const word of CHROME_WORDS) {
      const found = await carrying(word);
      expect(found.length, word).toBeGreaterThan(0);
      expect(
        found.some((file) => file.includes('/size-run.')),
        word,
      ).toBe(false);
    }
  });

  it('are in no page', async () => {
    const pages = (await built.files()).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(40);
    for (const file of pages) {
      const html = await built.read(file);
      for (const word of [SIZE_RUN_WORD, LISTING_WORD, ...CHROME_WORDS, ...FORM_WORDS.map(([, word]) => word)])
        expect(html.includes(word), `${file}: ${word}`).toBe(false);
    }
  });
});
