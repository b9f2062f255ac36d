import type { AllSanitySchemaTypes } from './sanity.types';

/** A cache tag per document type, so a webhook naming a type revalidates exactly what showed it. */
export type ContentTag = Extract<AllSanitySchemaTypes, { _id: string }>['_type'];

export function tagFor(documentType: string): string {
  return `sanity:${documentType}`;
}
