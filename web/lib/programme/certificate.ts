import type { CertificateFormat } from './file-names';

/** The two certificate formats' sizes in pixels. */
export const CERTIFICATE_SIZES: Record<CertificateFormat, { width: number; height: number }> = {
  square: { width: 1080, height: 1080 },
  story: { width: 1080, height: 1920 },
};
export const CERTIFICATE_QR_SIZE = 140;
/** The download follows about a second after pressing the button. */
export const CERTIFICATE_DELAY_MS = 1000;

/**
 * Splits text into lines no wider than maxWidth, by words, given a measuring
 * function (the canvas's measureText in the browser). A single word wider than
 * the line stays on a line of its own.
 */
export function wrapText(text: string, maxWidth: number, measure: (value: string) => number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && measure(candidate) > maxWidth) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** Whether the generate button may be pressed. */
export function canGenerateCertificate(state: {
  name: string;
  title: string;
  quote: string;
  generating: boolean;
}): boolean {
  return !state.generating && state.name.trim() !== '' && state.title !== '' && state.quote !== '';
}
