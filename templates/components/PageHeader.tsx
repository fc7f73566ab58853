import type { ReactNode } from 'react';
import { FirstView } from '../../src/page-api/first-view.tsx';
import { Breadcrumb, type Crumb } from './Breadcrumb.tsx';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';

/** The title band of every inner page: the page's one h1 and its breadcrumb, and its first view. */
export function PageHeader(props: TitleBandProps) {
  return (
    <FirstView>
      <TitleBand {...props} />
    </FirstView>
  );
}

interface TitleBandProps {
  title: string;
  trail?: readonly Crumb[];
  children?: ReactNode;
}

/** Declares its sheet inside <FirstView>, so the band is styled from the page's head. */
function TitleBand({ title, trail, children }: TitleBandProps) {
  useStylesheet(import.meta.url);
  return (
    <div className="page-header woven">
      <div className="container">
        <h1>{title}</h1>
        {children}
        <Breadcrumb trail={trail ?? [{ label: title }]} />
      </div>
    </div>
  );
}
