import type { PriceNow } from '../pricing';
import {
  type Figures,
  type FigureSource,
  productFigures,
  type ProductFigureFields,
  scheduleFigures,
  type ScheduleFigureFields,
  waterFigures,
  type WaterFigureFields,
} from './figures';
import { type ContentRead, reads } from './reads';

/** How a caller reads: through the page cache (tagging what it reads) or past it. */
export type RunRead = (read: ContentRead) => Promise<unknown>;

/**
 * The figures of the sources a content result states, read through `run`:
 * a page's copy that states only the price reads only the product.
 */
export async function readFigures(
  sources: ReadonlySet<FigureSource>,
  run: RunRead,
  priceOf: (product: ProductFigureFields) => PriceNow | Promise<PriceNow>,
): Promise<Partial<Figures>> {
  const parts = await Promise.all(
    [...sources].map(async (source): Promise<Partial<Figures>> => {
      if (source === 'product') {
        const fields = (await run(reads.productFigures())) as ProductFigureFields | null;
        if (!fields) throw new Error('Copy states a figure ({price}, …) but the product document is missing.');
        return productFigures(fields, await priceOf(fields));
      }
      if (source === 'schedule') return scheduleFigures((await run(reads.scheduleFigures())) as ScheduleFigureFields);
      const water = (await run(reads.waterFigures())) as WaterFigureFields | null;
      if (!water) throw new Error('Copy states a water figure ({waterOnWaking}, …) but the water guidance is missing.');
      return waterFigures(water);
    }),
  );
  return Object.assign({}, ...parts) as Partial<Figures>;
}
