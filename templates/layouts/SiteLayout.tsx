import type { ReactNode } from 'react';
import { useSite } from '../../src/page-api/page-context.ts';
import { FloatingActions } from '../components/FloatingActions.tsx';
import { Footer } from '../components/Footer.tsx';
import { Header } from '../components/Header.tsx';

/*
 * The chrome every page shares, in three parts: what comes before the page's main content, the main
 * content, and what comes after it. The renderer puts them together; the parts before and after
 * depend on the site and (for the menu's highlighting) the page's address only, so it renders them
 * once per distinct menu state rather than once per page.
 */

/** Skip link and header. */
export function ChromeBefore() {
  const { labels } = useSite();
  return (
    <>
      <a className="skip-link" href="#main">
        {labels['skip-link']}
      </a>
      <Header />
    </>
  );
}

export function MainContent({ children }: { children?: ReactNode }) {
  return (
    <main id="main" tabIndex={-1}>
      {children}
    </main>
  );
}

/** Footer and floating actions. */
export function ChromeAfter() {
  return (
    <>
      <Footer />
      <FloatingActions />
    </>
  );
}
