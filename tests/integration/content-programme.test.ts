import path from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { evaluateGroq, readSeedDataset, type SanityDocument } from '@/lib/content/local';
import {
  calendarEventsQuery,
  preparationPageQuery,
  printableGuideQuery,
  programmeStagesQuery,
  reflectionStageQuery,
  stageScreenQuery,
} from '@/lib/content/queries';
import type {
  CalendarEventsQueryResult,
  PreparationPageQueryResult,
  PrintableGuideQueryResult,
  ProgrammeStagesQueryResult,
  ReflectionStageQueryResult,
  StageScreenQueryResult,
} from '@/lib/content/sanity.types';
import { shownTime, timelineHeading } from '@/lib/programme/clock';

const SEED_DIR = path.resolve(import.meta.dirname, '../../studio/seed');

/** Every timeline item, with its time as the screens show it and its title, in order: fixed, not the editor's. */
const TIMELINES = {
  morning: [
    ['7:00', 'Wake Up'],
    ['7:10', 'Hydration Ritual'],
    ['7:20', 'Light Movement'],
    ['7:30', 'Morning Grounding Walk'],
    ['8:00', 'Mind Reset'],
    ['8:30', 'Breakfast Time (60 min)'],
    ['9:30', 'Supplement Time'],
    ['10:00', 'Integration Moment'],
  ],
  midday: [
    ['10:30', 'Light Focus Sprint'],
    ['12:00', 'Midday Movement (60 Minutes)'],
    ['13:30', 'Cold Shower Reset'],
    ['14:00', 'Lunch (60 Minutes)'],
    ['15:00', 'Supplements (Round 2)'],
    ['15:15', 'Reset Reflection'],
  ],
  afternoon: [
    ['15:30', 'Mirror Task'],
    ['15:35', 'Breathing Exercise'],
    ['16:00', 'Nature Exposure'],
    ['17:00', 'Social Connection'],
    ['17:30', 'Act of Kindness'],
    ['18:00', 'Dinner Time'],
    ['19:00', 'Create Your Vision Board'],
    ['20:45', 'Night Supplements'],
    ['21:00', 'Gentle Movement'],
    ['21:15', 'Quiet Reflection'],
    ['21:30', 'Screen-Free Wind Down'],
  ],
} as const;

const SCREENS = {
  morning: {
    hero: 'Good Morning. Your Reset Begins Now.',
    timelineHeading: 'Morning Timeline (7:00 – 10:15 AM)',
    meal: 'breakfast',
    // Only the lunch and dinner headings are fixed; the breakfast one is the editor's.
    mealHeading: expect.stringMatching(/breakfast/i),
    nextStepLabel: 'Continue to the Midday Reset',
    nextStepHref: '/product/reset/midday',
  },
  midday: {
    hero: 'Now we move with purpose.',
    timelineHeading: 'Midday Timeline (10:30 – 15:30)',
    meal: 'lunch',
    mealHeading: 'Your Lunch Options',
    nextStepLabel: 'Continue to the Afternoon Reset',
    nextStepHref: '/product/reset/afternoon',
  },
  afternoon: {
    hero: 'Afternoon Flow + Evening Wind Down',
    timelineHeading: 'Afternoon Timeline (15:30 – 22:00)',
    meal: 'dinner',
    mealHeading: 'Your Dinner Options',
    nextStepLabel: 'Continue to Final Reflection + Downloads',
    nextStepHref: '/product/reset/reflection',
  },
} as const;

const SUPPLEMENT_KEYS = [
  'magnesium',
  'vitaminb',
  'vitaminc',
  'vitamind3',
  'ltyrosine',
  'ltheanine',
  'melatonin',
  'electrolytes',
  'water',
  'ashwagandha',
  'zinc',
  'tea',
  'ginkgo',
  'omega3',
];

const DETOX_KEYS = ['notifications', 'airplane', 'autoreply', 'alarm', 'inform', 'journal'];

const DIET_KEYS = ['omni', 'vegetarian', 'vegan', 'gluten-free', 'keto'];

type StageKey = keyof typeof SCREENS;

