import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

// The not-found page's own title is not applied when this catch-all renders it, so it is set here.
export const metadata: Metadata = { title: '404 Page Not Found' };

/**
 * Any path no other route matches lands here and gets this
 * group's not-found page, inside the site's bar and footer. A root
 * not-found.tsx would need its own bar and footer, and Next.js puts the root
 * not-found into every page's payload; a global-not-found.tsx avoids that, but
 * next/link cannot navigate away from it (vercel/next.js#88341).
 */
export default function MissingPage(): never {
  notFound();
}
