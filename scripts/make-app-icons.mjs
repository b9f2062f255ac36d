#!/usr/bin/env node
// Draws the app icons (192, 512 and a maskable 512 px) and web/app/favicon.ico from web/app/icon.svg.
// Run it again after changing icon.svg: `node scripts/make-app-icons.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const svg = readFileSync(path.join(root, 'web/app/icon.svg'), 'utf8');
const out = (name) => path.join(root, 'web/public', name);
/** The 32-unit drawing as a PNG of `size` px. */
const png = (drawing, size) =>
  sharp(Buffer.from(drawing), { density: (72 * size) / 32 })
    .resize(size, size)
    .png();

for (const size of [192, 512]) await png(svg, size).toFile(out(`icon-${size}.png`));

// The mask's safe zone is a circle of 80% of the width; the mark (32 units) is drawn at 60%.
const inner = svg
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/<rect[^>]*\/>/, '');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#12663c"/><g transform="translate(6.4 6.4) scale(0.6)">${inner}</g></svg>`;
await png(maskable, 512).toFile(out('icon-maskable-512.png'));

// An ICO whose images are PNGs, which every browser that still asks for it reads.
const ICO_SIZES = [16, 32, 48];
const images = await Promise.all(ICO_SIZES.map((size) => png(svg, size).toBuffer()));
const directory = Buffer.alloc(6 + 16 * images.length);
directory.writeUInt16LE(1, 2); // type: icon
directory.writeUInt16LE(images.length, 4);
let offset = directory.length;
images.forEach((image, index) => {
  const entry = 6 + 16 * index;
  directory.writeUInt8(ICO_SIZES[index], entry);
  directory.writeUInt8(ICO_SIZES[index], entry + 1);
  directory.writeUInt16LE(1, entry + 4); // colour planes
  directory.writeUInt16LE(32, entry + 6); // bits per pixel
  directory.writeUInt32LE(image.length, entry + 8);
  directory.writeUInt32LE(offset, entry + 12);
  offset += image.length;
});
writeFileSync(path.join(root, 'web/app/favicon.ico'), Buffer.concat([directory, ...images]));
console.log('Wrote web/public/icon-192.png, icon-512.png, icon-maskable-512.png and web/app/favicon.ico');
