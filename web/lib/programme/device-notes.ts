// One localStorage entry per member and tool, so members who share a browser never see another's notes.

export const NOTES_PREFIX = '24hr-reset:';

export function notesKey(owner: string, tool: string): string {
  return `${NOTES_PREFIX}${owner}:${tool}`;
}

/** `24hr-reset:<tool>`: nothing says whose it is, so no member may be shown it and the tools remove these. */
export function isUnownedNotesKey(key: string): boolean {
  return (
    key.startsWith(NOTES_PREFIX) && key.length > NOTES_PREFIX.length && !key.slice(NOTES_PREFIX.length).includes(':')
  );
}
