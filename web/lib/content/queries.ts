import { defineQuery } from 'next-sanity';

// Each query runs unchanged on the Content Lake and on the local dataset (groq-js); `npm run typegen` types them.

const settingsFilter = /* groq */ `_type == "siteSettings" && _id == "siteSettings"`;

const productFilter = /* groq */ `_type == "product" && _id == "product"`;

const heroProjection = /* groq */ `{ headline, subline, ctaLabel }`;

const linkProjection = /* groq */ `{ _key, label, href }`;

const moduleCardProjection = /* groq */ `{ _key, title, text, href, linkLabel }`;

const callToActionProjection = /* groq */ `{ heading, text, buttonLabel, href }`;

const faqProjection = /* groq */ `{ _id, question, answer }`;

const guaranteeProjection = /* groq */ `{ title, days, conditions }`;

const operatorProjection = /* groq */ `{
  legalName, postalAddress, supportEmail, companyNumber, vatNumber, vatRatePercent, governingLaw
}`;

/** Every price field: whatever shows or charges the price prices it with currentPrice (web/lib/pricing.ts). */
const priceFields = /* groq */ `price, currency, regularPrice, offerEndsAt, lowestPrice30Days`;

export const landingQuery = defineQuery(`{
  "hero": *[${settingsFilter}][0].hero{ headline, subline, ctaLabel, priceNote },
  "product": *[${productFilter}][0]{ name, ${priceFields} },
  "howItWorks": *[${settingsFilter}][0].howItWorks{ heading, intro, steps[]{ _key, title, text } },
  "testimonialsSection": *[${settingsFilter}][0].testimonialsSection{ heading, intro },
  "programmeSection": *[${settingsFilter}][0].programmeSection{ heading, intro, modules[]${moduleCardProjection} },
  "appsSection": *[${settingsFilter}][0].appsSection{
    heading, text, badgeNote, emailPlaceholder, buttonLabel, privacyNote
  },
  "faqSection": *[${settingsFilter}][0].faqSection{ heading, intro },
  "testimonials": *[_type == "testimonial"] | order(order asc){
    _id, name, role, "portrait": image{ "url": asset->url, hotspot{ x, y } }, initials, content, benefit, rating
  },
  "faqs": *[_type == "faq" && placement in ["landing", "both"]] | order(order asc)${faqProjection}
}`);

export const siteLayoutQuery = defineQuery(`*[${settingsFilter}][0]{
  title,
  navigation{ links[]${linkProjection}, loginLabel, ctaLabel, mobileCtaLabel },
  footer{ tagline, copyrightHolder, columns[]{ _key, heading, links[]${linkProjection} } },
  operator${operatorProjection},
  "product": *[${productFilter}][0]{ ${priceFields} }
}`);

export const seoQuery = defineQuery(`{
  "site": *[${settingsFilter}][0]{
    title, description,
    openGraph{ title, description, siteName, "imageUrl": image.asset->url, "imageAlt": image.alt },
    "organizationName": footer.copyrightHolder
  },
  "product": *[${productFilter}][0]{
    name, summary, ${priceFields}, availability, rating{ ratingValue, reviewCount }
  }
}`);

export const whatYouGetQuery = defineQuery(`{
  "page": *[_type == "whatYouGetPage" && _id == "whatYouGetPage"][0]{
    seoTitle, seoDescription,
    hero${heroProjection},
    includedHeading,
    included[]{ _key, title, text, points },
    purchase${callToActionProjection},
    priceNote
  },
  "offer": *[_type == "offer" && _id == "offer"][0]{
    title, description, ctaText, ctaLink, expiredHeading, expiredText,
    priceLabels{ regularPrice, launchPrice, saving, lowestPrice },
    "endDate": *[${productFilter}][0].offerEndsAt
  },
  "product": *[${productFilter}][0]{ name, ${priceFields}, features, guarantee${guaranteeProjection} }
}`);

