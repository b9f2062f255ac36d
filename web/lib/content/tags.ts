/**
 * Cache tags are the document types a query reads, so a webhook naming a
 * changed document's type revalidates exactly the pages that show it.
 */
export type ContentTag =
  | 'siteSettings'
  | 'product'
  | 'offer'
  | 'whatYouGetPage'
  | 'aboutPage'
  | 'contactPage'
  | 'testimonial'
  | 'faq'
  | 'policy'
  | 'successStory'
  | 'reflectionExtras'
  | 'certificate'
  | 'emailCopy'
  | 'waterGuidance'
  | 'dashboardCopy'
  | 'trackerCopy'
  | 'programmeStage'
  | 'timelineItem'
  | 'accordionGroup'
  | 'dietPlan'
  | 'supplement'
  | 'detoxItem';

export function tagFor(documentType: string): string {
  return `sanity:${documentType}`;
}
