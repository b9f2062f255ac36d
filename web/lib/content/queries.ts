import { defineQuery } from 'next-sanity';

/**
 * Every GROQ query the site runs. Each runs unchanged against the Sanity
 * Content Lake and against the local seed dataset (groq-js); result types are
 * generated into sanity.types.ts by `npm run typegen`.
 */

// ── Site and storefront ─────────────────────────────────────────────────────

const settingsFilter = /* groq */ `_type == "siteSettings" && _id == "siteSettings"`;

const productFilter = /* groq */ `_type == "product" && _id == "product"`;

const heroProjection = /* groq */ `{ headline, subline, ctaLabel }`;

const linkProjection = /* groq */ `{ _key, label, href }`;

const moduleCardProjection = /* groq */ `{ _key, title, text, href, linkLabel }`;

const callToActionProjection = /* groq */ `{ heading, text, buttonLabel, href }`;

const faqProjection = /* groq */ `{ _id, question, answer }`;

const guaranteeProjection = /* groq */ `{ title, days, conditions }`;

/** Who sells: the legal notice, the footer, the policies and the receipts. */
const operatorProjection = /* groq */ `{
  legalName, postalAddress, supportEmail, companyNumber, vatNumber, vatRatePercent, governingLaw
}`;

/** Every price field: whatever shows or charges the price prices it with currentPrice (web/lib/pricing.ts). */
const priceFields = /* groq */ `price, currency, regularPrice, offerEndsAt, lowestPrice30Days`;

/** The landing page: hero, the three steps, testimonials, the three modules, the apps waitlist and the FAQs. */
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

/** Navigation and footer for every page, with the price the mobile buttons show. */
export const siteLayoutQuery = defineQuery(`*[${settingsFilter}][0]{
  title,
  navigation{ links[]${linkProjection}, loginLabel, ctaLabel, mobileCtaLabel },
  footer{ tagline, copyrightHolder, columns[]{ _key, heading, links[]${linkProjection} } },
  operator${operatorProjection},
  "product": *[${productFilter}][0]{ ${priceFields} }
}`);

/** Default metadata, Open Graph and the organisation and product structured data (JSON-LD). */
export const seoQuery = defineQuery(`{
  "site": *[${settingsFilter}][0]{
    title,
    description,
    openGraph{ title, description, siteName, "imageUrl": image.asset->url, "imageAlt": image.alt },
    "organizationName": footer.copyrightHolder
  },
  "product": *[${productFilter}][0]{
    name, summary, ${priceFields}, availability, rating{ ratingValue, reviewCount }
  }
}`);

