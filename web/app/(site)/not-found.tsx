import type { Metadata } from 'next';

import { NotFoundCard } from '@/components/site/not-found-card';

// Next.js adds noindex to every not-found answer itself.
export const metadata: Metadata = { title: '404 Page Not Found' };

/** A public page whose content is missing (an unpublished policy): inside the site's bar and footer. */
export default function SiteNotFound() {
  return <NotFoundCard />;
}
