import type { ReactNode } from 'react';

/** Every link to another site opens in a new tab and gives that site no handle on ours. */
export function ExternalLink({ href, children, className, label, id }: { href: string; children: ReactNode; className?: string; label?: string; id?: string }) {
  return (
    <a id={id} href={href} target="_blank" rel="noopener noreferrer" className={className} aria-label={label}>
      {children}
    </a>
  );
}
