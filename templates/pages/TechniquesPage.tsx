import type { TechniqueKind } from '../../src/content/site-model.ts';
import { useSite } from '../../src/render/page-context.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { TechniqueSlider } from '../components/TechniqueSlider.tsx';

const INTRO = {
  printing: 'Every print method we run in house, from the raised feel of high-density and puff to rhinestone transfers. Ask for a strike-off on your own fabric before bulk.',
  embroidery: 'Stitched decoration from flat logos to chenille letters and laser-cut appliqué, digitised and sewn on our own multi-head machines.',
} as const;

export function TechniquesPage({ kind }: { kind: TechniqueKind }) {
  const { title } = useSite().pages[kind];
  return (
    <>
      <PageHeader title={title} />
      <div className="container section section--tight">
        <p className="lead">{INTRO[kind]}</p>
      </div>
      <TechniqueSlider kind={kind} headingLevel={1} showHeading={false} />
    </>
  );
}
