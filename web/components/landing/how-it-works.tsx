import { cardClasses } from '@/components/ui/card';
import { Section } from '@/components/ui/section';
import type { LandingQueryResult } from '@/lib/content/sanity.types';

export function HowItWorks({ section }: { section: NonNullable<LandingQueryResult['howItWorks']> }) {
  return (
    <Section name="how-it-works" width="wide" heading={section.heading} intro={section.intro}>
      <ol className="mt-12 grid gap-8 md:grid-cols-3">
        {section.steps.map((step, index) => (
          <li key={step._key} className={cardClasses()}>
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-xl font-semibold text-brand-900">{step.title}</h3>
            <p className="mt-2 text-slate-700">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
