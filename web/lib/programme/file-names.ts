/** Lowercases a name and turns each run of spaces into one dash: "Gluten-Free" → "gluten-free". */
export function fileSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** The checklist's file name: the programme name, the plan name, then "plan.txt", e.g. 24-hour-reset-omnivore-plan.txt. */
export function checklistFileName(programmeName: string, planName: string): string {
  return `${fileSlug(programmeName)}-${fileSlug(planName)}-plan.txt`;
}

export type CertificateFormat = 'square' | 'story';

/** The certificate's file name: the programme, "certificate" and the format, e.g. 24-hour-reset-certificate-square.png. */
export function certificateFileName(programmeName: string, format: CertificateFormat): string {
  return `${fileSlug(programmeName)}-certificate-${format}.png`;
}

/** The calendar export, named after the programme and the chosen day. */
export function calendarFileName(programmeName: string, date: string): string {
  return `${fileSlug(programmeName)}-${date}.ics`;
}

export const TRACKER_PDF_FILENAME = '24-hour-reset-7-day-tracker.pdf';

export const GUIDE_PDF_FILENAME = '24-hour-reset-guide.pdf';
