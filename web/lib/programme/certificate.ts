import type { CertificateFormat } from './file-names';

export const CERTIFICATE_SIZES: Record<CertificateFormat, { width: number; height: number }> = {
  square: { width: 1080, height: 1080 },
  story: { width: 1080, height: 1920 },
};
export const CERTIFICATE_QR_SIZE = 140;
/** The download follows about a second after pressing the button. */
export const CERTIFICATE_DELAY_MS = 1000;

/** A single word wider than the line stays on a line of its own. */
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

export function canGenerateCertificate(state: {
  name: string;
  title: string;
  quote: string;
  generating: boolean;
}): boolean {
  return !state.generating && state.name.trim() !== '' && state.title !== '' && state.quote !== '';
}

export interface CertificateText {
  programmeName: string;
  name: string;
  title: string;
  quote: string;
  date: string;
  siteUrl: string;
}

/** Drawn on the image and shown beside it as its text alternative, in reading order. */
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
