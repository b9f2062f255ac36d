'use client';

import { useSyncExternalStore } from 'react';

import { buttonClasses } from '@/components/ui/button-styles';
import { IntentLink } from '@/components/ui/intent-link';
import type { WhatYouGetQueryResult } from '@/lib/content/sanity.types';
import type { PriceNow } from '@/lib/pricing';

import { timeLeft } from './countdown';
import { PriceTag } from './price-tag';

/** `endDate`: an ISO 8601 moment. */
export type CountdownOffer = Omit<NonNullable<WhatYouGetQueryResult['offer']>, 'endDate'> & { endDate: string };

function subscribeToSeconds(onTick: () => void) {
  const timer = window.setInterval(onTick, 1000);
  return () => window.clearInterval(timer);
}

const nowInSeconds = () => Math.floor(Date.now() / 1000) * 1000;

const UNITS = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const;

/** The prerender shows "--" until the browser takes over; both states share one grid cell, so nothing moves. */
interface CountdownCardProps {
  offer: CountdownOffer;
  price: PriceNow;
  /** Once the offer has ended: the programme at the regular price. */
  regularCta: { label: string; href: string };
}

export function CountdownCard({ offer, price, regularCta }: CountdownCardProps) {
  const end = Date.parse(offer.endDate);
  // Re-renders once, when the offer ends; each second only the figures below do.
  const expired = useSyncExternalStore(
    subscribeToSeconds,
    () => timeLeft(end, nowInSeconds()) === null,
    () => false,
  );

  return (
    <section
      aria-labelledby="offer-heading"
      data-testid="countdown"
      data-state={expired ? 'expired' : 'running'}
      className="grid rounded-2xl border-2 border-amber-500 bg-amber-50 p-6 text-center shadow-sm sm:p-8 [&>*]:col-start-1 [&>*]:row-start-1"
    >
      <div aria-hidden={expired} className={expired ? 'invisible' : undefined}>
        <h2 id={expired ? undefined : 'offer-heading'} className="text-2xl font-bold text-brand-900">
          {offer.title}
        </h2>
        <p className="mt-2 text-slate-800">{offer.description}</p>
        <div className="mt-4">
          <PriceTag price={price} labels={offer.priceLabels} size="md" />
        </div>
        <TimeLeftFigures end={end} />
        <IntentLink href={offer.ctaLink} className={`mt-6 ${buttonClasses('primary', 'lg')}`}>
          {offer.ctaText}
        </IntentLink>
      </div>
      <div aria-hidden={!expired} className={expired ? undefined : 'invisible'}>
        <h2 id={expired ? 'offer-heading' : undefined} className="text-2xl font-bold text-brand-900">
          {offer.expiredHeading}
        </h2>
        <p className="mt-2 text-slate-800">{offer.expiredText}</p>
        <IntentLink href={regularCta.href} className={`mt-6 ${buttonClasses('primary', 'lg')}`}>
          {regularCta.label}
        </IntentLink>
      </div>
    </section>
  );
}

/** Apart, so each second re-renders only the figures: a phone feels the whole card's render while loading. */
function TimeLeftFigures({ end }: { end: number }) {
  const now = useSyncExternalStore(subscribeToSeconds, nowInSeconds, () => null);
  const left = now === null ? undefined : timeLeft(end, now);
  return (
    <div role="timer" aria-label="Time left in the offer" className="mt-6 grid grid-cols-4 gap-2 sm:gap-4">
      {UNITS.map(([unit, label]) => (
        <div key={unit} className="rounded-xl bg-white px-1 py-3 shadow-sm">
          <span data-unit={unit} className="block text-2xl font-bold text-brand-900 tabular-nums sm:text-4xl">
            {left ? String(left[unit]).padStart(2, '0') : '--'}
          </span>
          <span className="block text-xs text-slate-700 sm:text-sm">{label}</span>
        </div>
      ))}
    </div>
  );
}
