// The site's pages, written out by hand as the product fixes them: the tests hold
// the build to this list, so it must not be derived from the build.

/** The public pages with content of their own (the checkout and the sign-in pages aside). */
export const PUBLIC_PAGES = [
  '/',
  '/what-you-get',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/refund-policy',
  '/legal-notice',
] as const;

/** The programme's pages, behind the session (the dashboard aside). */
export const PROGRAMME_PAGES = [
  '/product/reset/welcome',
  '/product/reset/morning',
  '/product/reset/midday',
  '/product/reset/afternoon',
  '/product/reset/evening',
  '/product/reset/reflection',
  '/daily-reset-tracker',
] as const;

/** Every members' page. */
export const MEMBERS_PAGES = ['/dashboard', ...PROGRAMME_PAGES] as const;

/** Every page a link may point to, the buying and signing-in pages included. */
export const SITE_PAGES = [
  ...PUBLIC_PAGES,
  '/checkout',
  '/payment-success',
  '/success',
  '/login',
  ...MEMBERS_PAGES,
] as const;

/** The members' printable files (print views and PDFs), beside the pages that offer them. */
export const MEMBERS_FILES = [
  '/assets/printable-guide.html',
  '/api/guide',
  '/api/tracker',
  '/api/tracker/html',
  '/assets/reflection-journal.html',
] as const;

/** The editors' previews of the e-mails, which answer only in draft mode: the list, and one per kind. */
export const EMAIL_PREVIEW_PAGES = [
  '/preview/emails',
  '/preview/emails/order-confirmation',
  '/preview/emails/welcome',
  '/preview/emails/sign-in-link',
  '/preview/emails/access-withdrawn',
  '/preview/emails/payment-held',
  '/preview/emails/contact-message',
] as const;
