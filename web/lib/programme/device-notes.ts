/*
 * Where the members' tools keep what a member ticks and types (checklists,
 * water inputs, journal answers, tracker ticks): one localStorage entry per
 * member and tool, `24hr-reset:<member id>:<tool>`. Members who share a
 * browser each find their own notes and never another's; nothing is sent to
 * the server.
 */

export const NOTES_PREFIX = '24hr-reset:';

/** The entry of `tool`'s notes for the member `owner` (a member id, a UUID). */
export function notesKey(owner: string, tool: string): string {
  return `${NOTES_PREFIX}${owner}:${tool}`;
}

/**
 * An entry that names a tool but no member (`24hr-reset:<tool>`). Nothing says
 * whose it is, so no member may be shown it: the tools remove these.
 */
export function isUnownedNotesKey(key: string): boolean {
  return (
    key.startsWith(NOTES_PREFIX) && key.length > NOTES_PREFIX.length && !key.slice(NOTES_PREFIX.length).includes(':')
  );
}
