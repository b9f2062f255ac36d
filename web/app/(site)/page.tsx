import type { Metadata } from 'next';

import { NewsletterForm } from '@/components/forms/newsletter-form';
import { AppsSection } from '@/components/landing/apps-section';
import { HowItWorks } from '@/components/landing/how-it-works';
import { LandingHero } from '@/components/landing/landing-hero';
import { ProgrammeSection } from '@/components/landing/programme-section';
import { TestimonialsCarousel } from '@/components/landing/testimonials-carousel';
import { FaqList } from '@/components/site/faq-list';
import { JsonLd } from '@/components/site/json-ld';
import { OpenAtTop } from '@/components/site/open-at-top';
import { Section } from '@/components/ui/section';
import { getLanding, getNewsletterSignup, getSeo } from '@/lib/content';
import { storefrontJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const { site } = await getSeo();
  return pageMetadata({ title: site.openGraph.title, description: site.description, path: '/', absoluteTitle: true });
}

export default async function LandingPage() {
  const [landing, newsletter, jsonLd] = await Promise.all([getLanding(), getNewsletterSignup(), storefrontJsonLd()]);
  const { hero, price, howItWorks, testimonialsSection, programmeSection, appsSection, faqSection } = landing;
  return (
    <main id="main" tabIndex={-1}>
      <JsonLd data={jsonLd} />
      <LandingHero hero={hero} price={price.label} />
      <HowItWorks section={howItWorks} />
      <Section
        name="testimonials"
        anchor
        width="wide"
        heading={testimonialsSection.heading}
        intro={testimonialsSection.intro}
      >
        <TestimonialsCarousel testimonials={landing.testimonials} />
      </Section>
      <ProgrammeSection section={programmeSection} />
      <AppsSection section={appsSection} />
      <Section name="faq" anchor tinted width="narrow" heading={faqSection.heading} intro={faqSection.intro}>
        <div className="mt-10">
          <FaqList faqs={landing.faqs} />
        </div>
      </Section>
      <section aria-label="Newsletter" className="px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-2xl">
          <NewsletterForm copy={newsletter} />
        </div>
      </section>
      {/* Last: its inline script makes the parser wait for the stylesheet, and the first paint must hold the hero. */}
      <OpenAtTop glideToHash />
    </main>
  );
}
