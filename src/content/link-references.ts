import { closest } from 'fastest-levenshtein';
import type { ContentIssue } from '../errors/content-issue.ts';
import type { PictureMemory } from '../assets/images/picture-memory.ts';
import { checkBrandImages } from './check-brand-images.ts';
import { checkDecorations } from './check-decorations.ts';
import { checkImages } from './check-images.ts';
import { checkLabels } from './check-labels.ts';
import { checkPages } from './check-pages.ts';
import { at, describeSource as where } from './issue-location.ts';
import type { RawContent } from './load-collections.ts';
import type { Source } from './schemas/collection.ts';
import { productsKey } from './schemas/product.ts';
import { PRODUCT_LIST_NAMES } from '../shared/product-lists.ts';

function suggest(value: string, known: readonly string[]): string {
  const guess = known.length > 0 ? closest(value, [...known]) : undefined;
  return guess === undefined ? '' : `; did you mean "${guess}"?`;
}

type Sourced = { readonly source: Source };

/** A key no two records of a group may share, and what the owner is told when two do. */
interface UniqueKey<T extends Sourced> {
  /** The groups within which the key must be unique (the ids within each product list). */
  groups: (content: RawContent) => readonly (readonly T[])[];
  key: (record: NoInfer<T>) => string;
  column: string;
  code: ContentIssue['code'];
  message: (value: string, first: Sourced) => string;
}

/** The check of one unique key: every record whose key an earlier record of its group already used. */
function unique<T extends Sourced>({ groups, key, column, code, message }: UniqueKey<T>): (content: RawContent) => ContentIssue[] {
  return (content) => {
    const issues: ContentIssue[] = [];
    for (const records of groups(content)) {
      const first = new Map<string, T>();
      for (const record of records) {
        const value = key(record);
        const earlier = first.get(value);
        if (earlier) issues.push({ code, ...at({ source: record.source, column }), message: message(value, earlier) });
        else first.set(value, record);
      }
    }
    return issues;
  };
}

const productsOf = (content: RawContent) => PRODUCT_LIST_NAMES.map((list) => content[productsKey(list)]);
const slugTaken = (value: string, first: Sourced) => `the slug "${value}" is already used by ${where(first.source)}`;
/** A Markdown file is one record: its file names it, without a row. */
const slugTakenByFile = (value: string, first: Sourced) => `the slug "${value}" is already used by ${first.source.file}`;
type Slugged = Sourced & { readonly slug: string };
/** The slugs of `records` become addresses: no two may share one. */
const uniqueSlug = (records: (content: RawContent) => readonly Slugged[], message = slugTaken) =>
  unique<Slugged>({ groups: (content) => [records(content)], key: (record) => record.slug, column: 'slug', code: 'DuplicateSlug', message });

/** Every key that must be unique: Article Nos and slugs across the catalogue, ids within a list, and the slugs that become addresses. */
const UNIQUE_KEYS: readonly ((content: RawContent) => ContentIssue[])[] = [
  unique({
    groups: (content) => [productsOf(content).flat()],
    key: (product) => product.name,
    column: 'name',
    code: 'DuplicateArticleNo',
    message: (value, first) => `the Article No ${value} is already used by ${where(first.source)}; every Article No must be unique`,
  }),
  uniqueSlug((content) => productsOf(content).flat()),
  unique({
    groups: productsOf,
    key: (product) => String(product.id),
    column: 'id',
    code: 'DuplicateId',
    message: (value, first) => `the id ${value} is already used by ${where(first.source)}`,
  }),
  unique({
    groups: (content) => [content.categories],
    key: (category) => `${category.list}:${category.name.toLowerCase()}`,
    column: 'name',
    code: 'DuplicateCategory',
    message: (_value, first) => `this category is already listed in ${where(first.source)}`,
  }),
  uniqueSlug((content) => content.blogCategories),
  uniqueSlug((content) => content.blogPosts, slugTakenByFile),
  uniqueSlug((content) => content.services, slugTakenByFile),
  uniqueSlug((content) => content.projects),
  uniqueSlug((content) => content.team),
  uniqueSlug((content) => content.printingTypes),
  uniqueSlug((content) => content.embroideryTypes),
];

