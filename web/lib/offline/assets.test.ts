import { describe, expect, it } from 'vitest';

import { assetKind, assetUrlsIn } from './assets';

const base = 'https://reset.example/product/reset/welcome';

describe('assetUrlsIn', () => {
  it('finds the scripts, style sheets, icons and images a page names, never a page or another site', () => {
    const html = `<!doctype html><html><head>
      <link rel="stylesheet" href="/_next/static/chunks/a1b2.css" data-precedence="next"/>
      <link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-9f.js"/>
      <link rel="icon" href="/icon.svg?icon.0b1c2d.svg" type="image/svg+xml"/>
      <link rel="manifest" href="/manifest.webmanifest"/>
      <link rel="canonical" href="https://reset.example/"/>
      <link rel="expect" href="#_R_" blocking="render"/>
      <script src="/_next/static/chunks/main-app.js" async=""></script>
      <script src="https://js.stripe.com/v3"></script>
      </head><body>
      <img src="/_next/image?url=%2Fhero.jpg&amp;w=640&amp;q=75" srcset="/a.png 1x, /b.png 2x" alt=""/>
      <a href="/about">About</a>
      <script>self.__next_f.push([1,"3:I[\\"/_next/static/chunks/tool-3c.js\\",[]]"])</script>
      </body></html>`;
    expect(assetUrlsIn(html, base, 'html')).toEqual([
      '/_next/image?url=%2Fhero.jpg&w=640&q=75',
      '/_next/static/chunks/a1b2.css',
      '/_next/static/chunks/main-app.js',
      '/_next/static/chunks/tool-3c.js',
      '/_next/static/chunks/webpack-9f.js',
      '/a.png',
      '/b.png',
      '/icon.svg?icon.0b1c2d.svg',
      '/manifest.webmanifest',
    ]);
  });

  it('follows the chunks a script loads later, written without the /_next/ prefix', () => {
    const js = 'e.l("static/chunks/lazy-viewport.js"),R.c("static/chunks/other.js")';
    expect(assetUrlsIn(js, 'https://reset.example/_next/static/chunks/runtime.js', 'js')).toEqual([
      '/_next/static/chunks/lazy-viewport.js',
      '/_next/static/chunks/other.js',
    ]);
  });

  it('resolves a style sheet’s fonts and images against the sheet, leaving data: URLs alone', () => {
    const css =
      '@font-face{src:url(../media/inter.woff2) format("woff2")}.a{background:url("/bg.webp")}.b{background:url(data:image/png;base64,AA)}';
    expect(assetUrlsIn(css, 'https://reset.example/_next/static/chunks/a1b2.css', 'css')).toEqual([
      '/_next/static/media/inter.woff2',
      '/bg.webp',
    ]);
  });

  it('reads references only from scripts and style sheets', () => {
    expect(assetKind('/_next/static/chunks/a.js')).toBe('js');
    expect(assetKind('/_next/static/chunks/a.css?v=1')).toBe('css');
    expect(assetKind('/api/guide')).toBeNull();
  });
});
