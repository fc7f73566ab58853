import type { ReactNode } from 'react';

/** The eyebrow-and-title heading used by every section. */
export function SectionHeading({ id, eyebrow, title, children, align = 'center' }: { id: string; eyebrow?: string; title: string; children?: ReactNode; align?: 'center' | 'start' }) {
  return (
    <div className={`section-heading section-heading--${align}`}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id}>{title}</h2>
      {children && <div className="section-heading__text">{children}</div>}
    </div>
  );
}