/**
 * The whole-catalogue checks that no single file can make: unique Article Nos and slugs,
 * categories and techniques that exist, a row of pages.csv for every fixed page, images that
 * exist. They run before anything is written.
 */
export async function linkReferences(content: RawContent, contentDir: string, publicDir: string, pictures?: PictureMemory): Promise<ContentIssue[]> {
  return [
    ...UNIQUE_KEYS.flatMap((check) => check(content)),
    ...checkCategoryParents(content),
    ...checkProductCategories(content),
    ...checkBlogCategories(content),
    ...checkTechniques(content),
    ...checkDecorations(content),
    // The words of the fixed pages: one row for each page the route table makes.
    ...checkPages(content.pages, content.pageDocuments, contentDir),
    ...checkLabels(content.labels, contentDir),
    ...(await checkImages(content, contentDir, publicDir, pictures)),
    ...(content.settings ? await checkBrandImages(content.settings, contentDir, publicDir, pictures) : []),
  ];
}

/** A sub-category's parent is a top-level category of its list. */
function checkCategoryParents(content: RawContent): ContentIssue[] {
  const topLevel = content.categories.filter((c) => c.parent === undefined);
  return content.categories.flatMap((category): ContentIssue[] => {
    if (category.parent === undefined || topLevel.some((top) => top.list === category.list && top.name === category.parent)) return [];
    const known = topLevel.filter((top) => top.list === category.list).map((top) => top.name);
    return [
      {
        code: 'UnknownCategory',
        ...at({ source: category.source, column: 'parent' }),
        message: `unknown parent category "${category.parent}" in the ${category.list} list${suggest(category.parent, known)}`,
      },
    ];
  });
}

/** A product's category is a top-level category of its list, and its sub-category one of that category's. */
function checkProductCategories(content: RawContent): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const list of PRODUCT_LIST_NAMES) {
    const known = content.categories.filter((c) => c.list === list && c.parent === undefined).map((c) => c.name);
    for (const product of content[productsKey(list)]) {
      if (!known.includes(product.category)) {
        issues.push({
          code: 'UnknownCategory',
          ...at({ source: product.source, column: 'category' }),
          message: `unknown category "${product.category}" for the ${list} list in categories.csv${suggest(product.category, known)}`,
        });
        continue;
      }
      if (product.subCategory === undefined) continue;
      const subs = content.categories.filter((c) => c.list === list && c.parent === product.category).map((c) => c.name);
      if (subs.includes(product.subCategory)) continue;
      issues.push({
        code: 'UnknownCategory',
        ...at({ source: product.source, column: 'subCategory' }),
        message:
          subs.length === 0
            ? `"${product.category}" has no sub-categories in categories.csv, so "${product.subCategory}" is unknown`
            : `unknown sub-category "${product.subCategory}" of "${product.category}"${suggest(product.subCategory, subs)}`,
      });
    }
  }
  return issues;
}

/** A blog post's category is in blog-categories.csv. */
function checkBlogCategories(content: RawContent): ContentIssue[] {
  const names = content.blogCategories.map((c) => c.name);
  return content.blogPosts
    .filter((post) => !names.includes(post.category))
    .map((post) => ({
      code: 'UnknownCategory',
      ...at({ source: post.source, column: 'category' }),
      message: `unknown blog category "${post.category}"; the categories in blog-categories.csv are ${names.join(', ')}${suggest(post.category, names)}`,
    }));
}

/** The techniques that services and projects name are slugs of printing-types.csv or embroidery-types.csv. */
function checkTechniques(content: RawContent): ContentIssue[] {
  const techniqueSlugs = [...content.printingTypes, ...content.embroideryTypes].map((t) => t.slug);
  return [...content.services, ...content.projects].flatMap((record) =>
    record.techniques
      .filter((slug) => !techniqueSlugs.includes(slug))
      .map((slug) => ({
        code: 'UnknownReference' as const,
        ...at({ source: record.source, column: 'techniques' }),
        message: `unknown technique "${slug}"; use a slug from printing-types.csv or embroidery-types.csv${suggest(slug, techniqueSlugs)}`,
      })),
  );
}
