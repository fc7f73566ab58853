import type { Site } from '../content/site-model.ts';
import { absoluteUrl } from '../shared/url-paths.ts';
import { xmlEscape } from './xml-escape.ts';

/** RSS 2.0 feed of every blog post, newest first. https://www.rssboard.org/rss-specification */
export function buildFeed(site: Site): string {
  const { name, description } = site.settings;
  const { paths } = site;
  const absolute = (path: string) => absoluteUrl(site.origin, path);
  const items = site.blogPosts.map((post) => {
    const link = absolute(paths.blogPost(post.slug));
    return [
      '<item>',
      `<title>${xmlEscape(post.title)}</title>`,
      `<link>${xmlEscape(link)}</link>`,
      `<guid isPermaLink="true">${xmlEscape(link)}</guid>`,
      `<pubDate>${new Date(`${post.date}T00:00:00Z`).toUTCString()}</pubDate>`,
      `<category>${xmlEscape(post.category)}</category>`,
      `<description>${xmlEscape(post.description)}</description>`,
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${xmlEscape(`${name} blog`)}</title>`,
    `<link>${xmlEscape(absolute(paths.blog))}</link>`,
    `<atom:link href="${xmlEscape(absolute(paths.blogFeed))}" rel="self" type="application/rss+xml"/>`,
    `<description>${xmlEscape(description)}</description>`,
    `<language>${xmlEscape(site.settings.language)}</language>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
