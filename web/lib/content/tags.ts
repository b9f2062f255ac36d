import type { AllSanitySchemaTypes } from './sanity.types';

/**
 * A cache tag per document type: each content read is tagged with the types it
 * reads, so a webhook naming a changed document's type revalidates exactly what
 * showed it. The types come from the generated schema types (`npm run typegen`),
 * so a new document type is a tag the moment it is in the schema: documents
 * have an `_id`, objects do not.
 */
export type ContentTag = Extract<AllSanitySchemaTypes, { _id: string }>['_type'];

export function tagFor(documentType: string): string {
  return `sanity:${documentType}`;
}
