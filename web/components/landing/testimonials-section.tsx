import { Section } from '@/components/ui/section';
import type { CarouselTestimonial } from './testimonials-carousel';
import { TestimonialsLoader } from './testimonials-loader';

interface TestimonialsSectionProps {
  section: { heading: string; intro: string | null };
  testimonials: CarouselTestimonial[];
}

export function TestimonialsSection({ section, testimonials }: TestimonialsSectionProps) {
  return (
    <Section name="testimonials" anchor width="wide" heading={section.heading} intro={section.intro}>
      <TestimonialsLoader testimonials={testimonials} />
    </Section>
  );
}
