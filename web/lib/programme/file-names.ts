export function fileSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

export function checklistFileName(programmeName: string, planName: string): string {
  return `${fileSlug(programmeName)}-${fileSlug(planName)}-plan.txt`;
}

export type CertificateFormat = 'square' | 'story';

export function certificateFileName(programmeName: string, format: CertificateFormat): string {
  return `${fileSlug(programmeName)}-certificate-${format}.png`;
}

export function calendarFileName(programmeName: string, date: string): string {
  return `${fileSlug(programmeName)}-${date}.ics`;
}

export const TRACKER_PDF_FILENAME = '24-hour-reset-7-day-tracker.pdf';

export const GUIDE_PDF_FILENAME = '24-hour-reset-guide.pdf';
