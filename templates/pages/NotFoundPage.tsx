import { usePaths } from '../../src/render/page-context.ts';

export function NotFoundPage() {
  const paths = usePaths();
  return (
    <div className="not-found">
      <div className="container not-found__inner">
        <p className="not-found__code" aria-hidden="true">404</p>
        <h1>Page Not Found</h1>
        <p>Sorry, The Page You're Looking For Doesn't Exist.</p>
        <p className="not-found__actions">
          <a className="button" href={paths.home}>Go Back to Homepage</a>
          <a className="button button--outline" href={paths.listing('all-products')}>Browse the catalogue</a>
        </p>
      </div>
    </div>
  );
}
