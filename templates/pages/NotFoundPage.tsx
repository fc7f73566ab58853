import { useSite } from '../../src/page-api/page-context.ts';
import { FirstView } from '../../src/page-api/first-view.tsx';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';

export function NotFoundPage() {
  return (
    <FirstView>
      <NotFoundMessage />
    </FirstView>
  );
}

/** The whole page is its first view: its sheet is declared inside <FirstView>, so it is in the head. */
function NotFoundMessage() {
  useStylesheet(import.meta.url);
  const { paths, pages, sections } = useSite();
  const words = sections['not-found'].message;
  return (
    <div className="not-found">
      <div className="container not-found__inner">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1>{pages['not-found'].title}</h1>
        <p>{words.title}</p>
        <p className="not-found__actions">
          <a className="button" href={paths.home}>
            {words.button}
          </a>
          <a className="button button--outline" href={paths.listing('all-products')}>
            {words.description}
          </a>
        </p>
      </div>
    </div>
  );
}
