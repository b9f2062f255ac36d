import { serializeJsonLd } from '@/lib/seo/json-ld';

/** Structured data for search engines, as Next.js recommends: a script in the page body. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
