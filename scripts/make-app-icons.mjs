#!/usr/bin/env node
// Draws the installed app's icons from the favicon (web/app/icon.svg) into web/public:
// 192 and 512 px as they are, and a 512 px "maskable" one whose mark sits inside the
// central circle that every platform's mask keeps, on a full-bleed brand background.
// Run it again after changing icon.svg: `node scripts/make-app-icons.mjs`.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const svg = readFileSync(path.join(root, 'web/app/icon.svg'), 'utf8');
const out = (name) => path.join(root, 'web/public', name);

for (const size of [192, 512]) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toFile(out(`icon-${size}.png`));
}

// The mask's safe zone is a circle of 80% of the width; the mark (32 units) is drawn at 60%.
const inner = svg
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/<rect[^>]*\/>/, '');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#12663c"/><g transform="translate(6.4 6.4) scale(0.6)">${inner}</g></svg>`;
await sharp(Buffer.from(maskable), { density: (72 * 512) / 32 })
  .resize(512, 512)
  .png()
  .toFile(out('icon-maskable-512.png'));
console.log('Wrote web/public/icon-192.png, icon-512.png, icon-maskable-512.png');
