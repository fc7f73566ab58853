import type { ReactNode } from 'react';
import type { SectionText } from '../../src/page-api/site-model.ts';

/**
 * The eyebrow-and-title heading used by every section, in the owner's words (a section row of
 * pages.csv): its eyebrow, its title and the text under it (Markdown, escaped), each shown when the row has it.
 */
export function SectionHeading({
  id,
  text,
  title = text.title,
  children,
  align = 'center',
}: {
  id: string;
  text: SectionText;
  title?: string;
  children?: ReactNode;
  align?: 'center' | 'start';
}) {
  const intro = text.description ? <p dangerouslySetInnerHTML={{ __html: text.descriptionHtml }} /> : null;
  return (
    <div className={`section-heading section-heading--${align}`}>
      {text.eyebrow && <p className="eyebrow">{text.eyebrow}</p>}
      <h2 id={id}>{title}</h2>
      {(intro || children) && (
        <div className="section-heading__text">
          {intro}
          {children}
        </div>
      )}
    </div>
  );
}
