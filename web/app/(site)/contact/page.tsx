import type { Metadata } from 'next';

import { ContactForm } from '@/components/forms/contact-form';
import { FaqList } from '@/components/site/faq-list';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/ui/section';
import { getContactPage } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const { page } = await getContactPage();
  return pageMetadata({ title: page.seoTitle, description: page.seoDescription, path: '/contact' });
}

const hoursLabel = (hours: number) => `Within ${hours} ${hours === 1 ? 'hour' : 'hours'}`;

export default async function ContactPage() {
  const { page, faqs } = await getContactPage();
  return (
    <main id="main" tabIndex={-1}>
      <PageHero heading={page.heading} intro={page.intro} />

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[3fr_2fr]">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <ContactForm heading={page.formHeading} />
        </div>
        <aside aria-labelledby="response-heading" className="space-y-6">
          <div className="rounded-2xl bg-brand-50 p-6">
            <h2 id="response-heading" className="text-xl font-bold text-brand-900">
              {page.responseTimesHeading}
            </h2>
            <dl className="mt-4 space-y-4">
              {page.responseTimes.map((time) => (
                <div key={time._key}>
                  <dt className="font-semibold text-slate-900">
                    {time.label}: <span className="text-brand-700">{hoursLabel(time.hours)}</span>
                  </dt>
                  {time.text && <dd className="text-sm text-slate-700">{time.text}</dd>}
                </div>
              ))}
            </dl>
          </div>
          <div className="rounded-2xl bg-brand-50 p-6">
            <h2 className="text-xl font-bold text-brand-900">{page.supportHoursHeading}</h2>
            <p className="mt-2 text-slate-800">{page.supportHours}</p>
          </div>
        </aside>
      </div>

      <Section name="contact-faq" width="narrow" spacing="pt-6 pb-20" heading={page.faqHeading}>
        <div className="mt-8">
          <FaqList faqs={faqs} />
        </div>
      </Section>
    </main>
  );
}
