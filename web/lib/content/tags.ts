/**
 * Cache tags are the document types a query reads, so a webhook naming a
 * changed document's type revalidates exactly the pages that show it.
 */
export type ContentTag = 'siteSettings' | 'product';

export function tagFor(documentType: string): string {
  return `sanity:${documentType}`;
}
