import 'server-only';

import { currentPrice } from '../pricing';
import { pagePrice, readContent, type ReadOptions } from './cache';
import { reads } from './reads';
import { fillWords } from './words';

/** The bar's and footer's content on every page, with the price the mobile buttons show. */
export async function getSiteLayout() {
  const layout = await readContent(reads.siteLayout());
  if (!layout?.product) throw new Error('The navigation needs the site settings and product documents.');
  return { ...layout, price: (await pagePrice(layout.product)).label };
}

export type SiteLayout = Awaited<ReturnType<typeof getSiteLayout>>;

/** Default metadata, the share card and the structured data: never carrying a preview's stega. */
export async function getSeo() {
  const { site, product } = await readContent(reads.seo(), { stega: false });
  if (!site || !product) throw new Error('SEO needs the site settings and product documents.');
  return { site, product, price: await pagePrice(product) };
}

export async function getLanding() {
  const landing = await readContent(reads.landing());
  const { hero, product, howItWorks, testimonialsSection, programmeSection, appsSection, faqSection } = landing;
  if (!hero || !product || !howItWorks || !testimonialsSection || !programmeSection || !appsSection || !faqSection) {
    throw new Error('The landing page needs the site settings and product documents.');
  }
  return {
    hero,
    product,
    price: await pagePrice(product),
    howItWorks,
    testimonialsSection,
    programmeSection,
    appsSection,
    faqSection,
    testimonials: landing.testimonials,
    faqs: landing.faqs,
  };
}

export async function getWhatYouGet() {
  const { page, offer, product } = await readContent(reads.whatYouGet());
  if (!page || !offer || !product) throw new Error('/what-you-get needs its page, the offer and the product.');
  return { page, offer, product, price: await pagePrice(product) };
}

export async function getAboutPage() {
  const page = await readContent(reads.aboutPage());
  if (!page) throw new Error('/about needs the about page document.');
  return page;
}

export async function getContactPage() {
  const { page, faqs } = await readContent(reads.contactPage());
  if (!page) throw new Error('/contact needs the contact page document.');
  return { page, faqs };
}

/** One policy by its slug, or null when there is none (an unpublished policy). */
export function getPolicy(slug: string) {
  return readContent(reads.policy(slug));
}

export type Policy = NonNullable<Awaited<ReturnType<typeof getPolicy>>>;

/** Every published policy's slug and date: the policy pages and the sitemap. */
export function getPolicySlugs() {
  return readContent(reads.policySlugs(), { stega: false });
}

/**
 * What the checkout shows, priced at this request's moment by the function
 * the charge uses. The amount charged is read past the cache (web/lib/orders/price.ts).
 */
export async function getCheckoutProduct(now: Date = new Date()) {
  const product = await readContent(reads.checkoutSummary());
  if (!product) throw new Error('The product document is missing.');
  return { ...product, priceNow: currentPrice(product, now) };
}

/*
 * The buying and signing-in pages' words. Metadata asks with `{ stega: false }`:
 * a preview's invisible marks have no place in a title.
 */

/** /checkout's words; the product's summary is getCheckoutProduct's. */
export async function getCheckoutPage(options?: ReadOptions) {
  const { page, linkRequest } = await readContent(reads.checkoutPage(), options);
  if (!page || !linkRequest) throw new Error('/checkout needs the checkout page and the login pages documents.');
  return { ...page, linkRequest };
}

export type CheckoutPageCopy = Awaited<ReturnType<typeof getCheckoutPage>>;

/** The page after payment (/payment-success and /success) and its marketing opt-in. */
export async function getSuccessPage(options?: ReadOptions) {
  const read = await readContent(reads.successPage(), options);
  if (!read?.held || !read.supportEmail) {
    throw new Error('/payment-success needs the payment success page document and the support address.');
  }
  const { supportEmail, held, ...page } = read;
  return { ...page, held: { ...held, message: fillWords(held.message, { supportEmail }) } };
}

export type SuccessPageCopy = Awaited<ReturnType<typeof getSuccessPage>>;

/** What the success page's check answers for a payment held for support: the page's words, without a preview's stega. */
export async function getHeldPurchaseMessage(): Promise<string> {
  return (await getSuccessPage({ stega: false })).held.message;
}

export async function getLoginPage(options?: ReadOptions) {
  const page = await readContent(reads.loginPage(), options);
  if (!page?.login || !page.linkRequest) throw new Error('/login needs the login and sign-in pages document.');
  return { ...page.login, linkRequest: page.linkRequest };
}

export type SignInLinkRequestCopy = Awaited<ReturnType<typeof getLoginPage>>['linkRequest'];

export async function getSignInPage(options?: ReadOptions) {
  const page = await readContent(reads.signInPage(), options);
  if (!page) throw new Error('/sign-in needs the login and sign-in pages document.');
  return page;
}

/** The not-found page's and the error page's words. */
export async function getErrorPages() {
  const pages = await readContent(reads.errorPages());
  if (!pages?.notFound || !pages.error) throw new Error('The error pages need their document.');
  return { notFound: pages.notFound, error: pages.error };
}

export type ErrorPageCopy = Awaited<ReturnType<typeof getErrorPages>>['error'];
export type NotFoundCopy = Awaited<ReturnType<typeof getErrorPages>>['notFound'];

/** The newsletter form of the home page and the final reflection page. */
export async function getNewsletterSignup() {
  const copy = await readContent(reads.newsletterSignup());
  if (!copy) throw new Error('The newsletter form needs the newsletter sign-up document.');
  return copy;
}

export type NewsletterCopy = Awaited<ReturnType<typeof getNewsletterSignup>>;

/** The legal notice's words, and the label of a policy's date. */
export async function getLegalPages() {
  const pages = await readContent(reads.legalPages());
  if (!pages?.notice) throw new Error('The legal notice and the policies need the legal pages document.');
  return { lastUpdatedLabel: pages.lastUpdatedLabel, notice: pages.notice };
}

export type LegalNoticeCopy = Awaited<ReturnType<typeof getLegalPages>>['notice'];
