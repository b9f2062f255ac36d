import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createContentValidator } from '../scripts/lib/validate-content';
import { readSeedDataset, type SanityDocument } from '../web/lib/content/dataset';

/*
 * The schema's rules that keep the day in order and the figures in their
 * fields, run the way the studio runs them before publishing
 * (`validateDocument`, offline), against the seed with one edit each.
 */
const SEED_DIR = path.resolve(import.meta.dirname, 'seed');

let seed: SanityDocument[];
let validator: Awaited<ReturnType<typeof createContentValidator>>;

beforeAll(async () => {
  seed = await readSeedDataset(SEED_DIR);
  validator = await createContentValidator();
}, 60_000);
afterAll(() => validator.close());

/** The seed with `id` edited (or, for a new id, added): the problems the studio reports on that document. */
async function problemsAfter(id: string, edit: (doc: Record<string, unknown>) => Record<string, unknown>) {
  const original = seed.find((doc) => doc._id === id);
  const edited = edit(structuredClone(original ?? { _id: id })) as SanityDocument;
  const dataset = original ? seed.map((doc) => (doc._id === id ? edited : doc)) : [...seed, edited];
  return (await validator.check(dataset, new Set([edited._id]))).map(({ where, message }) => `${where}: ${message}`);
}

const morningItem = (id: string, fields: Record<string, unknown>) => (doc: Record<string, unknown>) => ({
  ...structuredClone(seed.find((each) => each._id === 'timeline.morning.03')),
  _id: id,
  ...fields,
  ...(doc._type ? {} : {}),
});

describe('a timeline item', () => {
  it('keeps the seed valid as it is', async () => {
    expect(await problemsAfter('timeline.morning.03', (doc) => doc)).toEqual([]);
  });

  it('starts inside its stage’s window', async () => {
    expect(await problemsAfter('timeline.morning.03', (doc) => ({ ...doc, time: '10:20' }))).toEqual([
      "timeline.morning.03 time: 10:20 is outside the Morning Routine's window (07:00–10:15): choose a time from 07:00 up to 10:15, or move the item to another stage.",
    ]);
    // The window's end is where the next stage begins.
    expect((await problemsAfter('timeline.morning.03', (doc) => ({ ...doc, time: '10:15' }))).join()).toMatch(
      /outside the Morning Routine's window/,
    );
    expect(await problemsAfter('timeline.morning.03', (doc) => ({ ...doc, time: '10:14' }))).toEqual([]);
  });

  it('is checked against the window of the stage it is moved to', async () => {
    const moved = (doc: Record<string, unknown>) => ({ ...doc, stage: { _type: 'reference', _ref: 'stage.midday' } });
    expect((await problemsAfter('timeline.morning.03', moved)).join()).toMatch(
      /07:20 is outside the Midday Recharge's window \(10:30–15:30\)/,
    );
  });

  it('does not start at the same time as another step of its stage', async () => {
    expect(await problemsAfter('timeline.morning.03', (doc) => ({ ...doc, time: '07:00' }))).toEqual([
      'timeline.morning.03 time: "Wake Up" already starts at 07:00 in this stage: give each step its own time.',
    ]);
    expect(await problemsAfter('timeline.morning.new', morningItem('timeline.morning.new', { time: '08:30' }))).toEqual(
      [
        'timeline.morning.new time: "Breakfast Time (60 min)" already starts at 08:30 in this stage: give each step its own time.',
      ],
    );
  });

  it('does not count its own draft as another step', async () => {
    const draft = (doc: Record<string, unknown>) => ({ ...doc, _id: 'drafts.timeline.morning.03', title: 'Edited' });
    expect(await problemsAfter('timeline.morning.03', draft)).toEqual([]);
  });

  it('writes its time with two-digit hours, so that time order is day order', async () => {
    expect(await problemsAfter('timeline.morning.03', (doc) => ({ ...doc, time: '7:20' }))).toEqual([
      'timeline.morning.03 time: Write the time on the 24-hour clock with two-digit hours, e.g. 07:00 or 15:35',
    ]);
  });

  it('has no order number that could disagree with its time', async () => {
    expect(await problemsAfter('timeline.morning.03', (doc) => ({ ...doc, order: 3 }))).toEqual([]);
    expect(seed.filter((doc) => doc._type === 'timelineItem' && 'order' in doc)).toEqual([]);
  });
});