export const aboutPageQuery = defineQuery(`*[_type == "aboutPage" && _id == "aboutPage"][0]{
  seoTitle, seoDescription, heading, intro,
  founderStory{ heading, body },
  mission{ heading, text },
  audience{ heading, groups[]{ _key, title, text } },
  promise{ heading, text },
  cta${callToActionProjection}
}`);

export const contactPageQuery = defineQuery(`{
  "page": *[_type == "contactPage" && _id == "contactPage"][0]{
    seoTitle, seoDescription, heading, intro, formHeading, responseTimesHeading,
    responseTimes[]{ _key, kind, label, hours, text },
    supportHoursHeading, supportHours, faqHeading
  },
  "faqs": *[_type == "faq" && placement in ["contact", "both"]] | order(order asc)${faqProjection}
}`);

export const policyQuery = defineQuery(`*[_type == "policy" && slug.current == $slug][0]{
  title,
  "slug": slug.current,
  lastUpdated, summary, body
}`);

export const policySlugsQuery = defineQuery(`*[_type == "policy" && defined(slug.current)] | order(slug.current asc){
  "slug": slug.current,
  title, lastUpdated
}`);

/** The checkout's left-hand summary. The amount charged is read on the server, never from the page. */
export const checkoutSummaryQuery = defineQuery(`*[${productFilter}][0]{
  name, summary,
  ${priceFields},
  features, donationLine, climateLine,
  impact{ heading, text },
  protectionNotes,
  guarantee${guaranteeProjection}
}`);

export const discountCodeQuery = defineQuery(`*[_type == "discountCode" && code == $code][0]{
  code, discountType, value, startsAt, endsAt, maxUses, active
}`);

export const checkoutPageQuery = defineQuery(`{
  "page": *[_type == "checkoutPage" && _id == "checkoutPage"][0]{
    seoTitle, seoDescription, heading, intro,
    summary{
      detailsLabel, totalLabel, regularPriceLabel, savingLabel, lowestPriceLabel, oneTimeNote, protectionHeading
    },
    payment{ heading, emailLabel, emailHint, continueLabel },
    hasAccess{ message, loginLabel, otherEmailLabel }
  },
  "linkRequest": *[_type == "accountPages" && _id == "accountPages"][0].linkRequest{ emailLabel, buttonLabel }
}`);

export const successPageQuery = defineQuery(`*[_type == "successPage" && _id == "successPage"][0]{
  seoTitle, heading, paidText, pendingText,
  credentials{
    heading, passwordNote, usernameLabel, passwordLabel, failedHeading, checkEmail, failedNote, loginLabel,
    readyAnnouncement, notShownAnnouncement
  },
  noPayment{ heading, text, checkoutLabel, loginLabel },
  held{ heading, message, contactLabel, announcement },
  optIn{ heading, text, firstNameLabel, emailLabel, consentLabel, buttonLabel, doneHeading, doneText },
  "supportEmail": *[${settingsFilter}][0].operator.supportEmail
}`);

export const loginPageQuery = defineQuery(`*[_type == "accountPages" && _id == "accountPages"][0]{
  login{
    seoTitle, seoDescription, heading, intro, usernameLabel, passwordLabel, submitLabel, lostPasswordHeading,
    lostPasswordText, backLabel
  },
  linkRequest{ emailLabel, buttonLabel }
}`);

export const signInPageQuery = defineQuery(`*[_type == "accountPages" && _id == "accountPages"][0].signIn{
  seoTitle, heading, passwordFor, passwordNote, newPasswordLabel, submitLabel, spentText, loginLinkLabel
}`);

export const errorPagesQuery = defineQuery(`*[_type == "errorPages" && _id == "errorPages"][0]{
  notFound{ heading, hint, code, backLabel },
  error{ heading, text, tryAgainLabel, backLabel }
}`);

export const legalPagesQuery = defineQuery(`*[_type == "legalPages" && _id == "legalPages"][0]{
  lastUpdatedLabel,
  notice{
    heading, intro, sellerLabel, addressLabel, emailLabel, companyNumberLabel, vatNumberLabel,
    governingLawLabel, governingLawText, complaintsLead, complaintsOr, contactFormLabel, complaintsText
  }
}`);

