import Link from 'next/link';
import { PortableText, type PortableTextComponents } from 'next-sanity';

import type { RichText as RichTextValue } from '@/lib/content/sanity.types';

/** Internal links stay in the app's router; anything else opens as an ordinary outbound link. */
function RichLink({ href, children }: { href: string; children: React.ReactNode }) {
  const className = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900';
  if (href.startsWith('/')) {
    return (
      <Link href={href} prefetch={false} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} rel="noopener noreferrer">
      {children}
    </a>
  );
}

const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p className="mt-4 leading-7 text-slate-800">{children}</p>,
    h2: ({ children }) => <h2 className="mt-10 text-2xl font-bold text-brand-900">{children}</h2>,
    h3: ({ children }) => <h3 className="mt-8 text-xl font-semibold text-brand-900">{children}</h3>,
  },
  list: {
    bullet: ({ children }) => <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-800">{children}</ul>,
    number: ({ children }) => <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-800">{children}</ol>,
  },
  listItem: ({ children }) => <li className="leading-7">{children}</li>,
  marks: {
    link: ({ value, children }) => <RichLink href={String(value?.href ?? '')}>{children}</RichLink>,
    strong: ({ children }) => <strong className="font-semibold text-slate-900">{children}</strong>,
  },
};

/** Editors' rich text (Portable Text) in the site's typography. */
export function RichText({ value }: { value: RichTextValue }) {
  return <PortableText value={value} components={components} />;
}
