import { defineQuery } from 'next-sanity';

/**
 * Every GROQ query the site runs. Each runs unchanged against the Sanity
 * Content Lake and against the local seed dataset (groq-js); result types are
 * generated into sanity.types.ts by `npm run typegen`.
 */

export const landingQuery = defineQuery(`{
  "hero": *[_type == "siteSettings" && _id == "siteSettings"][0].hero{ headline, subline, ctaLabel },
  "product": *[_type == "product" && _id == "product"][0]{ name, price, currency }
}`);
