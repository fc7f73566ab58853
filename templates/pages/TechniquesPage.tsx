import type { TechniqueKind } from '../../src/page-api/site-model.ts';
import { useSite } from '../../src/page-api/page-context.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { TechniqueSlider } from '../components/TechniqueSlider.tsx';

export function TechniquesPage({ kind }: { kind: TechniqueKind }) {
  // The page's description (pages.csv) is its lead: the sentence search results show opens the page too.
  const { title, description } = useSite().pages[kind];
  return (
    <>
      <PageHeader title={title} />
      <div className="container section section--tight">
        <p className="lead">{description}</p>
      </div>
      <TechniqueSlider kind={kind} headingLevel={1} showHeading={false} />
    </>
  );
}
