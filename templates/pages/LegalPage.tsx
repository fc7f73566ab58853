import { useSite } from '../../src/page-api/page-context.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { FirstView } from '../../src/page-api/first-view.tsx';

/** The privacy policy or the terms, as the owner writes them in content/pages/. */
export function LegalPage({ kind }: { kind: 'privacy' | 'terms' }) {
  const { pages, documents } = useSite();
  return (
    // The document is the page: its text paints with the title band (its rules are the base's),
    // not after the rest of the CSS, which holds back whatever follows the first view.
    <FirstView>
      <PageHeader title={pages[kind].title} />
      <div className="container section prose" dangerouslySetInnerHTML={{ __html: documents[kind] }} />
    </FirstView>
  );
}
