import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';

import { GuideDocument, type Guide } from './guide';
import { htmlKit } from './html-kit';
import { JournalDocument, type JournalWords } from './journal';
import { toHtml, toPdf } from './output';
import { pdfKit } from './pdf-kit';
import { TrackerDocument } from './tracker';

const meal = { name: 'Oats', summary: 'Porridge', ingredients: ['50 g oats'], steps: ['Soak'] };
const guide: Guide = {
  productName: '24-Hour Reset',
  stages: [
    {
      key: 'morning',
      title: 'Morning',
      timelineHeading: 'Morning Timeline',
      window: { start: '07:00', end: '10:15' },
      items: [{ time: '07:00', title: 'Wake <Up>', description: 'Rise & shine', options: null }],
    },
  ],
  supplementRounds: [
    {
      time: '09:30',
      supplements: [{ key: 'zinc', label: 'Zinc', dose: '15 mg', notes: 'With food', times: ['09:30'] }],
    },
  ],
  dietPlans: [{ key: 'vegan', name: 'Vegan', description: 'Plants', breakfast: meal, lunch: meal, dinner: meal }],
  quotes: ['Reset. Rebuild. Rise.'],
  // Words as editors write them, with the placeholders the guide fills in.
  words: {
    title: '{programmeName}: your printable guide',
    subject: 'Your hour-by-hour reset, {dayHours}',
    footer: '{programmeName} guide',
    lead: 'Your hour-by-hour guide, from {dayHours}.',
    contents: 'Timeline · Supplement guide ({supplementTimes}) · Five meal plans',
    supplementsHeading: 'Supplements, round by round',
    supplementsNote: 'Ask your doctor first.',
    mealPlansHeading: 'What to eat',
    breakfast: 'Morning meal',
    lunch: 'Noon meal',
    dinner: 'Evening meal',
    ingredientsLabel: 'You need',
    stepsLabel: 'Method',
    quotesHeading: 'Take these with you',
  },
};

/** As long as the real tracker copy, so the PDF's one page a day is tested at full length. */
const tracker = {
  heading: 'Daily Reset Tracker',
  intro: 'Seven days, one sheet each. Tick off what you did, write down what you noticed, and watch the wins add up.',
  instructions: [
    'Complete 7 consecutive days, one sheet per day.',
    'Keep the tracker as proof for refunds: our money-back guarantee asks for it.',
    'Write the date and the day number at the top of each sheet.',
    'Use the notes lines for how you slept, your energy and your mood.',
  ],
  sections: [
    {
      _key: 'a',
      period: 'morning',
      heading: 'Morning',
      checks: ['Woke at target time', 'Mindfulness', 'Supplements', 'Meal'],
    },
    { _key: 'b', period: 'midday', heading: 'Midday', checks: ['Movement session', 'Focus block', 'Meal'] },
    { _key: 'c', period: 'evening', heading: 'Evening', checks: ['Digital detox', 'Supplements', 'Meal', 'Gratitude'] },
  ],
  notesLabel: 'Notes',
  sheet: {
    title: '{heading} · {programmeName}',
    dayHeading: 'Day {day} of {days}',
    blanks: ['Date:', 'Day:'],
    dayLabel: 'Day {day}:',
  },
};

const journalWords: JournalWords = {
  title: 'Reflection Journal · {programmeName}',
  heading: 'Your journal',
  intro: '{programmeName} · Ten quiet minutes.',
  printLabel: 'Print this journal',
  blanks: ['Date:', 'Reset number:'],
  closing: 'Keep this page with your tracker.',
};

const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0;

