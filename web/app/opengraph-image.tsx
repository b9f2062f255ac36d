import { ImageResponse } from 'next/og';

import { BrandMark } from '@/components/site/brand-image';
import { DEFAULT_PROGRAMME_NAME, getSeo } from '@/lib/content';

export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';
export const alt = DEFAULT_PROGRAMME_NAME;

/** The share card of every page: the mark, the site's Open Graph title and its price. */
export default async function OpenGraphImage() {
  const { site, price: priceNow } = await getSeo();
  const price = priceNow.label;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: 80,
        background: 'linear-gradient(135deg, #eefbf4 0%, #d5f5e3 100%)',
        color: '#0b3a23',
      }}
    >
      <BrandMark size={120} />
      <div style={{ marginTop: 40, fontSize: 64, fontWeight: 700, lineHeight: 1.1 }}>{site.openGraph.title}</div>
      <div style={{ marginTop: 24, fontSize: 36, color: '#12663c' }}>{`${site.openGraph.siteName} · ${price}`}</div>
    </div>,
    size,
  );
}
