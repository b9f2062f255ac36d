import { Accordion } from '@/components/ui/accordion';

export function FaqList({ faqs }: { faqs: { _id: string; question: string; answer: string }[] }) {
  return (
    <Accordion
      headingLevel={3}
      items={faqs.map((faq) => ({ key: faq._id, title: faq.question, content: faq.answer }))}
    />
  );
}
