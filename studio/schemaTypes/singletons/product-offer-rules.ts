import type { CustomValidator } from 'sanity';

interface OfferFields {
  price?: number;
  regularPrice?: number;
}

const offerFields = (document: unknown): OfferFields => (document ?? {}) as OfferFields;

/** A reference price must be above the price charged, or the "saving" is no saving. */
export const regularPriceRule: CustomValidator<number | undefined> = (regular, context) => {
  const { price } = offerFields(context.document);
  if (regular === undefined || price === undefined) return true;
  return regular > price || 'The regular price must be higher than the price, or left empty when there is no offer.';
};

/** A discount claim (a regular price) is refused without what must be said beside it. */
export function requiredWithRegularPrice(what: string): CustomValidator<unknown> {
  return (value, context) => {
    const { regularPrice } = offerFields(context.document);
    if (regularPrice === undefined || (value !== undefined && value !== null && value !== '')) return true;
    return `A reduced price needs ${what}: fill it in, or remove the regular price.`;
  };
}

/** The prior price lies between the launch price and the regular price, or the reduction announced is not one. */
export const lowestPriceRule: CustomValidator<number | undefined> = (lowest, context) => {
  const { price, regularPrice } = offerFields(context.document);
  if (lowest === undefined || price === undefined) return true;
  if (lowest <= price) return 'This is not a reduction: the price was as low in the previous 30 days.';
  if (regularPrice !== undefined && lowest > regularPrice) return 'It cannot be higher than the regular price.';
  return true;
};
