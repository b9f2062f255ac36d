import type { PriceNow } from '@/lib/pricing';

interface PriceTagProps {
  price: PriceNow;
  labels: Record<'regularPrice' | 'launchPrice' | 'saving' | 'lowestPrice', string>;
  size?: 'lg' | 'md';
}

/** While a reduction runs, what EU price-indication rules ask: the reference struck through, the saving, the 30-day lowest. */
export function PriceTag({ price, labels, size = 'lg' }: PriceTagProps) {
  const { reduction } = price;
  const big = size === 'lg' ? 'text-5xl' : 'text-2xl';
  return (
    <div data-testid="price-tag">
      <p className="flex flex-wrap items-baseline justify-center gap-x-3">
        {reduction && (
          <s className="text-xl text-slate-600" data-testid="regular-price">
            <span className="sr-only">{labels.regularPrice} </span>
            {reduction.regular}
          </s>
        )}
        <span className={`${big} font-bold text-brand-900`} data-testid="current-price">
          {reduction && <span className="sr-only">{labels.launchPrice} </span>}
          {price.label}
        </span>
      </p>
      {reduction && (
        <>
          <p className="mt-1 font-semibold text-amber-800" data-testid="saving">
            {labels.saving} {reduction.saving} ({reduction.percent}%)
          </p>
          <p className="mt-1 text-xs text-slate-600" data-testid="lowest-price">
            {labels.lowestPrice} {reduction.lowest30Days}
          </p>
        </>
      )}
    </div>
  );
}
