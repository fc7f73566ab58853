import { serializeForScript } from '../../src/page-api/serialize-for-script.ts';

/** Structured data for search engines; a data block, not a script, so it is allowed under a strict CSP. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeForScript(data) }} />;
}
