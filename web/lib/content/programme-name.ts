/**
 * The programme's name where the product document gives none (it is required,
 * so only while the product is unpublished): the one fallback, which the
 * loaders apply so nothing downstream needs its own.
 */
export const DEFAULT_PROGRAMME_NAME = '24-Hour Reset';

export function programmeNameOr(name: string | null | undefined): string {
  return name ?? DEFAULT_PROGRAMME_NAME;
}