export const newsletterSignupQuery = defineQuery(`*[_type == "newsletterSignup" && _id == "newsletterSignup"][0]{
  heading, description, emailLabel, placeholder, buttonLabel
}`);

export const dashboardQuery = defineQuery(`*[_type == "dashboardCopy" && _id == "dashboardCopy"][0]{
  greeting, intro, donationNote,
  cards[]${moduleCardProjection},
  guide{ heading, text, highlights, buttonLabel },
  logoutLabel
}`);

export const reflectionExtrasQuery = defineQuery(`{
  "extras": *[_type == "reflectionExtras" && _id == "reflectionExtras"][0]{
    successStoriesHeading, momentumHeading, momentumTips, habitsHeading,
    recommendedHabits[]{ _key, title, text },
    invite{ heading, text, buttonLabel, shareText }
  },
  "successStories": *[_type == "successStory"] | order(order asc){ _id, name, headline, story },
  "certificate": *[_type == "certificate" && _id == "certificate"][0]{ heading, intro, titles, quotes, buttonLabel }
}`);

const documentsCopyFilter = /* groq */ `_type == "documentsCopy" && _id == "documentsCopy"`;

export const membersAreaQuery = defineQuery(`*[_type == "membersArea" && _id == "membersArea"][0]{
  navigation, pageTitles, dashboard, preparation, reflection, tracker, shared, offline, day
}`);

export const journalCopyQuery = defineQuery(`*[${documentsCopyFilter}][0].journal`);

export const trackerQuery = defineQuery(`*[_type == "trackerCopy" && _id == "trackerCopy"][0]{
  heading, intro, instructions,
  sections[]{ _key, period, heading, checks },
  notesLabel, printLabel, pdfLabel, htmlLabel,
  "sheet": *[${documentsCopyFilter}][0].tracker
}`);

const emailCopyFilter = /* groq */ `_type == "emailCopy" && _id == "emailCopy"`;

export const welcomeEmailQuery = defineQuery(`*[${emailCopyFilter}][0]{
  "productName": *[${productFilter}][0].name,
  welcomeSubject, welcomeHeading, welcomeIntro, quickStartTips, welcomeButtonLabel, signOff, footer
}`);

export const orderEmailCopyQuery = defineQuery(`*[${emailCopyFilter}][0]{ order, footer }`);

export const accessWithdrawnEmailCopyQuery = defineQuery(`*[${emailCopyFilter}][0]{ accessWithdrawn, footer }`);

export const signInEmailCopyQuery = defineQuery(`*[${emailCopyFilter}][0].signIn`);

export const waterGuidanceQuery = defineQuery(`*[_type == "waterGuidance" && _id == "waterGuidance"][0]{
  heading, intro, tips,
  calculator{
    heading, intro, metricLabel, imperialLabel, weightLabel, heightLabel, buttonLabel, resultLabel, resultNote
  }
}`);

export const productFiguresQuery = defineQuery(`*[${productFilter}][0]{
  ${priceFields},
  "guaranteeDays": guarantee.days,
  donationPerPurchase, climateSharePercent
}`);

export const scheduleFiguresQuery = defineQuery(`{
  "windows": *[_type == "programmeStage" && defined(window.start) && defined(window.end)] | order(window.start asc){
    "start": window.start,
    "end": window.end
  },
  "supplementTimes": array::unique(*[_type == "supplement"].rounds[]->time)
}`);

export const waterFiguresQuery = defineQuery(`*[_type == "waterGuidance" && _id == "waterGuidance"][0]{
  wakeUpMl,
  cleanWaterLitres{ min, max },
  ph{ min, max },
  sodiumMaxMgPerLitre
}`);

export const orderEmailQuery = defineQuery(`*[${productFilter}][0]{ name, donationLine }`);

export const supportContactQuery = defineQuery(`{
  "supportEmail": *[${settingsFilter}][0].operator.supportEmail,
  "productName": *[${productFilter}][0].name
}`);

export const operatorQuery = defineQuery(`*[${settingsFilter}][0].operator${operatorProjection}`);

