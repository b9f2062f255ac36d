import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { type CarouselTestimonial, TestimonialsCarousel } from './testimonials-carousel';

const testimonial = (portrait: CarouselTestimonial['portrait']): CarouselTestimonial => ({
  _id: 't1',
  name: 'Ana Lima',
  role: 'Founder',
  initials: 'AL',
  portrait,
  content: 'A clear day.',
  benefit: 'Clearer mornings',
  rating: 5,
});

describe('a testimonial in the carousel', () => {
  it('shows the portrait the editor uploaded, beside the name, sized before it loads', () => {
    const url = 'https://cdn.sanity.io/images/abc123/production/0f1e-600x800.jpg';
    const html = renderToStaticMarkup(
      <TestimonialsCarousel testimonials={[testimonial({ url, hotspot: { x: 0.5, y: 0.25 } })]} />,
    );
    expect(html).toContain(
      `<img src="${url}?w=80&amp;h=80&amp;fit=crop&amp;auto=format&amp;crop=focalpoint&amp;fp-x=0.500&amp;fp-y=0.250" alt="" width="40" height="40"`,
    );
    expect(html).not.toContain('>AL<');
  });

  it('shows the initials without one', () => {
    const html = renderToStaticMarkup(<TestimonialsCarousel testimonials={[testimonial(null)]} />);
    expect(html).not.toContain('<img');
    expect(html).toContain('>AL</span>');
  });
});
