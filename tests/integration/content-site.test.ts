import path from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import {
  fillFigures,
  type ProductFigureFields,
  type ScheduleFigureFields,
  type WaterFigureFields,
} from '@/lib/content/figures';
import { evaluateGroq, readSeedDataset, type SanityDocument } from '@/lib/content/local';
import {
  checkoutSummaryQuery,
  contactPageQuery,
  dashboardQuery,
  landingQuery,
  policyQuery,
  policySlugsQuery,
  productFiguresQuery,
  reflectionExtrasQuery,
  scheduleFiguresQuery,
  seoQuery,
  siteLayoutQuery,
  trackerQuery,
  waterFiguresQuery,
  waterGuidanceQuery,
  welcomeEmailQuery,
  whatYouGetQuery,
} from '@/lib/content/queries';
import type {
  CheckoutSummaryQueryResult,
  ContactPageQueryResult,
  DashboardQueryResult,
  LandingQueryResult,
  PolicyQueryResult,
  PolicySlugsQueryResult,
  ReflectionExtrasQueryResult,
  SeoQueryResult,
  SiteLayoutQueryResult,
  TrackerQueryResult,
  WaterGuidanceQueryResult,
  WelcomeEmailQueryResult,
  WhatYouGetQueryResult,
} from '@/lib/content/sanity.types';

import { figuresOf } from '../support/seed';

const SEED_DIR = path.resolve(import.meta.dirname, '../../studio/seed');

// The certificate inputs: fixed wording, checked word for word.
const CERTIFICATE_TITLES = [
  'Discipline Architect',
  'Energy Alchemist',
  'Mindful Pioneer',
  'Transformation Catalyst',
  'Wellness Warrior',
  'Reset Champion',
  'Clarity Creator',
  'Life Designer',
];
const CERTIFICATE_QUOTES = [
  'In just 24 hours, I changed everything.',
  'Reset. Rebuild. Rise.',
  'I hit reset and found clarity.',
  'Today I chose transformation.',
  'One day. Infinite possibilities.',
  'I am the author of my reset story.',
];
// The refund policy's conditions, each stated in its body's first lists.
const REFUND_ELIGIBILITY = [
  /at least 7 consecutive full days/,
  /fill in the tracker for those days/,
  /proof \(a tracker page, your reflection, or screenshots\) with a short explanation/,
  /not made an earlier refund request/,
  /within 14 days of purchase/,
];
const REFUND_EXCLUSIONS = [/not attempted/, /accidental/, /immediately after download/, /no proof/];

