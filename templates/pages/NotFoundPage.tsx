import { paths } from '../../src/shared/url-paths.ts';

export function NotFoundPage() {
  return (
    <div className="container section not-found">
      <h1>Page Not Found</h1>
      <p>Sorry, The Page You're Looking For Doesn't Exist.</p>
      <p>
        <a className="button" href={paths.home}>Go Back to Homepage</a>
      </p>
    </div>
  );
}
