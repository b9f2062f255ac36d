import Link from 'next/link';

import { BrandMark } from './brand-image';

/** Not prefetched: on the landing page it points at itself, and the home page is static. */
export function SiteLogo({ title }: { title: string }) {
  return (
    <Link
      href="/"
      prefetch={false}
      className="flex items-center gap-2 rounded-md text-lg font-bold text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <BrandMark size={32} className="size-8 shrink-0" />
      <span>{title}</span>
    </Link>
  );
}
