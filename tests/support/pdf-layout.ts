// Where each line of text sits on each page of a PDF, as poppler's pdftotext
// reads it (`apt-get install poppler-utils`): what a reader sees, to test the
// layout of the documents members download.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface PdfLine {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

export interface PdfPage {
  width: number;
  height: number;
  /** Top to bottom, as pdftotext orders its blocks. */
  lines: PdfLine[];
}

const number = (tag: string, name: string) => Number(new RegExp(`${name}="([\\d.]+)"`).exec(tag)?.[1]);
const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&(apos|#39);/g, "'")
    .replace(/&amp;/g, '&');

export function pdfPages(pdf: Uint8Array): PdfPage[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-layout-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    let xml: string;
    try {
      xml = execFileSync('pdftotext', ['-bbox-layout', file, '-'], { encoding: 'utf8' });
    } catch (error) {
      throw new Error(`pdftotext (poppler-utils) must be installed to test PDF layout: ${(error as Error).message}`);
    }
    return [...xml.matchAll(/<page ([^>]*)>([\s\S]*?)<\/page>/g)].map(([, attributes, body]) => ({
      width: number(attributes!, 'width'),
      height: number(attributes!, 'height'),
      lines: [...body!.matchAll(/<line ([^>]*)>([\s\S]*?)<\/line>/g)].map(([, box, words]) => ({
        text: [...words!.matchAll(/<word [^>]*>([^<]*)<\/word>/g)].map((word) => unescape(word[1]!)).join(' '),
        xMin: number(box!, 'xMin'),
        yMin: number(box!, 'yMin'),
        xMax: number(box!, 'xMax'),
        yMax: number(box!, 'yMax'),
      })),
    }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** How far two boxes cover each other, in points, across and down (both above 0: they overlap). */
export function overlap(a: PdfLine, b: PdfLine): { across: number; down: number } {
  return {
    across: Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin),
    down: Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin),
  };
}
