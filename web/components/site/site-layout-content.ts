import 'server-only';

import { fetchContent, siteLayoutQuery } from '@/lib/content';
import { formatPrice } from '@/lib/money';

/** Where every "buy" button of the bar goes. */
export const CHECKOUT_PATH = '/checkout';

/** The navigation and footer content, shared by the header and footer (one cached query). */
export async function getSiteLayout() {
  const layout = await fetchContent(siteLayoutQuery, { tags: ['siteSettings', 'product'] });
  if (!layout?.product) throw new Error('The navigation needs the site settings and product documents.');
  return { ...layout, price: formatPrice(layout.product.price, layout.product.currency) };
}