const stageHeaderProjection = /* groq */ `
  key, title,
  hero{ heading, intro, buttonLabel },
  nextStepLabel, nextStepHref
`;

const mealProjection = /* groq */ `{ name, summary, ingredients, steps }`;

const dietPlanProjection = /* groq */ `
  key, name, description,
  "breakfast": breakfast${mealProjection},
  "lunch": lunch${mealProjection},
  "dinner": dinner${mealProjection}
`;

const supplementProjection = /* groq */ `key, label, dose, notes, "times": rounds[]->time`;

const timelineItemProjection = /* groq */ `
  _id, time, durationMinutes, title, icon, description,
  videoLinks[]{ _key, label, url },
  jumpToMeal, jumpLabel, extraContent,
  accordionGroup->{
    _id, title, intro,
    options[]{ _key, title, description, tasks, videoLinks[]{ _key, label, url } }
  }
`;

export const preparationPageQuery = defineQuery(`{
  "stage": *[_type == "programmeStage" && key == "welcome"][0]{
    ${stageHeaderProjection},
    introSection{ heading, body },
    preparationSection{ heading, body },
    readySection{ heading, body },
    supplementSafetyNote
  },
  "dietPlans": *[_type == "dietPlan"] | order(order asc){ ${dietPlanProjection} },
  "supplements": *[_type == "supplement"] | order(order asc){ ${supplementProjection} },
  "detoxItems": *[_type == "detoxItem"] | order(order asc){ key, label, description }
}`);

export const stageScreenQuery = defineQuery(`*[_type == "programmeStage" && key == $key][0]{
  ${stageHeaderProjection},
  timelineHeading,
  window{ start, end },
  meal, mealHeading, mealTip, fallbackMealSummary,
  closingMessage{ heading, body },
  "timeline": *[_type == "timelineItem" && references(^._id)] | order(time asc){ ${timelineItemProjection} },
  "dietPlans": *[_type == "dietPlan"] | order(order asc){
    key, name,
    "tabLabel": select(
      ^.meal == "breakfast" => breakfastTabLabel,
      ^.meal == "lunch" => lunchTabLabel,
      ^.meal == "dinner" => dinnerTabLabel
    ),
    "meal": select(
      ^.meal == "breakfast" => breakfast${mealProjection},
      ^.meal == "lunch" => lunch${mealProjection},
      ^.meal == "dinner" => dinner${mealProjection}
    )
  }
}`);

export const reflectionStageQuery = defineQuery(`*[_type == "programmeStage" && key == "reflection"][0]{
  ${stageHeaderProjection},
  journalQuestions[]{ _key, key, question }
}`);

export const programmeStagesQuery = defineQuery(`*[_type == "programmeStage"] | order(order asc){ key, title }`);

export const printableGuideQuery = defineQuery(`{
  "stages": *[_type == "programmeStage" && key in ["morning", "midday", "afternoon"]] | order(order asc){
    key, title, timelineHeading,
    window{ start, end },
    "items": *[_type == "timelineItem" && references(^._id)] | order(time asc){
      time, title,
      "description": pt::text(description),
      "options": accordionGroup->options[]{ title, description }
    }
  },
  "supplementRounds": *[_type == "timelineItem" && _id in *[_type == "supplement"].rounds[]._ref] | order(time asc){
      time,
      "supplements": *[_type == "supplement" && references(^._id)] | order(order asc){ ${supplementProjection} }
    },
  "dietPlans": *[_type == "dietPlan"] | order(order asc){ ${dietPlanProjection} },
  "productName": *[${productFilter}][0].name,
  "quotes": *[_type == "certificate" && _id == "certificate"][0].quotes,
  "words": *[${documentsCopyFilter}][0].guide
}`);

export const calendarEventsQuery = defineQuery(`*[_type == "timelineItem"] | order(time asc){
  _id, time, durationMinutes, title,
  "description": pt::text(description),
  "stage": stage->{ key, title }
}`);

export const programmeNameQuery = defineQuery(`*[${productFilter}][0].name`);
