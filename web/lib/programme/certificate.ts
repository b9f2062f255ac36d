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

/** What the member chose, and what the site adds, for one certificate. */
export interface CertificateText {
  programmeName: string;
  name: string;
  title: string;
  quote: string;
  date: string;
  siteUrl: string;
}

/**
 * The words on the certificate, in reading order: drawn on the image, and
 * shown on the page beside it as its text alternative, from this one source.
 */
export function certificateWording(text: CertificateText) {
  return {
    heading: 'CERTIFICATE OF COMPLETION',
    programme: text.programmeName,
    certifies: 'This certifies that',
    name: text.name,
    earned: `completed the ${text.programmeName} and earned the title`,
    title: text.title,
    quote: `“${text.quote}”`,
    date: text.date,
    invitation: 'Start your own reset:',
    address: text.siteUrl.replace(/^https?:\/\//, ''),
  };
}
