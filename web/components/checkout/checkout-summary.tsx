import { cardClasses } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { MarkedList } from '@/components/ui/marked-list';
import type { CheckoutPageCopy } from '@/lib/content';
import type { CheckoutSummaryQueryResult } from '@/lib/content/sanity.types';
import type { PriceNow } from '@/lib/pricing';

import { OrderDetails } from './order-details';

type Product = NonNullable<CheckoutSummaryQueryResult> & { priceNow: PriceNow };
type SummaryCopy = CheckoutPageCopy['summary'];

export function CheckoutSummary({ product, copy }: { product: Product; copy: SummaryCopy }) {
  const { reduction } = product.priceNow;
  return (
    <section aria-labelledby="summary-heading" className={cardClasses('sm')}>
      <OrderDetails
        label={copy.detailsLabel}
        heading={
          <h2 id="summary-heading" className="text-lg font-semibold text-brand-900 sm:text-xl">
            {product.name}
          </h2>
        }
      >
        <p className="mt-2 text-sm text-slate-700">{product.summary}</p>
        <MarkedList items={product.features} className="mt-4 space-y-2 text-sm text-slate-800" />
      </OrderDetails>
      <dl className="mt-2 flex items-baseline justify-between border-t border-slate-200 pt-2 lg:mt-6 lg:pt-4">
        <dt className="font-semibold text-slate-900">{copy.totalLabel}</dt>
        <dd className="text-right">
          {reduction && (
            <s className="mr-2 text-slate-600" data-testid="regular-price">
              <span className="sr-only">{copy.regularPriceLabel} </span>
              {reduction.regular}
            </s>
          )}
          <span className="text-2xl font-bold text-brand-900">
            {product.currency} {product.priceNow.amount.toFixed(2)}
            <span className="sr-only"> ({product.priceNow.label})</span>
          </span>
        </dd>
      </dl>
      {reduction && (
        <p className="mt-1 text-right text-xs text-slate-600">
          {copy.savingLabel} {reduction.saving} ({reduction.percent}%) · {copy.lowestPriceLabel}{' '}
          {reduction.lowest30Days}
        </p>
      )}
      <p className="mt-1 text-right text-xs text-slate-600">{copy.oneTimeNote}</p>
    </section>
  );
}

export function CheckoutAssurances({ product, copy }: { product: Product; copy: SummaryCopy }) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="impact-heading" className="rounded-2xl bg-brand-50 p-6">
        <h2 id="impact-heading" className="font-semibold text-brand-900">
          {product.impact.heading}
        </h2>
        <p className="mt-2 text-sm text-slate-800">{product.impact.text}</p>
        <ul className="mt-3 space-y-1 text-sm text-slate-800">
          <li>{product.donationLine}</li>
          <li>{product.climateLine}</li>
        </ul>
      </section>

      <section aria-labelledby="protection-heading" className={cardClasses()}>
        <h2 id="protection-heading" className="font-semibold text-brand-900">
          {copy.protectionHeading}
        </h2>
        <ul className="mt-3 space-y-2 text-sm text-slate-800">
          {product.protectionNotes.map((note) => (
            <li key={note} className="flex gap-2">
              <Icon name="lock" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              {note}
            </li>
          ))}
        </ul>
        <div className="mt-4 rounded-xl border border-brand-100 p-4">
          <h3 className="font-semibold text-slate-900">{product.guarantee.title}</h3>
          <p className="mt-1 text-sm text-slate-700">{product.guarantee.conditions}</p>
        </div>
      </section>
    </div>
  );
}