describe('the storefront content in the seed dataset', () => {
  let dataset: SanityDocument[];
  /** A query's result as the site shows it: the figures in its copy filled in from their fields. */
  const run = async <R>(query: string, params: Record<string, unknown> = {}) =>
    fillFigures(
      await evaluateGroq<R>(query, dataset, params),
      figuresOf({
        product: await evaluateGroq<ProductFigureFields>(productFiguresQuery, dataset),
        schedule: await evaluateGroq<ScheduleFigureFields>(scheduleFiguresQuery, dataset),
        water: await evaluateGroq<WaterFigureFields>(waterFiguresQuery, dataset),
      }),
    );

  beforeAll(async () => {
    dataset = await readSeedDataset(SEED_DIR);
  });

  it('keeps every site singleton at the id the desk structure opens', () => {
    const singletons = dataset.filter((doc) => doc._id === doc._type).map((doc) => doc._id);
    expect(singletons).toEqual(
      expect.arrayContaining([
        'siteSettings',
        'product',
        'offer',
        'whatYouGetPage',
        'aboutPage',
        'contactPage',
        'reflectionExtras',
        'certificate',
        'emailCopy',
        'waterGuidance',
        'dashboardCopy',
        'trackerCopy',
      ]),
    );
  });

  it('gives the landing page 3 steps, 10 five-star testimonials, 3 modules and its FAQs', async () => {
    const landing = await run<LandingQueryResult>(landingQuery);
    expect(landing.hero?.ctaLabel).toBe('Start Your 24-Hour Reset Now');
    expect(landing.product).toEqual({
      name: '24-Hour Reset',
      price: 9.9,
      currency: 'EUR',
      regularPrice: 14.9,
      offerEndsAt: '2027-01-31T23:59:59Z',
      lowestPrice30Days: 14.9,
    });
    expect(landing.howItWorks?.heading).toBe('How the 24-Hour Reset Works');
    expect(landing.howItWorks?.steps).toHaveLength(3);
    expect(landing.testimonials).toHaveLength(10);
    expect(landing.testimonials.every((testimonial) => testimonial.rating === 5)).toBe(true);
    expect(landing.programmeSection?.heading).toBe('Your Complete Reset Program');
    expect(landing.programmeSection?.modules.map(({ title, href }) => [title, href])).toEqual([
      ['Morning Activation', '/product/reset/morning'],
      ['Midday Movement', '/product/reset/midday'],
      ['Evening Reflection', '/login'],
    ]);
    expect(landing.appsSection?.buttonLabel).toBe('Notify Me');
    expect(landing.faqs.length).toBeGreaterThanOrEqual(6);
  });

  it('gives a testimonial its uploaded portrait, with the focal point, and none to the others', async () => {
    const asset = {
      _id: 'image-0f1e-600x800-jpg',
      _type: 'sanity.imageAsset',
      url: 'https://cdn.sanity.io/images/seed/production/0f1e-600x800.jpg',
    };
    const withPortrait = dataset.map((doc) =>
      doc._id === 'testimonial-01'
        ? { ...doc, image: { _type: 'image', asset: { _ref: asset._id }, hotspot: { x: 0.5, y: 0.25 } } }
        : doc,
    );
    const { testimonials } = await evaluateGroq<LandingQueryResult>(landingQuery, [...withPortrait, asset]);
    expect(testimonials.find(({ _id }) => _id === 'testimonial-01')?.portrait).toEqual({
      url: asset.url,
      hotspot: { x: 0.5, y: 0.25 },
    });
    expect(testimonials.filter(({ portrait }) => portrait !== null)).toHaveLength(1);
  });

  it('lays out the navigation and the three footer columns', async () => {
    const layout = await run<SiteLayoutQueryResult>(siteLayoutQuery);
    expect(layout?.navigation.links.map((link) => link.label)).toEqual([
      'About',
      'How It Works',
      'Testimonials',
      'Contact',
    ]);
    expect(layout?.navigation.ctaLabel).toBe('Start Now');
    expect(layout?.footer.columns.map((column) => column.heading)).toEqual(['Company', 'Product Pages', 'Legal']);
    expect(layout?.footer.columns[2]?.links.map((link) => link.href)).toEqual([
      '/privacy-policy',
      '/terms-of-service',
      '/cookie-policy',
      '/refund-policy',
    ]);
  });

  it('prices the product at 9.90 EUR in stock with a 4.8 rating from 127 reviews', async () => {
    const seo = await run<SeoQueryResult>(seoQuery);
    expect(seo.product).toMatchObject({
      price: 9.9,
      currency: 'EUR',
      availability: 'InStock',
      rating: { ratingValue: 4.8, reviewCount: 127 },
    });
    const checkout = await run<CheckoutSummaryQueryResult>(checkoutSummaryQuery);
    expect(checkout).toMatchObject({ price: 9.9, currency: 'EUR' });
    expect(checkout?.donationLine).toContain('$1');
    expect(checkout?.climateLine).toMatch(/0\.5%.*EUR 0\.05/);
    expect(checkout?.guarantee.days).toBe(14);
    expect(checkout?.features.length).toBeGreaterThanOrEqual(7);
  });

  it('ends the launch offer at a fixed, valid ISO date and links it to checkout', async () => {
    const { offer } = await run<WhatYouGetQueryResult>(whatYouGetQuery);
    expect(offer?.endDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    expect(Number.isNaN(Date.parse(offer?.endDate ?? ''))).toBe(false);
    expect(offer?.ctaLink).toBe('/checkout');
    expect(offer?.expiredHeading).toBe('Offer Expired');
  });

  it('has the four policies, all last updated in January 2025', async () => {
    const policies = await run<PolicySlugsQueryResult>(policySlugsQuery);
    expect(policies.map((policy) => policy.slug).sort()).toEqual(
      ['cookie-policy', 'privacy-policy', 'refund-policy', 'terms-of-service'].sort(),
    );
    for (const policy of policies) expect(policy.lastUpdated).toMatch(/^2025-01-\d{2}$/);
  });

  it('lists the refund rules and exclusions, in that order, and links the tracker', async () => {
    const refund = await run<PolicyQueryResult>(policyQuery, { slug: 'refund-policy' });
    const bullets = (refund?.body ?? [])
      .filter((block) => block.listItem === 'bullet')
      .map((block) => block.children?.map((child) => child.text).join('') ?? '');
    expect(bullets).toHaveLength(REFUND_ELIGIBILITY.length + REFUND_EXCLUSIONS.length);
    [...REFUND_ELIGIBILITY, ...REFUND_EXCLUSIONS].forEach((rule, index) => expect(bullets[index]).toMatch(rule));
    const links = refund?.body.flatMap((block) => block.markDefs?.map((mark) => mark.href) ?? []);
    expect(links).toContain('/daily-reset-tracker');
    const text = refund?.body.flatMap((block) => block.children?.map((child) => child.text) ?? []).join(' ');
    expect(text).toContain('within 5 working days');
  });

  it('answers an unknown policy slug with null', async () => {
    expect(await run<PolicyQueryResult>(policyQuery, { slug: 'no-such-policy' })).toBeNull();
  });

  it('promises the fixed contact response times and support hours', async () => {
    const { page, faqs } = await run<ContactPageQueryResult>(contactPageQuery);
    expect(page?.responseTimes.map(({ kind, hours }) => [kind, hours])).toEqual([
      ['general', 24],
      ['technical', 12],
      ['urgent', 2],
    ]);
    expect(page?.supportHours).toBe('Monday to Friday 9:00 AM to 6:00 PM EST');
    expect(faqs.length).toBeGreaterThan(0);
  });

  it('offers the 8 certificate titles and 6 quotes, 3 success stories and 3 habits', async () => {
    const { extras, successStories, certificate } = await run<ReflectionExtrasQueryResult>(reflectionExtrasQuery);
    expect(certificate?.titles).toEqual(CERTIFICATE_TITLES);
    expect(certificate?.quotes).toEqual(CERTIFICATE_QUOTES);
    expect(successStories).toHaveLength(3);
    expect(extras?.recommendedHabits.map((habit) => habit.title)).toEqual([
      'A Weekly Reset',
      'A 4-Hour No-Phone Half-Day',
      '3 Perfect Days per Month',
    ]);
    expect(extras?.invite.shareText.length).toBeGreaterThan(0);
  });

  it('sends each dashboard card to its fixed stage', async () => {
    const dashboard = await run<DashboardQueryResult>(dashboardQuery);
    expect(dashboard?.cards.map(({ title, href }) => [title, href])).toEqual([
      ['Morning Reset', '/product/reset/welcome'],
      ['Midday Recharge', '/product/reset/midday'],
      ['Evening Reflection', '/product/reset/afternoon'],
    ]);
    expect(dashboard?.donationNote).toContain('$1');
  });

  it('gives the tracker its morning, midday and evening checks', async () => {
    const tracker = await run<TrackerQueryResult>(trackerQuery);
    expect(tracker?.sections.map((section) => [section.period, section.checks.length])).toEqual([
      ['morning', 4],
      ['midday', 3],
      ['evening', 4],
    ]);
    expect(tracker?.instructions.join(' ')).toMatch(/7 consecutive days.*proof for refunds/);
  });

  it('holds the water guidance figures and states them in its tips', async () => {
    expect(await evaluateGroq(waterFiguresQuery, dataset)).toEqual({
      cleanWaterLitres: { min: 1, max: 2 },
      ph: { min: 7, max: 8.5 },
      sodiumMaxMgPerLitre: 20,
      wakeUpMl: 500,
    });
    const water = await run<WaterGuidanceQueryResult>(waterGuidanceQuery);
    const tips = water?.tips?.join(' ');
    for (const figure of ['500 ml', '1–2 liters', '7.0–8.5', '20 mg/L']) expect(tips).toContain(figure);
  });

  it('gives the welcome e-mail its tips', async () => {
    const email = await run<WelcomeEmailQueryResult>(welcomeEmailQuery);
    expect(email?.productName).toBe('24-Hour Reset');
    expect(email?.quickStartTips.length).toBeGreaterThanOrEqual(3);
  });
});
