import { FaqList, type FaqItem } from '@/components/site/faq-list';

import { Section } from '@/components/ui/section';

interface FaqSectionProps {
  section: { heading: string; intro: string | null };
  faqs: FaqItem[];
}

export function FaqSection({ section, faqs }: FaqSectionProps) {
  return (
    <Section name="faq" anchor tinted width="narrow" heading={section.heading} intro={section.intro}>
      <div className="mt-10">
        <FaqList faqs={faqs} />
      </div>
    </Section>
  );
}
