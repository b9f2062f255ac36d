import { Section } from '@/components/ui/section';
import { TestimonialsCarousel, type CarouselTestimonial } from './testimonials-carousel';

interface TestimonialsSectionProps {
  section: { heading: string; intro: string | null };
  testimonials: CarouselTestimonial[];
}

export function TestimonialsSection({ section, testimonials }: TestimonialsSectionProps) {
  return (
    <Section name="testimonials" anchor width="wide" heading={section.heading} intro={section.intro}>
      <TestimonialsCarousel testimonials={testimonials} />
    </Section>
  );
}
