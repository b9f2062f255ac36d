import { defineDocuments, defineLocations, type DocumentLocationResolvers } from 'sanity/presentation';

// Where each document shows, for the Presentation tool; the site's loaders (web/lib/content/reads.ts) decide it.

const HOME = { title: 'Home', href: '/' };
const WHAT_YOU_GET = { title: 'What you get', href: '/what-you-get' };
const CHECKOUT = { title: 'Checkout', href: '/checkout' };
const SUCCESS = { title: 'Payment success', href: '/payment-success' };
const LOGIN = { title: 'Log in', href: '/login' };
const ABOUT = { title: 'About', href: '/about' };
const CONTACT = { title: 'Contact', href: '/contact' };
const PREPARATION = { title: 'Welcome & Prep (members)', href: '/product/reset/welcome' };
const REFLECTION = { title: 'Final Reflection (members)', href: '/product/reset/reflection' };
const DASHBOARD = { title: 'Dashboard (members)', href: '/dashboard' };
const TRACKER = { title: 'Daily Reset Tracker (members)', href: '/daily-reset-tracker' };
/** The members' printables: files a signed-in member opens or downloads, drafts included in a preview. */
const PRINTABLES = [
  { title: 'Printable guide, print view (members)', href: '/assets/printable-guide.html' },
  { title: 'Printable guide, PDF (members)', href: '/api/guide' },
  TRACKER,
  { title: 'Tracker sheets, PDF (members)', href: '/api/tracker' },
  { title: 'Reflection journal (members)', href: '/assets/reflection-journal.html' },
];
/** The e-mails' previews, in draft mode only: the list, and each e-mail the e-mail copy writes. */
const EMAIL_PREVIEWS = [
  { title: 'All e-mails (preview)', href: '/preview/emails' },
  { title: 'Order confirmation e-mail', href: '/preview/emails/order-confirmation' },
  { title: 'Welcome e-mail', href: '/preview/emails/welcome' },
  { title: 'Sign-in link e-mail', href: '/preview/emails/sign-in-link' },
  { title: 'Access withdrawn e-mail', href: '/preview/emails/access-withdrawn' },
];

const stagePath = (key: string) => `/product/reset/${key}`;
const TIMELINE_STAGES = ['Morning', 'Midday', 'Afternoon'].map((title) => ({
  title: `${title} (members)`,
  href: stagePath(title.toLowerCase()),
}));
/** A stage's screen, for the stage and for its timeline items. */
const stageScreen = defineLocations({
  select: { title: 'title', key: 'key' },
  resolve: (doc) =>
    doc?.key ? { locations: [{ title: `${doc.title ?? doc.key} (members)`, href: stagePath(doc.key) }] } : null,
});

export const locations: DocumentLocationResolvers = {
  siteSettings: {
    locations: [HOME, WHAT_YOU_GET, ABOUT, CONTACT, CHECKOUT],
    message: 'The bar and footer of every page',
  },
  product: { locations: [HOME, WHAT_YOU_GET, CHECKOUT] },
  offer: { locations: [WHAT_YOU_GET] },
  whatYouGetPage: { locations: [WHAT_YOU_GET] },
  aboutPage: { locations: [ABOUT] },
  contactPage: { locations: [CONTACT] },
  checkoutPage: { locations: [CHECKOUT] },
  successPage: { locations: [SUCCESS] },
  accountPages: {
    locations: [LOGIN, CHECKOUT],
    message: 'Also the page an e-mailed sign-in link opens (/sign-in)',
  },
  errorPages: { message: 'Any address the site does not have, and a page that fails to load', tone: 'caution' },
  newsletterSignup: { locations: [HOME, REFLECTION] },
  legalPages: {
    locations: [
      { title: 'Legal notice', href: '/legal-notice' },
      { title: 'Privacy policy', href: '/privacy-policy' },
      { title: 'Terms of service', href: '/terms-of-service' },
      { title: 'Cookie policy', href: '/cookie-policy' },
      { title: 'Refund policy', href: '/refund-policy' },
    ],
  },
  testimonial: { locations: [HOME] },
  discountCode: { locations: [CHECKOUT], message: 'Typed by buyers under “Have a code?”' },
  faq: defineLocations({
    select: { title: 'question', placement: 'placement' },
    resolve: (doc) => ({
      locations: [
        ...(doc?.placement === 'landing' || doc?.placement === 'both' ? [HOME] : []),
        ...(doc?.placement === 'contact' || doc?.placement === 'both' ? [CONTACT] : []),
      ],
    }),
  }),
  policy: defineLocations({
    select: { title: 'title', slug: 'slug.current' },
    resolve: (doc) => (doc?.slug ? { locations: [{ title: doc.title ?? doc.slug, href: `/${doc.slug}` }] } : null),
  }),
  dashboardCopy: { locations: [DASHBOARD] },
  trackerCopy: { locations: [TRACKER] },
  programmeStage: stageScreen,
  timelineItem: { ...stageScreen, select: { title: 'stage.title', key: 'stage.key' } },
  accordionGroup: { locations: TIMELINE_STAGES, message: 'In the timeline of the stages whose items open it' },
  dietPlan: { locations: [PREPARATION, ...TIMELINE_STAGES] },
  supplement: { locations: [PREPARATION] },
  detoxItem: { locations: [PREPARATION] },
  waterGuidance: { locations: [PREPARATION] },
  reflectionExtras: { locations: [REFLECTION] },
  successStory: { locations: [REFLECTION] },
  certificate: { locations: [REFLECTION] },
  membersArea: {
    locations: [DASHBOARD, PREPARATION, ...TIMELINE_STAGES, REFLECTION, TRACKER],
    message: 'The programme bar and tabs of every members’ page',
  },
  documentsCopy: {
    locations: PRINTABLES,
    message: 'Members’ files: open them in a tab signed in as a member',
  },
  emailCopy: {
    locations: EMAIL_PREVIEWS,
    message: 'The e-mails, composed from the drafts with a sample order; nothing is sent',
  },
};

export const mainDocuments = defineDocuments([
  { route: '/', filter: `_type == "siteSettings" && _id == "siteSettings"` },
  { route: '/what-you-get', filter: `_type == "whatYouGetPage" && _id == "whatYouGetPage"` },
  { route: '/about', filter: `_type == "aboutPage" && _id == "aboutPage"` },
  { route: '/contact', filter: `_type == "contactPage" && _id == "contactPage"` },
  { route: '/checkout', filter: `_type == "checkoutPage" && _id == "checkoutPage"` },
  { route: '/payment-success', filter: `_type == "successPage" && _id == "successPage"` },
  { route: '/success', filter: `_type == "successPage" && _id == "successPage"` },
  { route: '/login', filter: `_type == "accountPages" && _id == "accountPages"` },
  { route: '/dashboard', filter: `_type == "dashboardCopy" && _id == "dashboardCopy"` },
  { route: '/daily-reset-tracker', filter: `_type == "trackerCopy" && _id == "trackerCopy"` },
  { route: '/preview/emails', filter: `_type == "emailCopy" && _id == "emailCopy"` },
  { route: '/preview/emails/:kind', filter: `_type == "emailCopy" && _id == "emailCopy"` },
  { route: '/product/reset/:key', filter: `_type == "programmeStage" && key == $key` },
  { route: '/legal-notice', filter: `_type == "legalPages" && _id == "legalPages"` },
  { route: '/:slug', filter: `_type == "policy" && slug.current == $slug` },
]);
