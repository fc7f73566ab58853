import type { ReactNode } from 'react';
import { FloatingActions } from '../components/FloatingActions.tsx';
import { Footer } from '../components/Footer.tsx';
import { Header } from '../components/Header.tsx';

/** The chrome every page shares: skip link, header, the page's main content, footer, floating actions. */
export function SiteLayout({ children }: { children?: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <FloatingActions />
    </>
  );
}
