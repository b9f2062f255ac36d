import { Accordion } from '@/components/ui/accordion';

export interface FaqItem {
  _id: string;
  question: string;
  answer: string;
}

export function FaqList({ faqs }: { faqs: FaqItem[] }) {
  return (
    <Accordion
      headingLevel={3}
      items={faqs.map((faq) => ({ key: faq._id, title: faq.question, content: faq.answer }))}
    />
  );
}
