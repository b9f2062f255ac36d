import { buttonClasses } from '@/components/ui/button-styles';
import { IntentLink } from '@/components/ui/intent-link';
import type { LandingQueryResult } from '@/lib/content/sanity.types';

export function LandingHero({ hero, price }: { hero: NonNullable<LandingQueryResult['hero']>; price: string }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-6 py-24 text-center sm:py-32">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-brand-900 sm:text-6xl">{hero.headline}</h1>
        <p className="mt-6 text-lg leading-8 text-slate-700">{hero.subline}</p>
        <div className="mt-10 flex flex-col items-center gap-3">
          <IntentLink href="/what-you-get" className={buttonClasses('primary', 'lg')}>
            {hero.ctaLabel}
          </IntentLink>
          <p className="text-sm text-slate-700" data-testid="hero-price">
            {hero.priceNote} <strong>{price}</strong>
          </p>
        </div>
      </div>
    </section>
  );
}
