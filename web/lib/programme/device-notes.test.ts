import { describe, expect, it } from 'vitest';

import { isUnownedNotesKey, notesKey } from './device-notes';

const ALICE = '0b6f3c1e-6a53-4f0e-9a51-1f2d1c0e8a11';
const BRUNO = '7d2e9f40-1c8b-4b6a-8e3d-5a4c2b1f0e99';

describe('notesKey', () => {
  it('names the member and the tool', () => {
    expect(notesKey(ALICE, 'journal')).toBe(`24hr-reset:${ALICE}:journal`);
  });

  it('gives two members two entries for the same tool', () => {
    expect(notesKey(ALICE, 'water')).not.toBe(notesKey(BRUNO, 'water'));
  });

  it('gives one member one entry per tool', () => {
    expect(notesKey(ALICE, 'detox')).not.toBe(notesKey(ALICE, 'supplements'));
  });
});

describe('isUnownedNotesKey', () => {
  it('picks out the entries that name a tool but no member', () => {
    for (const tool of ['journal', 'water', 'detox', 'supplements', 'tracker']) {
      expect(isUnownedNotesKey(`24hr-reset:${tool}`)).toBe(true);
    }
  });

  it('leaves every member’s own entries alone', () => {
    expect(isUnownedNotesKey(notesKey(ALICE, 'journal'))).toBe(false);
    expect(isUnownedNotesKey(notesKey(BRUNO, 'tracker'))).toBe(false);
  });

  it('leaves what other code keeps in the browser alone', () => {
    expect(isUnownedNotesKey('24hr-reset:')).toBe(false);
    expect(isUnownedNotesKey('journal')).toBe(false);
    expect(isUnownedNotesKey('other-app:journal')).toBe(false);
    expect(isUnownedNotesKey('x24hr-reset:journal')).toBe(false);
  });
});
