import { useSite } from '../../src/page-api/page-context.ts';
import { PageHeader } from '../components/PageHeader.tsx';

/** The privacy policy or the terms, as the owner writes them in content/pages/. */
export function LegalPage({ kind }: { kind: 'privacy' | 'terms' }) {
  const { pages, documents } = useSite();
  return (
    <>
      <PageHeader title={pages[kind].title} />
      <div className="container section prose" dangerouslySetInnerHTML={{ __html: documents[kind] }} />
    </>
  );
}