describe('the programme content in the seed dataset, through the site queries', () => {
  let dataset: SanityDocument[];
  const screen = (key: StageKey) => evaluateGroq<StageScreenQueryResult>(stageScreenQuery, dataset, { key });

  beforeAll(async () => {
    dataset = await readSeedDataset(SEED_DIR);
  });

  describe.each(Object.keys(SCREENS) as StageKey[])('the %s screen', (key) => {
    it('lists the fixed timeline items, with their exact times and titles, in order', async () => {
      const stage = await screen(key);
      expect(stage?.timeline.map((item) => [shownTime(item.time), item.title])).toEqual(TIMELINES[key]);
    });

    it('shows the fixed hero, timeline heading (with its window), meal section and next step', async () => {
      const stage = await screen(key);
      expect(timelineHeading(stage?.timelineHeading ?? '', stage?.window)).toBe(SCREENS[key].timelineHeading);
      expect(stage).toMatchObject({
        key,
        hero: { heading: SCREENS[key].hero },
        meal: SCREENS[key].meal,
        mealHeading: SCREENS[key].mealHeading,
        nextStepLabel: SCREENS[key].nextStepLabel,
        nextStepHref: SCREENS[key].nextStepHref,
      });
      expect(stage?.mealTip).toBeTruthy();
    });

    it("links its meal item to the meal section and gives every diet plan's meal for that section", async () => {
      const stage = await screen(key);
      expect(stage?.timeline.filter((item) => item.jumpToMeal).map((item) => item.jumpToMeal)).toEqual([
        SCREENS[key].meal,
      ]);
      expect(stage?.dietPlans.map((plan) => plan.key)).toEqual(DIET_KEYS);
      for (const plan of stage?.dietPlans ?? []) {
        expect(plan.tabLabel).toBeTruthy();
        expect(plan.meal.summary).toBeTruthy();
      }
    });

    it('gives every item a description and an icon', async () => {
      for (const item of (await screen(key))?.timeline ?? []) {
        expect(item.description.length, item.title).toBeGreaterThan(0);
        expect(item.icon, item.title).toBeTruthy();
      }
    });
  });

  it('gives every morning and midday item an outbound video link', async () => {
    for (const key of ['morning', 'midday'] as const) {
      for (const item of (await screen(key))?.timeline ?? []) {
        expect(item.videoLinks?.length, item.title).toBeGreaterThan(0);
        for (const link of item.videoLinks ?? []) expect(link.url).toMatch(/^https:\/\/www\.youtube\.com\//);
      }
    }
  });

  it('shows the extra content on the cold-shower item only', async () => {
    const timelines = await Promise.all((Object.keys(SCREENS) as StageKey[]).map(screen));
    const withExtra = timelines.flatMap((stage) => stage?.timeline ?? []).filter((item) => item.extraContent?.length);
    expect(withExtra.map((item) => item.title)).toEqual(['Cold Shower Reset']);
  });

  it('closes the afternoon screen with the reset-complete message', async () => {
    const afternoon = await screen('afternoon');
    expect(afternoon?.closingMessage?.heading).toMatch(/complete/i);
  });

  it('keeps the unreachable fallback lunch summary on the midday screen', async () => {
    expect((await screen('midday'))?.fallbackMealSummary).toBe(
      'Quick Reset: 2 boiled eggs, hummus, veggie sticks + apple',
    );
  });

  it("labels keto 'Keto' on breakfast and 'Low-Carb' on lunch and dinner", async () => {
    const tab = async (key: StageKey) => (await screen(key))?.dietPlans.find((plan) => plan.key === 'keto')?.tabLabel;
    expect([await tab('morning'), await tab('midday'), await tab('afternoon')]).toEqual([
      'Keto',
      'Low-Carb',
      'Low-Carb',
    ]);
  });

  it('gives gluten-free and keto the same grilled-salmon lunch summary', async () => {
    const plans = (await screen('midday'))?.dietPlans ?? [];
    const summary = (key: string) => plans.find((plan) => plan.key === key)?.meal.summary;
    expect(summary('gluten-free')).toBe(summary('keto'));
    expect(summary('keto')).toMatch(/salmon/i);
  });

  it('bakes the keto egg cups at 180°C for about 15 minutes', async () => {
    const page = await evaluateGroq<PreparationPageQueryResult>(preparationPageQuery, dataset);
    const keto = page.dietPlans.find((plan) => plan.key === 'keto');
    expect(keto?.breakfast.name).toMatch(/egg cups/i);
    expect(keto?.breakfast.steps.join(' ')).toMatch(/180°C for about 15 minutes/);
  });

  describe('the preparation page', () => {
    let page: PreparationPageQueryResult;
    beforeAll(async () => {
      page = await evaluateGroq<PreparationPageQueryResult>(preparationPageQuery, dataset);
    });

    it('shows the welcome hero button and the three section headings', () => {
      expect(page.stage?.hero.buttonLabel).toBe("I'm In – Let's Start");
      // Fixed wording: 'What is the {product}?'
      const product = dataset.find((doc) => doc._id === 'product') as { name?: string } | undefined;
      expect(page.stage?.introSection?.heading).toBe(`What is the ${product?.name}?`);
      expect(page.stage?.preparationSection?.heading).toBe("What You'll Need to Start");
      expect(page.stage?.readySection?.heading).toBe('Ready to Reset?');
      expect(page.stage?.nextStepHref).toBe('/product/reset/morning');
      expect(page.stage?.supplementSafetyNote).toMatch(/doctor/);
    });

    it('offers five diet plans, each with three meals that have ingredients and steps', () => {
      expect(page.dietPlans.map((plan) => plan.key)).toEqual(DIET_KEYS);
      for (const plan of page.dietPlans) {
        for (const meal of [plan.breakfast, plan.lunch, plan.dinner]) {
          expect(meal.name, plan.key).toBeTruthy();
          expect(meal.ingredients.length, `${plan.key} ${meal.name}`).toBeGreaterThanOrEqual(3);
          expect(meal.steps.length, `${plan.key} ${meal.name}`).toBeGreaterThanOrEqual(3);
          expect([...meal.ingredients, ...meal.steps].every((line) => line.trim().length > 0)).toBe(true);
        }
      }
    });

    it('lists exactly the 14 supplement flags and the 6 detox flags, in checklist order', () => {
      expect(page.supplements.map((supplement) => supplement.key)).toEqual(SUPPLEMENT_KEYS);
      expect(page.detoxItems.map((item) => item.key)).toEqual(DETOX_KEYS);
    });
  });

  it('puts every supplement in at least one of the 9:30, 15:00 and 20:45 rounds of the guide', async () => {
    const guide = await evaluateGroq<PrintableGuideQueryResult>(printableGuideQuery, dataset);
    expect(guide.supplementRounds.map((round) => shownTime(round.time))).toEqual(['9:30', '15:00', '20:45']);
    const inAnyRound = new Set(guide.supplementRounds.flatMap((round) => round.supplements.map((s) => s.key)));
    expect([...inAnyRound].sort()).toEqual([...SUPPLEMENT_KEYS].sort());
  });

  it('prints the three timelines and all five meal plans in the guide', async () => {
    const guide = await evaluateGroq<PrintableGuideQueryResult>(printableGuideQuery, dataset);
    expect(
      guide.stages.map((stage) => [stage.key, stage.items.map((item) => [shownTime(item.time), item.title])]),
    ).toEqual(Object.entries(TIMELINES));
    expect(guide.stages.map((stage) => timelineHeading(stage.timelineHeading ?? '', stage.window))).toEqual(
      Object.values(SCREENS).map((screen) => screen.timelineHeading),
    );
    expect(guide.stages.flatMap((stage) => stage.items).every((item) => item.description.length > 0)).toBe(true);
    expect(guide.dietPlans).toHaveLength(5);
  });

  it('exports all 25 timeline items to the calendar, in day order', async () => {
    const events = await evaluateGroq<CalendarEventsQueryResult>(calendarEventsQuery, dataset);
    expect(events.map((event) => [event.stage.key, shownTime(event.time), event.title])).toEqual(
      Object.entries(TIMELINES).flatMap(([stage, items]) => items.map(([time, title]) => [stage, time, title])),
    );
    expect(events.every((event) => event.durationMinutes > 0)).toBe(true);
  });

  it('lists the five stages in day order', async () => {
    const stages = await evaluateGroq<ProgrammeStagesQueryResult>(programmeStagesQuery, dataset);
    expect(stages.map((stage) => stage.key)).toEqual(['welcome', 'morning', 'midday', 'afternoon', 'reflection']);
  });

  it('asks the five reflection questions under the keys the page keeps them by', async () => {
    const reflection = await evaluateGroq<ReflectionStageQueryResult>(reflectionStageQuery, dataset);
    expect(reflection?.hero.heading).toBeTruthy();
    expect(reflection?.journalQuestions?.map((question) => question.key)).toEqual([
      'surprised',
      'phoneDetox',
      'mostAlive',
      'keepHabit',
      'sharePerson',
    ]);
    expect(reflection?.journalQuestions?.every((question) => question.question.endsWith('?'))).toBe(true);
  });

  describe('the accordion groups', () => {
    const options = async (title: string) => {
      const items = await Promise.all((Object.keys(SCREENS) as StageKey[]).map(screen));
      const item = items.flatMap((stage) => stage?.timeline ?? []).find((entry) => entry.title === title);
      return item?.accordionGroup?.options ?? [];
    };

    it('hang off exactly four timeline items', async () => {
      const items = await Promise.all((Object.keys(SCREENS) as StageKey[]).map(screen));
      const grouped = items.flatMap((stage) => stage?.timeline ?? []).filter((item) => item.accordionGroup);
      expect(grouped.map((item) => item.title)).toEqual([
        'Light Focus Sprint',
        'Midday Movement (60 Minutes)',
        'Social Connection',
        'Act of Kindness',
      ]);
    });

    it('offer Reflective, Creative and Productive focus sprints with four tasks each', async () => {
      const sprint = await options('Light Focus Sprint');
      expect(sprint.map((option) => option.title)).toEqual(['Reflective', 'Creative', 'Productive']);
      expect(sprint.map((option) => option.tasks.length)).toEqual([4, 4, 4]);
    });

    it('offer four ways to do the midday movement, the last one a follow-along video', async () => {
      const movement = await options('Midday Movement (60 Minutes)');
      expect(movement.map((option) => option.title)).toEqual([
        'No Equipment',
        'Gear-Based',
        'Gym Access',
        'Follow-Along Video',
      ]);
      expect(movement[3]?.videoLinks?.length).toBeGreaterThan(0);
    });

    it('offer three ways to connect and three acts of kindness', async () => {
      expect((await options('Social Connection')).map((option) => option.title)).toEqual([
        'Voice Note Roulette',
        '15-Minute Mini-Date',
        'Connection Through Curiosity',
      ]);
      expect((await options('Act of Kindness')).map((option) => option.title)).toEqual([
        'Sticky Note',
        'Gratitude Bomb',
        "Make Someone's Day",
      ]);
    });
  });
});
