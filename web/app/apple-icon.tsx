import { ImageResponse } from 'next/og';

import { BrandMark } from '@/components/site/brand-image';

export const size = { width: 180, height: 180 };
export const contentType = 'image/png';

/** The home-screen icon (iOS has no SVG icons), drawn from the same mark as icon.svg. */
export default function AppleIcon() {
  return new ImageResponse(<BrandMark size={180} />, size);
}
