import {
  aboutPageQuery,
  accessWithdrawnEmailCopyQuery,
  calendarEventsQuery,
  checkoutPageQuery,
  checkoutSummaryQuery,
  contactPageQuery,
  dashboardQuery,
  errorPagesQuery,
  journalCopyQuery,
  landingQuery,
  legalPagesQuery,
  loginPageQuery,
  membersAreaQuery,
  newsletterSignupQuery,
  operatorQuery,
  orderEmailCopyQuery,
  orderEmailQuery,
  policyQuery,
  policySlugsQuery,
  preparationPageQuery,
  printableGuideQuery,
  productFiguresQuery,
  programmeNameQuery,
  programmeStagesQuery,
  reflectionExtrasQuery,
  reflectionStageQuery,
  scheduleFiguresQuery,
  seoQuery,
  signInEmailCopyQuery,
  signInPageQuery,
  siteLayoutQuery,
  stageScreenQuery,
  successPageQuery,
  supportContactQuery,
  trackerQuery,
  waterFiguresQuery,
  waterGuidanceQuery,
  welcomeEmailQuery,
  whatYouGetQuery,
} from './queries';
import type { ContentTag } from './tags';

/** One query of queries.ts with its parameters and the document types it reads. */
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

/**
 * Every content read the site makes, each query paired with its tags in this
 * one place (tests/integration/content-reads.test.ts checks each pairing
 * against the seed dataset). The loaders (storefront.ts, programme.ts, emails.ts) run them.
 */
export const reads = {
  // The storefront.
  siteLayout: () => read(siteLayoutQuery, ['siteSettings', 'product']),
  seo: () => read(seoQuery, ['siteSettings', 'product']),
  landing: () => read(landingQuery, ['siteSettings', 'product', 'testimonial', 'faq']),
  whatYouGet: () => read(whatYouGetQuery, ['whatYouGetPage', 'offer', 'product']),
  aboutPage: () => read(aboutPageQuery, ['aboutPage']),
  contactPage: () => read(contactPageQuery, ['contactPage', 'faq']),
  policy: (slug: string) => read(policyQuery, ['policy'], { slug }),
  policySlugs: () => read(policySlugsQuery, ['policy']),
  checkoutSummary: () => read(checkoutSummaryQuery, ['product']),
  checkoutPage: () => read(checkoutPageQuery, ['checkoutPage', 'accountPages']),
  successPage: () => read(successPageQuery, ['successPage', 'siteSettings']),
  loginPage: () => read(loginPageQuery, ['accountPages']),
  signInPage: () => read(signInPageQuery, ['accountPages']),
  errorPages: () => read(errorPagesQuery, ['errorPages']),
  newsletterSignup: () => read(newsletterSignupQuery, ['newsletterSignup']),
  legalPages: () => read(legalPagesQuery, ['legalPages']),

  // The figures copy states as placeholders (./figures.ts), one read per source.
  productFigures: () => read(productFiguresQuery, ['product']),
  scheduleFigures: () => read(scheduleFiguresQuery, ['programmeStage', 'timelineItem', 'supplement']),
  waterFigures: () => read(waterFiguresQuery, ['waterGuidance']),

  // The members' area.
  dashboard: () => read(dashboardQuery, ['dashboardCopy']),
  membersArea: () => read(membersAreaQuery, ['membersArea']),
  journalCopy: () => read(journalCopyQuery, ['documentsCopy']),
  programmeName: () => read(programmeNameQuery, ['product']),
  programmeStages: () => read(programmeStagesQuery, ['programmeStage']),
  preparationPage: () =>
    read(preparationPageQuery, ['programmeStage', 'dietPlan', 'supplement', 'detoxItem', 'timelineItem']),
  waterGuidance: () => read(waterGuidanceQuery, ['waterGuidance']),
  stageScreen: (key: string) =>
    read(stageScreenQuery, ['programmeStage', 'timelineItem', 'accordionGroup', 'dietPlan'], { key }),
  reflectionStage: () => read(reflectionStageQuery, ['programmeStage']),
  reflectionExtras: () => read(reflectionExtrasQuery, ['reflectionExtras', 'successStory', 'certificate']),
  tracker: () => read(trackerQuery, ['trackerCopy', 'documentsCopy']),
  calendarEvents: () => read(calendarEventsQuery, ['timelineItem', 'programmeStage']),
  printableGuide: () =>
    read(printableGuideQuery, [
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
  orderEmail: () => read(orderEmailQuery, ['product']),
  orderEmailCopy: () => read(orderEmailCopyQuery, ['emailCopy']),
  signInEmailCopy: () => read(signInEmailCopyQuery, ['emailCopy']),
  accessWithdrawnEmailCopy: () => read(accessWithdrawnEmailCopyQuery, ['emailCopy']),
  operator: () => read(operatorQuery, ['siteSettings']),
  welcomeEmail: () => read(welcomeEmailQuery, ['emailCopy', 'product']),
  supportContact: () => read(supportContactQuery, ['siteSettings', 'product']),
} satisfies Record<string, (...args: never[]) => ContentRead>;
