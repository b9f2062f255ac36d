import { FaqList, type FaqItem } from '@/components/site/faq-list';

interface FaqSectionProps {
  section: { heading: string; intro: string | null };
  faqs: FaqItem[];
}

export function FaqSection({ section, faqs }: FaqSectionProps) {
  return (
    <section
      id="faq"
      aria-labelledby="faq-heading"
      className="render-when-visible scroll-mt-20 bg-brand-50 px-4 py-20 sm:px-6"
    >
      <div className="mx-auto max-w-3xl">
        <h2 id="faq-heading" className="text-center text-3xl font-bold text-brand-900 sm:text-4xl">
          {section.heading}
        </h2>
        {section.intro && <p className="mt-4 text-center text-lg text-slate-700">{section.intro}</p>}
        <div className="mt-10">
          <FaqList faqs={faqs} />
        </div>
      </div>
    </section>
  );
}
