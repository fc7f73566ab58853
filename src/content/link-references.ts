import { closest } from 'fastest-levenshtein';
import type { ContentIssue } from '../errors/content-issue.ts';
import type { PictureMemory } from '../assets/images/picture-memory.ts';
import { checkBrandImages } from './check-brand-images.ts';
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

/** Reports every record whose key was already used by an earlier record. */
function checkUnique<T extends { source: Source }>(
  records: readonly T[],
  key: (record: T) => string,
  column: string,
  describe: (value: string, first: T) => string,
  code: ContentIssue['code'],
): ContentIssue[] {
  const first = new Map<string, T>();
  const issues: ContentIssue[] = [];
  for (const record of records) {
    const value = key(record);
    const earlier = first.get(value);
    if (earlier) issues.push({ code, ...at({ source: record.source, column }), message: describe(value, earlier) });
    else first.set(value, record);
  }
  return issues;
}

/**
 * The whole-catalogue checks that no single file can make: unique Article Nos and slugs,
 * categories and techniques that exist, a row of pages.csv for every fixed page, images that
 * exist. They run before anything is written.
 */
export async function linkReferences(content: RawContent, contentDir: string, publicDir: string, pictures?: PictureMemory): Promise<ContentIssue[]> {
  const issues: ContentIssue[] = [];
  const listOf = PRODUCT_LIST_NAMES.map((list) => [list, content[productsKey(list)]] as const);
  const products = listOf.flatMap(([, listProducts]) => listProducts);

  issues.push(
    ...checkUnique(
      products,
      (p) => p.name,
      'name',
      (value, first) => `the Article No ${value} is already used by ${where(first.source)}; every Article No must be unique`,
      'DuplicateArticleNo',
    ),
    ...checkUnique(
      products,
      (p) => p.slug,
      'slug',
      (value, first) => `the slug "${value}" is already used by ${where(first.source)}`,
      'DuplicateSlug',
    ),
  );
  for (const [, listProducts] of listOf) {
    issues.push(
      ...checkUnique(
        listProducts,
        (p) => String(p.id),
        'id',
        (value, first) => `the id ${value} is already used by ${where(first.source)}`,
        'DuplicateId',
      ),
    );
  }

  // Categories of each list, and which sub-categories belong to which category.
  issues.push(
    ...checkUnique(
      content.categories,
      (c) => `${c.list}:${c.name.toLowerCase()}`,
      'name',
      (_value, first) => `this category is already listed in ${where(first.source)}`,
      'DuplicateCategory',
    ),
  );
  const topLevel = content.categories.filter((c) => c.parent === undefined);
  for (const category of content.categories) {
    if (category.parent !== undefined && !topLevel.some((top) => top.list === category.list && top.name === category.parent)) {
      const known = topLevel.filter((top) => top.list === category.list).map((top) => top.name);
      issues.push({
        code: 'UnknownCategory',
        ...at({ source: category.source, column: 'parent' }),
        message: `unknown parent category "${category.parent}" in the ${category.list} list${suggest(category.parent, known)}`,
      });
    }
  }
  for (const [list, listProducts] of listOf) {
    const known = topLevel.filter((c) => c.list === list).map((c) => c.name);
    for (const product of listProducts) {
      if (!known.includes(product.category)) {
        issues.push({
          code: 'UnknownCategory',
          ...at({ source: product.source, column: 'category' }),
          message: `unknown category "${product.category}" for the ${list} list in categories.csv${suggest(product.category, known)}`,
        });
      } else if (product.subCategory !== undefined) {
        const subs = content.categories.filter((c) => c.list === list && c.parent === product.category).map((c) => c.name);
        if (!subs.includes(product.subCategory)) {
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
    }
  }

  // Blog posts and their categories.
  const blogCategoryNames = content.blogCategories.map((c) => c.name);
  issues.push(
    ...checkUnique(
      content.blogCategories,
      (c) => c.slug,
      'slug',
      (value, first) => `the slug "${value}" is already used by ${where(first.source)}`,
      'DuplicateSlug',
    ),
    ...checkUnique(
      content.blogPosts,
      (p) => p.slug,
      'slug',
      (value, first) => `the slug "${value}" is already used by ${first.source.file}`,
      'DuplicateSlug',
    ),
  );
  for (const post of content.blogPosts) {
    if (!blogCategoryNames.includes(post.category)) {
      issues.push({
        code: 'UnknownCategory',
        ...at({ source: post.source, column: 'category' }),
        message: `unknown blog category "${post.category}"; the categories in blog-categories.csv are ${blogCategoryNames.join(', ')}${suggest(post.category, blogCategoryNames)}`,
      });
    }
  }

  // Slugs that become page addresses, and the techniques that services and projects name.
  const techniques = [...content.printingTypes, ...content.embroideryTypes];
  const techniqueSlugs = techniques.map((t) => t.slug);
  issues.push(
    ...checkUnique(
      content.services,
      (s) => s.slug,
      'slug',
      (value, first) => `the slug "${value}" is already used by ${first.source.file}`,
      'DuplicateSlug',
    ),
    ...checkUnique(
      content.projects,
      (p) => p.slug,
      'slug',
      (value, first) => `the slug "${value}" is already used by ${where(first.source)}`,
      'DuplicateSlug',
    ),
    ...checkUnique(
      content.team,
      (m) => m.slug,
      'slug',
      (value, first) => `the slug "${value}" is already used by ${where(first.source)}`,
      'DuplicateSlug',
    ),
    ...checkUnique(
      content.printingTypes,
      (t) => t.slug,
      'slug',
      (value, first) => `the slug "${value}" is already used by ${where(first.source)}`,
      'DuplicateSlug',
    ),
    ...checkUnique(
      content.embroideryTypes,
      (t) => t.slug,
      'slug',
      (value, first) => `the slug "${value}" is already used by ${where(first.source)}`,
      'DuplicateSlug',
    ),
  );
  for (const record of [...content.services, ...content.projects]) {
    for (const slug of record.techniques) {
      if (!techniqueSlugs.includes(slug)) {
        issues.push({
          code: 'UnknownReference',
          ...at({ source: record.source, column: 'techniques' }),
          message: `unknown technique "${slug}"; use a slug from printing-types.csv or embroidery-types.csv${suggest(slug, techniqueSlugs)}`,
        });
      }
    }
  }

  // The words of the fixed pages: one row for each page the route table makes.
  issues.push(...checkPages(content.pages, content.pageDocuments, contentDir), ...checkLabels(content.labels, contentDir));

  issues.push(...(await checkImages(content, contentDir, publicDir, pictures)));
  if (content.settings) issues.push(...(await checkBrandImages(content.settings, contentDir, publicDir, pictures)));
  return issues;
}
