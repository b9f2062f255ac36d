import * as q from './queries';
import type { ContentTag } from './tags';

export interface ContentRead<Q extends string = string> {
  query: Q;
  params: Record<string, unknown>;
  /** Its cache tags: an edit to a document of any of these types revalidates what it returned. */
  tags: readonly ContentTag[];
}

function read<const Q extends string>(
  query: Q,
  tags: readonly ContentTag[],
  params: Record<string, unknown> = {},
): ContentRead<Q> {
  return { query, params, tags };
}

/** Every content read the site makes, each query paired with its tags in this one place. */
export const reads = {
  // The storefront.
  siteLayout: () => read(q.siteLayoutQuery, ['siteSettings', 'product']),
  seo: () => read(q.seoQuery, ['siteSettings', 'product']),
  landing: () => read(q.landingQuery, ['siteSettings', 'product', 'testimonial', 'faq']),
  whatYouGet: () => read(q.whatYouGetQuery, ['whatYouGetPage', 'offer', 'product']),
  aboutPage: () => read(q.aboutPageQuery, ['aboutPage']),
  contactPage: () => read(q.contactPageQuery, ['contactPage', 'faq']),
  policy: (slug: string) => read(q.policyQuery, ['policy'], { slug }),
  policySlugs: () => read(q.policySlugsQuery, ['policy']),
  checkoutSummary: () => read(q.checkoutSummaryQuery, ['product']),
  discountCode: (code: string) => read(q.discountCodeQuery, ['discountCode'], { code }),
  checkoutPage: () => read(q.checkoutPageQuery, ['checkoutPage', 'accountPages']),
  successPage: () => read(q.successPageQuery, ['successPage', 'siteSettings']),
  loginPage: () => read(q.loginPageQuery, ['accountPages']),
  signInPage: () => read(q.signInPageQuery, ['accountPages']),
  errorPages: () => read(q.errorPagesQuery, ['errorPages']),
  newsletterSignup: () => read(q.newsletterSignupQuery, ['newsletterSignup']),
  legalPages: () => read(q.legalPagesQuery, ['legalPages']),

  // The figures copy states as placeholders (./figures.ts), one read per source.
  productFigures: () => read(q.productFiguresQuery, ['product']),
  scheduleFigures: () => read(q.scheduleFiguresQuery, ['programmeStage', 'timelineItem', 'supplement']),
  waterFigures: () => read(q.waterFiguresQuery, ['waterGuidance']),

  // The members' area.
  dashboard: () => read(q.dashboardQuery, ['dashboardCopy']),
  membersArea: () => read(q.membersAreaQuery, ['membersArea']),
  journalCopy: () => read(q.journalCopyQuery, ['documentsCopy']),
  programmeName: () => read(q.programmeNameQuery, ['product']),
  programmeStages: () => read(q.programmeStagesQuery, ['programmeStage']),
  preparationPage: () =>
    read(q.preparationPageQuery, ['programmeStage', 'dietPlan', 'supplement', 'detoxItem', 'timelineItem']),
  waterGuidance: () => read(q.waterGuidanceQuery, ['waterGuidance']),
  stageScreen: (key: string) =>
    read(q.stageScreenQuery, ['programmeStage', 'timelineItem', 'accordionGroup', 'dietPlan'], { key }),
  reflectionStage: () => read(q.reflectionStageQuery, ['programmeStage']),
  reflectionExtras: () => read(q.reflectionExtrasQuery, ['reflectionExtras', 'successStory', 'certificate']),
  tracker: () => read(q.trackerQuery, ['trackerCopy', 'documentsCopy']),
  calendarEvents: () => read(q.calendarEventsQuery, ['timelineItem', 'programmeStage']),
  printableGuide: () =>
    read(q.printableGuideQuery, [
      'programmeStage',
      'timelineItem',
      'accordionGroup',
      'supplement',
      'dietPlan',
      'product',
      'certificate',
      'documentsCopy',
    ]),

  // The e-mails.
  orderEmail: () => read(q.orderEmailQuery, ['product']),
  orderEmailCopy: () => read(q.orderEmailCopyQuery, ['emailCopy']),
  signInEmailCopy: () => read(q.signInEmailCopyQuery, ['emailCopy']),
  accessWithdrawnEmailCopy: () => read(q.accessWithdrawnEmailCopyQuery, ['emailCopy']),
  operator: () => read(q.operatorQuery, ['siteSettings']),
  welcomeEmail: () => read(q.welcomeEmailQuery, ['emailCopy', 'product']),
  supportContact: () => read(q.supportContactQuery, ['siteSettings', 'product']),
} satisfies Record<string, (...args: never[]) => ContentRead>;
