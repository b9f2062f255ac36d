import type { Rule } from 'sanity';

import { figuresStatedOnce } from './figures-in-copy';
import { discountCode } from './documents/discount-code';
import { faq } from './documents/faq';
import { policy } from './documents/policy';
import { successStory } from './documents/success-story';
import { testimonial } from './documents/testimonial';
import { callToAction } from './objects/call-to-action';
import { featureSection } from './objects/feature-section';
import { hero } from './objects/hero';
import { howItWorksStep } from './objects/how-it-works-step';
import { link } from './objects/link';
import { moduleCard } from './objects/module-card';
import { openGraph } from './objects/open-graph';
import { operator } from './objects/operator';
import { responseTime } from './objects/response-time';
import { richText } from './objects/rich-text';
import { trackerSection } from './objects/tracker-section';
import { aboutPage } from './singletons/about-page';
import { accountPages } from './singletons/account-pages';
import { certificate } from './singletons/certificate';
import { checkoutPage } from './singletons/checkout-page';
import { contactPage } from './singletons/contact-page';
import { dashboardCopy } from './singletons/dashboard-copy';
import { documentsCopy } from './singletons/documents-copy';
import { emailCopy } from './singletons/email-copy';
import { errorPages } from './singletons/error-pages';
import { legalPages } from './singletons/legal-pages';
import { membersArea } from './singletons/members-area';
import { newsletterSignup } from './singletons/newsletter-signup';
import { offer } from './singletons/offer';
import { product } from './singletons/product';
import { reflectionExtras } from './singletons/reflection-extras';
import { siteSettings } from './singletons/site-settings';
import { successPage } from './singletons/success-page';
import { trackerCopy } from './singletons/tracker-copy';
import { waterGuidance } from './singletons/water-guidance';
import { whatYouGetPage } from './singletons/what-you-get-page';
import { accordionGroup } from './documents/accordion-group';
import { detoxItem } from './documents/detox-item';
import { dietPlan } from './documents/diet-plan';
import { programmeStage } from './documents/programme-stage';
import { supplement } from './documents/supplement';
import { timelineItem } from './documents/timeline-item';
import { accordionOption } from './objects/accordion-option';
import { journalQuestion } from './objects/journal-question';
import { meal } from './objects/meal';
import { programmeText } from './objects/programme-text';
import { stageHero } from './objects/stage-hero';
import { stageSection } from './objects/stage-section';
import { videoLink } from './objects/video-link';

/** In the order the desk pins them (../structure.ts), under their titles. */
export const siteSingletons = [
  siteSettings,
  product,
  offer,
  whatYouGetPage,
  aboutPage,
  contactPage,
  checkoutPage,
  successPage,
  accountPages,
  errorPages,
  newsletterSignup,
  legalPages,
  dashboardCopy,
  trackerCopy,
  reflectionExtras,
  certificate,
  waterGuidance,
  membersArea,
  documentsCopy,
  emailCopy,
];

export const schemaTypes = [
  ...siteSingletons,
  testimonial,
  faq,
  policy,
  discountCode,
  successStory,
  hero,
  link,
  moduleCard,
  howItWorksStep,
  callToAction,
  richText,
  openGraph,
  operator,
  featureSection,
  responseTime,
  trackerSection,
  programmeStage,
  timelineItem,
  accordionGroup,
  dietPlan,
  supplement,
  detoxItem,
  programmeText,
  stageHero,
  stageSection,
  videoLink,
  accordionOption,
  meal,
  journalQuestion,
].map(withFiguresStatedOnce);

/** Types edited as one fixed document each, opened from the desk rather than created. */
export const singletonTypes = new Set<string>([...siteSingletons.map((type) => type.name)]);

/** Every document carries the rule that its copy types no figure a field holds (./figures-in-copy.ts). */
function withFiguresStatedOnce<T extends { type: string }>(type: T): T {
  if (type.type !== 'document') return type;
  return { ...type, validation: (rule: Rule) => rule.custom(figuresStatedOnce) };
}
