import type { ReactNode } from 'react';
import { FirstView } from '../../src/page-api/first-view.tsx';
import { Breadcrumb, type Crumb } from './Breadcrumb.tsx';
import { useFirstViewStylesheet } from '../../src/page-api/stylesheets.ts';

/** The title band of every inner page: the page's one h1 and its breadcrumb, and its first view. */
export function PageHeader({ title, trail, children }: { title: string; trail?: readonly Crumb[]; children?: ReactNode }) {
  useFirstViewStylesheet(import.meta.url);
  return (
    <FirstView>
      <div className="page-header">
        <div className="container">
          <h1>{title}</h1>
          {children}
          <Breadcrumb trail={trail ?? [{ label: title }]} />
        </div>
      </div>
    </FirstView>
  );
}
