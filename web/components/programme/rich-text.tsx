import { PortableText, type PortableTextComponents } from 'next-sanity';

import type { ProgrammeText } from '@/lib/content/sanity.types';

const components: PortableTextComponents = {
  block: { normal: ({ children }) => <p className="mt-3 first:mt-0">{children}</p> },
  list: {
    bullet: ({ children }) => <ul className="mt-3 list-disc space-y-1.5 pl-5">{children}</ul>,
    number: ({ children }) => <ol className="mt-3 list-decimal space-y-1.5 pl-5">{children}</ol>,
  },
  marks: {
    link: ({ children, value }) => {
      const href = (value as { href?: string } | undefined)?.href ?? '#';
      const external = /^https?:\/\//.test(href);
      return (
        <a
          href={href}
          className="font-medium text-brand-700 underline underline-offset-2"
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {children}
        </a>
      );
    },
  },
};

/** Programme copy from the studio: paragraphs, lists, bold, italic and links. */
export function RichText({ value, className }: { value: ProgrammeText; className?: string }) {
  return (
    <div className={className}>
      <PortableText value={value} components={components} />
    </div>
  );
}
