import Link from 'next/link';

/**
 * The logo mark (the same drawing as the favicon) and the site's name, linking
 * home. Not prefetched: on the landing page it points at the page itself, and
 * the home page is static, so following it from elsewhere is quick anyway.
 */
export function SiteLogo({ title }: { title: string }) {
  return (
    <Link
      href="/"
      prefetch={false}
      className="flex items-center gap-2 rounded-md text-lg font-bold text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" fill="#12663c" />
        <path d="M22.5 11.5A8 8 0 1 0 24 16" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
        <path
          d="M24.5 7.5v5h-5"
          fill="none"
          stroke="#fff"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{title}</span>
    </Link>
  );
}