describe('a stage’s window', () => {
  it('is required on the three timeline stages', async () => {
    const problems = await problemsAfter('stage.midday', ({ window: _window, ...doc }) => doc);
    expect(problems).toEqual(['stage.midday window: Required']);
  });

  it('ends after it starts', async () => {
    expect(
      await problemsAfter('stage.midday', (doc) => ({ ...doc, window: { start: '15:30', end: '10:30' } })),
    ).toEqual(['stage.midday window: The window must end after it starts.']);
  });

  it('overlaps no other stage', async () => {
    expect(
      await problemsAfter('stage.midday', (doc) => ({ ...doc, window: { start: '10:00', end: '15:30' } })),
    ).toEqual(['stage.midday window: It overlaps Morning Routine (07:00–10:15): stages follow one another.']);
  });

  it('cannot shrink past its timeline items', async () => {
    expect(
      await problemsAfter('stage.morning', (doc) => ({ ...doc, window: { start: '07:00', end: '09:45' } })),
    ).toEqual([
      'stage.morning window: These steps would fall outside the window: 10:00 Integration Moment. Move them first.',
    ]);
  });

  it('is stated by the site, not typed into the heading', async () => {
    const problems = await problemsAfter('stage.morning', (doc) => ({
      ...doc,
      timelineHeading: 'Morning Timeline (7:00 – 10:15 AM)',
    }));
    // The field's rules run concurrently, so their messages come in either order.
    expect(problems).toHaveLength(3);
    expect(problems).toEqual(
      expect.arrayContaining([
        'stage.morning timelineHeading: Leave the times out: the site adds the window from the fields below.',
        expect.stringMatching(/^stage\.morning timelineHeading: This types Morning Routine’s start \(07:00\)/),
        expect.stringMatching(/^stage\.morning timelineHeading: This types Morning Routine’s end \(10:15\)/),
      ]),
    );
  });
});

describe('a supplement', () => {
  const round = (ref: string, key: string) => ({ _key: key, _type: 'reference', _ref: ref });

  it('is taken at one or more timeline steps, each once', async () => {
    expect(await problemsAfter('supplement.zinc', (doc) => ({ ...doc, rounds: [] }))).toEqual([
      expect.stringMatching(/^supplement\.zinc rounds: Must have at least 1 item/),
    ]);
    const twice = [round('timeline.midday.05', 'a'), round('timeline.midday.05', 'b')];
    expect(await problemsAfter('supplement.zinc', (doc) => ({ ...doc, rounds: twice }))).toEqual([
      'supplement.zinc rounds[_key=="a"]: Can\'t be a duplicate',
      'supplement.zinc rounds[_key=="b"]: Can\'t be a duplicate',
    ]);
  });
});

describe('copy in any document', () => {
  it('cannot type a figure a field holds, and names the placeholder to write', async () => {
    const problems = await problemsAfter('faq-how-long', (doc) => ({
      ...doc,
      answer: 'One day, 7:00 AM to 10:00 PM, for €9.90. Drink 500 ml on waking.',
    }));
    expect(problems).toEqual([
      expect.stringMatching(/^faq-how-long answer: This types the price \(9\.90\).*write \{price\}/),
      expect.stringMatching(/^faq-how-long answer: This types Morning Routine’s start \(07:00\).*\{dayStart\}/),
      expect.stringMatching(/^faq-how-long answer: This types .*’s end \(22:00\).*\{dayEnd\}/),
      expect.stringMatching(/^faq-how-long answer: This types the water on waking \(500 ml\).*\{waterOnWaking\}/),
    ]);
  });
});
