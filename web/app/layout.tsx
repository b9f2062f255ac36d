import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

import { Toaster } from '@/components/ui/toaster';
import { getConfig } from '@/lib/env';

import './globals.css';

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(getConfig().siteUrl),
    title: { default: '24-Hour Reset', template: '%s | 24-Hour Reset' },
  };
}

export const viewport: Viewport = {
  themeColor: '#16804a',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-white font-sans antialiased">
        {children}
        <Toaster />
      </body>
    </html>
  );
}
