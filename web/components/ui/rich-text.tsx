import Link from 'next/link';
import { PortableText, type PortableTextComponents } from 'next-sanity';
import type { ReactNode } from 'react';

import type { ProgrammeText, RichText as SiteText } from '@/lib/content/sanity.types';

import { NewTabLink } from './new-tab-link';

const linkClasses = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** Not prefetched: rich text is full of links few people follow. */
function RichLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith('/')) {
    return (
      <Link href={href} prefetch={false} className={linkClasses}>
        {children}
      </Link>
    );
  }
  if (/^https?:\/\//.test(href)) {
    return (
      <NewTabLink href={href} className={linkClasses}>
        {children}
      </NewTabLink>
    );
  }
  return (
    <a href={href} className={linkClasses}>
      {children}
    </a>
  );
}

const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p className="mt-4 first:mt-0">{children}</p>,
    h2: ({ children }) => <h2 className="mt-10 text-2xl font-bold text-brand-900">{children}</h2>,
    h3: ({ children }) => <h3 className="mt-8 text-xl font-semibold text-brand-900">{children}</h3>,
  },
  list: {
    bullet: ({ children }) => <ul className="mt-4 list-disc space-y-2 pl-6 first:mt-0">{children}</ul>,
    number: ({ children }) => <ol className="mt-4 list-decimal space-y-2 pl-6 first:mt-0">{children}</ol>,
  },
  marks: {
    link: ({ value, children }) => <RichLink href={String(value?.href ?? '')}>{children}</RichLink>,
    strong: ({ children }) => <strong className="font-semibold">{children}</strong>,
  },
};

export function RichText({ value, className }: { value: SiteText | ProgrammeText; className?: string }) {
  return (
    <div className={className}>
      <PortableText value={value} components={components} />
    </div>
  );
}
