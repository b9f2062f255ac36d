import { TestimonialsCarousel, type CarouselTestimonial } from './testimonials-carousel';

interface TestimonialsSectionProps {
  section: { heading: string; intro: string | null };
  testimonials: CarouselTestimonial[];
}

export function TestimonialsSection({ section, testimonials }: TestimonialsSectionProps) {
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-heading"
      className="render-when-visible scroll-mt-20 px-4 py-20 sm:px-6"
    >
      <div className="mx-auto max-w-6xl">
        <h2 id="testimonials-heading" className="text-center text-3xl font-bold text-brand-900 sm:text-4xl">
          {section.heading}
        </h2>
        {section.intro && <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-slate-700">{section.intro}</p>}
        <TestimonialsCarousel testimonials={testimonials} />
      </div>
    </section>
  );
}
