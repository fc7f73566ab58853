import { useSite } from '../../src/page-api/page-context.ts';

export interface Crumb {
  label: string;
  href?: string;
}

/** Home › … › current page; the current page is text marked aria-current, not a link to itself. */
export function Breadcrumb({ trail }: { trail: readonly Crumb[] }) {
  const { paths, labels } = useSite();
  const crumbs: Crumb[] = [{ label: labels.home, href: paths.home }, ...trail];
  return (
    <nav aria-label={labels.breadcrumb} className="breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${crumb.label}-${index}`}>
              {last || !crumb.href ? <span aria-current={last ? 'page' : undefined}>{crumb.label}</span> : <a href={crumb.href}>{crumb.label}</a>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