describe('the guide', () => {
  const page = toHtml(<GuideDocument kit={htmlKit} guide={guide} />);

  it('is a page with the timeline, the supplement rounds, the meal plans and the quotes, escaped', async () => {
    const html = await page;
    // Its headings and fixed words are the content's, placeholders filled in.
    expect(html).toContain('<h2 class="doc-h2">Supplements, round by round</h2>');
    expect(html).toContain('<h2 class="doc-h2">What to eat</h2>');
    expect(html).toContain('<h2 class="doc-h2">Take these with you</h2>');
    expect(html).toContain('<strong>You need</strong>');
    expect(html).toContain('<strong>Method</strong>');
    expect(html).toContain('Ask your doctor first.');
    expect(html.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect(html).toContain('<title>24-Hour Reset: your printable guide</title>');
    // The heading states its stage's window; times are shown as the screens show them.
    expect(html).toContain('<h2 class="doc-h2">Morning Timeline (7:00 – 10:15 AM)</h2>');
    // The hours and rounds it states come from the stages' windows and the rounds, not from the template.
    expect(html).toContain('Your hour-by-hour guide, from 7:00 AM to 10:15 AM.');
    expect(html).toContain('Supplement guide (9:30)');
    expect(html).toContain('<td class="doc-time">7:00</td><td class="doc-activity">Wake &lt;Up&gt;</td>');
    expect(html).toContain('<td>Rise &amp; shine</td>');
    expect(html).toContain('<h3 class="doc-h3">9:30</h3>');
    expect(html).toContain('<strong>Zinc</strong> (15 mg): With food');
    expect(html).toContain('<h3 class="doc-h3">Vegan</h3>');
    expect(count(html, /<h4 class="doc-h4">(Morning|Noon|Evening) meal: Oats<\/h4>/)).toBe(3);
    expect(html).toContain('“Reset. Rebuild. Rise.”');
  });

  it('prints itself when asked to and tells the page that opened it when printing is over', async () => {
    const html = await page;
    expect(html).toContain(`has("print")) addEventListener('load', () => print())`);
    expect(html).toContain(`opener.postMessage("document:printed", location.origin)`);
  });

  it('is a PDF made from the same tree', async () => {
    const pdf = await PDFDocument.load(await toPdf(<GuideDocument kit={pdfKit} guide={guide} />));
    expect(pdf.getTitle()).toBe('24-Hour Reset: your printable guide');
    // Timeline, supplements, the one meal plan and the quotes each start a page.
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(4);
  });
});

describe('the 7-day tracker', () => {
  it('has seven sheets, each with Date and Day blanks, every check and five note lines', async () => {
    const html = await toHtml(<TrackerDocument kit={htmlKit} copy={tracker} programmeName="24-Hour Reset" />);
    expect(count(html, /<h2 class="doc-h2">Day \d of 7<\/h2>/)).toBe(7);
    expect(count(html, /<p class="doc-blanks"><span>Date:<\/span><span>Day:<\/span><\/p>/)).toBe(7);
    expect(count(html, /Woke at target time/)).toBe(7);
    expect(count(html, /<div class="doc-lines" aria-hidden="true">(<div data-note-line=""><\/div>){5}<\/div>/)).toBe(7);
    expect(count(html, /<section class="doc-page">/)).toBe(7);
    expect(html).toContain('<li>Complete 7 consecutive days, one sheet per day.</li>');
  });

  it('is a PDF of exactly one page a day', async () => {
    const pdf = await PDFDocument.load(
      await toPdf(<TrackerDocument kit={pdfKit} copy={tracker} programmeName="24-Hour Reset" />),
    );
    expect(pdf.getPageCount()).toBe(7);
  });
});

describe('the reflection journal', () => {
  it('numbers each question, escapes it, and gives it lines to write on', async () => {
    const html = await toHtml(
      <JournalDocument
        kit={htmlKit}
        questions={[{ question: 'What surprised you?' }, { question: 'Was <b>this</b> & that easy?' }]}
        programmeName="24-Hour Reset"
        words={journalWords}
      />,
    );
    expect(html).toContain('<h1 class="doc-h1">Your journal</h1>');
    expect(html).toContain('24-Hour Reset · Ten quiet minutes.');
    expect(html).toContain('Keep this page with your tracker.');
    expect(html).toContain('<h2 class="doc-h2">1. What surprised you?</h2>');
    expect(html).toContain('<h2 class="doc-h2">2. Was &lt;b&gt;this&lt;/b&gt; &amp; that easy?</h2>');
    expect(count(html, /(<div data-note-line=""><\/div>){4}<\/div>/)).toBe(2);
    expect(html).toContain('<title>Reflection Journal · 24-Hour Reset</title>');
    expect(html).toContain('<button type="button" class="doc-print" data-print="">Print this journal</button>');
  });
});
