import type { Metadata } from 'next';

import { PageHero } from '@/components/site/page-hero';
import { buttonClasses } from '@/components/ui/button-styles';
import { IntentLink } from '@/components/ui/intent-link';
import { RichText } from '@/components/ui/rich-text';
import { Section } from '@/components/ui/section';
import { getAboutPage } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const page = await getAboutPage();
  return pageMetadata({ title: page.seoTitle, description: page.seoDescription, path: '/about' });
}

export default async function AboutPage() {
  const page = await getAboutPage();
  return (
    <main id="main" tabIndex={-1}>
      <PageHero heading={page.heading} intro={page.intro} />

      <section aria-labelledby="story-heading" className="px-4 py-12 sm:px-6">
        <div className="mx-auto max-w-3xl">
          <h2 id="story-heading" className="text-3xl font-bold text-brand-900">
            {page.founderStory.heading}
          </h2>
          <RichText value={page.founderStory.body} className="mt-4 leading-7 text-slate-800" />
        </div>
      </section>

      <section className="px-4 py-12 sm:px-6">
        <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
          {(['mission', 'promise'] as const).map((name) => (
            <div key={name} className="rounded-2xl bg-brand-50 p-8">
              <h2 className="text-2xl font-bold text-brand-900">{page[name].heading}</h2>
              <p className="mt-3 leading-7 text-slate-800">{page[name].text}</p>
            </div>
          ))}
        </div>
      </section>

      <Section name="audience" width="medium" spacing="py-12" heading={page.audience.heading}>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2">
          {page.audience.groups.map((group) => (
            <li key={group._key} className="rounded-2xl border border-slate-200 p-6">
              <h3 className="text-xl font-semibold text-brand-900">{group.title}</h3>
              <p className="mt-2 text-slate-700">{group.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="about-cta-heading" className="px-4 pt-8 pb-20 sm:px-6">
        <div className="mx-auto max-w-3xl rounded-3xl bg-brand-900 px-6 py-12 text-center text-white">
          <h2 id="about-cta-heading" className="text-3xl font-bold">
            {page.cta.heading}
          </h2>
          <p className="mt-4 text-brand-50">{page.cta.text}</p>
          <IntentLink href={page.cta.href} className={`mt-8 ${buttonClasses('inverse', 'lg')}`}>
            {page.cta.buttonLabel}
          </IntentLink>
        </div>
      </section>
    </main>
  );
}