/** /what-you-get: the page copy, the countdown offer and the product's price, features and guarantee. */
export const whatYouGetQuery = defineQuery(`{
  "page": *[_type == "whatYouGetPage" && _id == "whatYouGetPage"][0]{
    seoTitle,
    seoDescription,
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

/** /about. */
export const aboutPageQuery = defineQuery(`*[_type == "aboutPage" && _id == "aboutPage"][0]{
  seoTitle,
  seoDescription,
  heading,
  intro,
  founderStory{ heading, body },
  mission{ heading, text },
  audience{ heading, groups[]{ _key, title, text } },
  promise{ heading, text },
  cta${callToActionProjection}
}`);

/** /contact: the page copy and the FAQs placed on the contact page. */
export const contactPageQuery = defineQuery(`{
  "page": *[_type == "contactPage" && _id == "contactPage"][0]{
    seoTitle,
    seoDescription,
    heading,
    intro,
    formHeading,
    responseTimesHeading,
    responseTimes[]{ _key, kind, label, hours, text },
    supportHoursHeading,
    supportHours,
    faqHeading
  },
  "faqs": *[_type == "faq" && placement in ["contact", "both"]] | order(order asc)${faqProjection}
}`);

/** One policy page by `$slug` (privacy-policy, terms-of-service, cookie-policy or refund-policy). */
export const policyQuery = defineQuery(`*[_type == "policy" && slug.current == $slug][0]{
  title,
  "slug": slug.current,
  lastUpdated,
  summary,
  body
}`);

/** Every policy's slug and date, for static params and the sitemap. */
export const policySlugsQuery = defineQuery(`*[_type == "policy" && defined(slug.current)] | order(slug.current asc){
  "slug": slug.current,
  title,
  lastUpdated
}`);

/** The checkout's left-hand summary. The amount charged is read on the server, never from the page. */
export const checkoutSummaryQuery = defineQuery(`*[${productFilter}][0]{
  name,
  summary,
  ${priceFields},
  features,
  donationLine,
  climateLine,
  impact{ heading, text },
  protectionNotes,
  guarantee${guaranteeProjection}
}`);

/** /checkout's words around the product's summary, and the sign-in link offered to an address that has access. */
export const checkoutPageQuery = defineQuery(`{
  "page": *[_type == "checkoutPage" && _id == "checkoutPage"][0]{
    seoTitle,
    seoDescription,
    heading,
    intro,
    summary{
      detailsLabel, totalLabel, regularPriceLabel, savingLabel, lowestPriceLabel, oneTimeNote, protectionHeading
    },
    payment{ heading, emailLabel, emailHint, continueLabel },
    hasAccess{ message, loginLabel, otherEmailLabel }
  },
  "linkRequest": *[_type == "accountPages" && _id == "accountPages"][0].linkRequest{ emailLabel, buttonLabel }
}`);

/** The page after payment (/payment-success and /success), with its marketing opt-in and the support address it names. */
export const successPageQuery = defineQuery(`*[_type == "successPage" && _id == "successPage"][0]{
  seoTitle,
  heading,
  paidText,
  pendingText,
  credentials{
    heading,
    passwordNote,
    usernameLabel,
    passwordLabel,
    failedHeading,
    checkEmail,
    failedNote,
    loginLabel,
    readyAnnouncement,
    notShownAnnouncement
  },
  noPayment{ heading, text, checkoutLabel, loginLabel },
  held{ heading, message, contactLabel, announcement },
  optIn{ heading, text, firstNameLabel, emailLabel, consentLabel, buttonLabel, doneHeading, doneText },
  "supportEmail": *[${settingsFilter}][0].operator.supportEmail
}`);

/** /login, with the form that e-mails a sign-in link. */
export const loginPageQuery = defineQuery(`*[_type == "accountPages" && _id == "accountPages"][0]{
  login{
    seoTitle,
    seoDescription,
    heading,
    intro,
    usernameLabel,
    passwordLabel,
    submitLabel,
    lostPasswordHeading,
    lostPasswordText,
    backLabel
  },
  linkRequest{ emailLabel, buttonLabel }
}`);

/** /sign-in, where an e-mailed sign-in link lands. */
export const signInPageQuery = defineQuery(`*[_type == "accountPages" && _id == "accountPages"][0].signIn{
  seoTitle, heading, passwordFor, passwordNote, newPasswordLabel, submitLabel, spentText, loginLinkLabel
}`);

/** The not-found page and the page shown when a page fails to load. */
export const errorPagesQuery = defineQuery(`*[_type == "errorPages" && _id == "errorPages"][0]{
  notFound{ heading, hint, code, backLabel },
  error{ heading, text, tryAgainLabel, backLabel }
}`);

/** The legal notice's words around who sells, and the policies' label for their date. */
export const legalPagesQuery = defineQuery(`*[_type == "legalPages" && _id == "legalPages"][0]{
  lastUpdatedLabel,
  notice{
    heading,
    intro,
    sellerLabel,
    addressLabel,
    emailLabel,
    companyNumberLabel,
    vatNumberLabel,
    governingLawLabel,
    governingLawText,
    complaintsLead,
    complaintsOr,
    contactFormLabel,
    complaintsText
  }
}`);

/** The newsletter sign-up form (the home page and the final reflection page). */
export const newsletterSignupQuery = defineQuery(`*[_type == "newsletterSignup" && _id == "newsletterSignup"][0]{
  heading, description, emailLabel, placeholder, buttonLabel
}`);

/** The members' dashboard. */
export const dashboardQuery = defineQuery(`*[_type == "dashboardCopy" && _id == "dashboardCopy"][0]{
  greeting,
  intro,
  donationNote,
  cards[]${moduleCardProjection},
  guide{ heading, text, highlights, buttonLabel },
  logoutLabel
}`);

/** The closing sections of the final reflection page: stories, momentum, habits, sharing and the certificate. */
export const reflectionExtrasQuery = defineQuery(`{
  "extras": *[_type == "reflectionExtras" && _id == "reflectionExtras"][0]{
    successStoriesHeading,
    momentumHeading,
    momentumTips,
    habitsHeading,
    recommendedHabits[]{ _key, title, text },
    invite{ heading, text, buttonLabel, shareText }
  },
  "successStories": *[_type == "successStory"] | order(order asc){ _id, name, headline, story },
  "certificate": *[_type == "certificate" && _id == "certificate"][0]{ heading, intro, titles, quotes, buttonLabel }
}`);

const documentsCopyFilter = /* groq */ `_type == "documentsCopy" && _id == "documentsCopy"`;

/** The members' area's own words: the programme bar, the tabs' titles, the cards and the tools' labels. */
export const membersAreaQuery = defineQuery(`*[_type == "membersArea" && _id == "membersArea"][0]{
  navigation,
  pageTitles,
  dashboard,
  preparation,
  reflection,
  tracker,
  shared,
  offline,
  day
}`);

/** The printable reflection journal's words. */
export const journalCopyQuery = defineQuery(`*[${documentsCopyFilter}][0].journal`);

/** The printable 7-day tracker, and the words of its sheets. */
export const trackerQuery = defineQuery(`*[_type == "trackerCopy" && _id == "trackerCopy"][0]{
  heading,
  intro,
  instructions,
  sections[]{ _key, period, heading, checks },
  notesLabel,
  printLabel,
  pdfLabel,
  htmlLabel,
  "sheet": *[${documentsCopyFilter}][0].tracker
}`);

const emailCopyFilter = /* groq */ `_type == "emailCopy" && _id == "emailCopy"`;

/** The welcome e-mail sent after the confirmation e-mail. */
export const welcomeEmailQuery = defineQuery(`*[${emailCopyFilter}][0]{
  "productName": *[${productFilter}][0].name,
  welcomeSubject,
  welcomeHeading,
  welcomeIntro,
  quickStartTips,
  welcomeButtonLabel,
  signOff,
  footer
}`);

/** The order confirmation's and its receipt's words, and the footer of the e-mails to buyers. */
export const orderEmailCopyQuery = defineQuery(`*[${emailCopyFilter}][0]{ order, footer }`);

/** The words of the notice that a refund or a dispute ended a buyer's access, and the footer of the e-mails to buyers. */
export const accessWithdrawnEmailCopyQuery = defineQuery(`*[${emailCopyFilter}][0]{ accessWithdrawn, footer }`);

/** The sign-in link e-mails' words, one set per purpose. */
export const signInEmailCopyQuery = defineQuery(`*[${emailCopyFilter}][0].signIn`);

/** Water guidance and the calculator's copy on the preparation page. */
export const waterGuidanceQuery = defineQuery(`*[_type == "waterGuidance" && _id == "waterGuidance"][0]{
  heading,
  intro,
  tips,
  calculator{
    heading, intro, metricLabel, imperialLabel, weightLabel, heightLabel, buttonLabel, resultLabel, resultNote
  }
}`);

/** The product fields its figures in copy are filled from ({price}, {guaranteeDays}, …: ./figures.ts). */
export const productFiguresQuery = defineQuery(`*[${productFilter}][0]{
  ${priceFields},
  "guaranteeDays": guarantee.days,
  donationPerPurchase,
  climateSharePercent
}`);

/**
 * The programme's figures in copy ({dayStart}, {supplementTimes}, …): the
 * stages' windows, and the times of the timeline steps supplements are taken at.
 */
export const scheduleFiguresQuery = defineQuery(`{
  "windows": *[_type == "programmeStage" && defined(window.start) && defined(window.end)] | order(window.start asc){
    "start": window.start,
    "end": window.end
  },
  "supplementTimes": array::unique(*[_type == "supplement"].rounds[]->time)
}`);

/** The water guidance's figures in copy ({waterOnWaking}, {waterPh}, …). */
export const waterFiguresQuery = defineQuery(`*[_type == "waterGuidance" && _id == "waterGuidance"][0]{
  wakeUpMl,
  cleanWaterLitres{ min, max },
  ph{ min, max },
  sodiumMaxMgPerLitre
}`);

/** The order confirmation e-mail's product lines. */
export const orderEmailQuery = defineQuery(`*[${productFilter}][0]{ name, donationLine }`);

/** Where support is reached: contact messages are e-mailed there, and buyers whose access ended are told to write there. */
export const supportContactQuery = defineQuery(`{
  "supportEmail": *[${settingsFilter}][0].operator.supportEmail,
  "productName": *[${productFilter}][0].name
}`);

/** Who sells, for the e-mails: the receipt's seller and every e-mail's reply-to address. */
export const operatorQuery = defineQuery(`*[${settingsFilter}][0].operator${operatorProjection}`);

// (site queries end)

// ── The programme ───────────────────────────────────────────────────────────

const stageHeaderProjection = /* groq */ `
  key,
  title,
  hero{ heading, intro, buttonLabel },
  nextStepLabel,
  nextStepHref
`;

const mealProjection = /* groq */ `{ name, summary, ingredients, steps }`;

const dietPlanProjection = /* groq */ `
  key,
  name,
  description,
  "breakfast": breakfast${mealProjection},
  "lunch": lunch${mealProjection},
  "dinner": dinner${mealProjection}
`;

/** A supplement, with the times of the timeline steps it is taken at. */
const supplementProjection = /* groq */ `key, label, dose, notes, "times": rounds[]->time`;

const timelineItemProjection = /* groq */ `
  _id,
  time,
  durationMinutes,
  title,
  icon,
  description,
  videoLinks[]{ _key, label, url },
  jumpToMeal,
  jumpLabel,
  extraContent,
  accordionGroup->{
    _id,
    title,
    intro,
    options[]{ _key, title, description, tasks, videoLinks[]{ _key, label, url } }
  }
`;

/** The preparation page: the welcome stage's copy and every tool's content. */
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

/**
 * One timeline screen (morning, midday or afternoon) by `$key`: its copy, its
 * timeline in order, and each diet plan's tab label and meal for the meal this
 * stage shows.
 */
export const stageScreenQuery = defineQuery(`*[_type == "programmeStage" && key == $key][0]{
  ${stageHeaderProjection},
  timelineHeading,
  window{ start, end },
  meal,
  mealHeading,
  mealTip,
  fallbackMealSummary,
  closingMessage{ heading, body },
  "timeline": *[_type == "timelineItem" && references(^._id)] | order(time asc){ ${timelineItemProjection} },
  "dietPlans": *[_type == "dietPlan"] | order(order asc){
    key,
    name,
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

/** The final reflection page: hero, the five journal questions and the way back to a new reset. */
export const reflectionStageQuery = defineQuery(`*[_type == "programmeStage" && key == "reflection"][0]{
  ${stageHeaderProjection},
  journalQuestions[]{ _key, key, question }
}`);

/** The stages in day order, for navigation and static params. */
export const programmeStagesQuery = defineQuery(`*[_type == "programmeStage"] | order(order asc){ key, title }`);

/** The printable guide: the three timelines, the supplement rounds and all five meal plans. */
export const printableGuideQuery = defineQuery(`{
  "stages": *[_type == "programmeStage" && key in ["morning", "midday", "afternoon"]] | order(order asc){
    key,
    title,
    timelineHeading,
    window{ start, end },
    "items": *[_type == "timelineItem" && references(^._id)] | order(time asc){
      time,
      title,
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

/** Every timeline item of the day in order, for the .ics calendar export. */
export const calendarEventsQuery = defineQuery(`*[_type == "timelineItem"] | order(time asc){
  _id,
  time,
  durationMinutes,
  title,
  "description": pt::text(description),
  "stage": stage->{ key, title }
}`);

/** The programme's name, for the names of the files members download. */
export const programmeNameQuery = defineQuery(`*[${productFilter}][0].name`);

// (programme queries end)
