/** The name while the product document is unpublished; the loaders apply it so nothing downstream needs its own. */
export const DEFAULT_PROGRAMME_NAME = '24-Hour Reset';

export function programmeNameOr(name: string | null | undefined): string {
  return name ?? DEFAULT_PROGRAMME_NAME;
}
