import 'server-only';

import { currentPrice } from '../pricing';
import { pagePrice, readContent, readRequired, type ReadOptions, required } from './cache';
import { reads } from './reads';
import { fillWords } from './words';

const SETTINGS_AND_PRODUCT = 'The site settings or product document';

/** The bar's and footer's content on every page, with the price the mobile buttons show. */
export async function getSiteLayout() {
  const layout = required(await readContent(reads.siteLayout()), SETTINGS_AND_PRODUCT, 'product');
  return { ...layout, price: (await pagePrice(layout.product)).label };
}

export type SiteLayout = Awaited<ReturnType<typeof getSiteLayout>>;

export async function getSeo() {
  const seo = required(await readContent(reads.seo(), { stega: false }), SETTINGS_AND_PRODUCT, 'site', 'product');
  return { ...seo, price: await pagePrice(seo.product) };
}

export async function getLanding() {
  const landing = required(
    await readContent(reads.landing()),
    SETTINGS_AND_PRODUCT,
    'hero',
    'product',
    'howItWorks',
    'testimonialsSection',
    'programmeSection',
    'appsSection',
    'faqSection',
  );
  return { ...landing, price: await pagePrice(landing.product) };
}

export async function getWhatYouGet() {
  const read = required(
    await readContent(reads.whatYouGet()),
    '/what-you-get’s page, offer or product',
    'page',
    'offer',
    'product',
  );
  return { ...read, price: await pagePrice(read.product) };
}

export function getAboutPage() {
  return readRequired(reads.aboutPage(), 'The about page document');
}

export async function getContactPage() {
  return required(await readContent(reads.contactPage()), 'The contact page document', 'page');
}

export function getPolicy(slug: string) {
  return readContent(reads.policy(slug));
}

export type Policy = NonNullable<Awaited<ReturnType<typeof getPolicy>>>;

export function getPolicySlugs() {
  return readContent(reads.policySlugs(), { stega: false });
}

/** Priced by the function the charge uses; the amount charged is read past the cache (web/lib/orders/price.ts). */
export async function getCheckoutProduct(now: Date = new Date()) {
  const product = await readRequired(reads.checkoutSummary(), 'The product document');
  return { ...product, priceNow: currentPrice(product, now) };
}

export async function getCheckoutPage(options?: ReadOptions) {
  const { page, linkRequest } = await readContent(reads.checkoutPage(), options);
  if (!page || !linkRequest) throw new Error('/checkout needs the checkout page and the login pages documents.');
  return { ...page, linkRequest };
}

export type CheckoutPageCopy = Awaited<ReturnType<typeof getCheckoutPage>>;

export async function getSuccessPage(options?: ReadOptions) {
  const read = await readContent(reads.successPage(), options);
  if (!read?.held || !read.supportEmail) {
    throw new Error('/payment-success needs the payment success page document and the support address.');
  }
  const { supportEmail, held, ...page } = read;
  return { ...page, held: { ...held, message: fillWords(held.message, { supportEmail }) } };
}

export type SuccessPageCopy = Awaited<ReturnType<typeof getSuccessPage>>;

/** What the success page's check answers for a payment held for support, without a preview's stega. */
export async function getHeldPurchaseMessage(): Promise<string> {
  return (await getSuccessPage({ stega: false })).held.message;
}

export async function getLoginPage(options?: ReadOptions) {
  const page = await readContent(reads.loginPage(), options);
  if (!page?.login || !page.linkRequest) throw new Error('/login needs the login and sign-in pages document.');
  return { ...page.login, linkRequest: page.linkRequest };
}

export type SignInLinkRequestCopy = Awaited<ReturnType<typeof getLoginPage>>['linkRequest'];

export function getSignInPage(options?: ReadOptions) {
  return readRequired(reads.signInPage(), 'The sign-in page (accountPages.signIn)', options);
}

export async function getErrorPages() {
  return required(await readContent(reads.errorPages()), 'The error pages document', 'notFound', 'error');
}

export type ErrorPageCopy = Awaited<ReturnType<typeof getErrorPages>>['error'];
export type NotFoundCopy = Awaited<ReturnType<typeof getErrorPages>>['notFound'];

export function getNewsletterSignup() {
  return readRequired(reads.newsletterSignup(), 'The newsletter sign-up document');
}

export type NewsletterCopy = Awaited<ReturnType<typeof getNewsletterSignup>>;

export async function getLegalPages() {
  return required(await readContent(reads.legalPages()), 'The legal pages document', 'notice');
}

export type LegalNoticeCopy = Awaited<ReturnType<typeof getLegalPages>>['notice'];
