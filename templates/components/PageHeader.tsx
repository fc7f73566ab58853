import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from './Breadcrumb.tsx';

/** The title band of every inner page: the page's one h1 and its breadcrumb. */
export function PageHeader({ title, trail, children }: { title: string; trail?: readonly Crumb[]; children?: ReactNode }) {
  return (
    <div className="page-header">
      <div className="container">
        <h1>{title}</h1>
        {children}
        <Breadcrumb trail={trail ?? [{ label: title }]} />
      </div>
    </div>
  );
}
