/* The members' tools' microcopy (statuses, toasts, names for screen readers); what editors write is content. */

export const offlineMessages = {
  checking: 'Checking whether your day is stored…',
  unsupported: 'This browser cannot keep the day for offline use.',
  storing: (done: number, total: number) => `Storing your day: ${done} of ${total} files…`,
  progressLabel: 'Storing your day',
  done: 'Done: your day is ready for airplane mode. You can switch off the network whenever you like.',
  ready: (storedAt: string) => `Your day is ready for airplane mode (stored ${storedAt}).`,
  notReady: 'Your day is not ready for airplane mode yet.',
  failed: 'Something went wrong while storing the day. Please try again.',
  offline: 'You seem to be offline. Connect to the internet and try again.',
  sessionEnded: 'Your session has ended. Sign in again to get the day ready.',
  fileFailed: 'Part of your day could not be stored. Please try again.',
  browserUnsupported: 'This browser cannot keep pages for offline use.',
  signedOut: 'You signed out, so nothing was kept.',
  signedOutWhileStoring: 'You signed out while the day was being stored, so nothing was kept.',
} as const;

export const checklistMessages = {
  downloaded: (plan: string) => ({
    title: 'Checklist Downloaded!',
    description: `Your ${plan} plan checklist is ready. Happy resetting!`,
  }),
} as const;

/** What each tool's "Clear" clears, said to screen readers after the button's label. */
export const clearTargets = {
  detox: 'detox ticks',
  supplements: 'supplement ticks',
  journal: 'reflections',
  water: 'water calculator',
} as const;

export const dayMessages = {
  failed: 'Your day could not be saved. Please try again.',
  offlineNotUpdated:
    'Your day is saved, but the copy stored for offline use could not be updated. Store it again from the dashboard.',
} as const;

export const guideMessages = {
  /** The print button while the guide's print window is open. */
  generating: 'Generating PDF...',
} as const;

export const journalMessages = {
  saved: 'Your reflections are saved in this browser. They stay on this device and are never sent to us.',
  cleared: 'Your reflections have been cleared from this browser.',
} as const;

export const certificateMessages = {
  /** The button while the certificate is drawn. */
  generating: 'Creating Magic...',
  creating: 'Creating your certificate...',
  ready: (fileName: string) => `Your certificate is ready: ${fileName}.`,
  failed: 'Your browser could not draw the certificate. Please try again in another browser.',
  imageAlt: (name: string, title: string) => `Your certificate: ${name}, ${title}`,
  qrCode: '(a QR code to the same address)',
  savedAs: (fileName: string) => `Saved to your downloads as ${fileName}.`,
} as const;

export const inviteMessages = {
  copied: 'Link copied to clipboard! Share it with your friend.',
  copyPrompt: 'Copy this link and send it to your friend:',
} as const;

export const waterMessages = {
  unitsLegend: 'Units',
  litres: (litres: number) => `${litres} liters`,
  glasses: (glasses: number) => `about ${glasses} glasses of 250 ml`,
} as const;
