import { UsersIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

import { isTimeOfDay, minutesOf, timeOfDayField } from '../time-of-day';

import { block, headed, line, paragraph } from './copy-fields';

/**
 * The members' area's own words, beside the stages, tools and documents they
 * frame: the programme bar, the browser tabs' titles, and the cards, tool
 * headings and labels of the dashboard, the preparation, reflection and
 * tracker pages. Placeholders in braces are filled in by the page ({plan}:
 * the chosen food style; {ticked}, {done} and {total}: counts).
 */
export const membersArea = defineType({
  name: 'membersArea',
  title: 'Members’ area',
  type: 'document',
  icon: UsersIcon,
  groups: [
    { name: 'navigation', title: 'Bar and tabs', default: true },
    { name: 'dashboard', title: 'Dashboard' },
    { name: 'preparation', title: 'Welcome & Prep' },
    { name: 'reflection', title: 'Final Reflection' },
    { name: 'tracker', title: 'Tracker' },
    { name: 'shared', title: 'On several pages' },
  ],
  fields: [
    block(
      'navigation',
      'Programme bar',
      [
        line('label', 'Name of the bar', 40, 'What screen readers call the bar.'),
        line('home', 'Home link', 30),
        line('dashboard', 'Dashboard link', 30),
        line('tracker', 'Tracker link', 30),
      ],
      { group: 'navigation', description: 'The stages’ links are the stages’ titles.' },
    ),
    block(
      'pageTitles',
      'Tab titles',
      [
        line('dashboard', 'Dashboard', 60),
        line('welcome', 'Welcome & Prep', 60),
        line('morning', 'Morning screen', 60),
        line('midday', 'Midday screen', 60),
        line('afternoon', 'Afternoon screen (and /evening)', 60),
        line('reflection', 'Final reflection', 60),
        line('tracker', 'Tracker', 60),
      ],
      { group: 'navigation', description: 'Each page’s title in the browser’s tab, before the site’s name.' },
    ),
    block(
      'dashboard',
      'Dashboard cards',
      [
        headed('trackerCard', 'Tracker card', [line('linkLabel', 'Link label', 40)]),
        headed('helpCard', 'Help card', [line('linkLabel', 'Link label', 40)]),
      ],
      { group: 'dashboard', description: 'The two cards under the guide.' },
    ),
    block(
      'preparation',
      'Welcome & Prep tools',
      [
        headed('foodStyle', 'Food style card', [
          line('tabsLabel', 'Name of the tabs', 40, 'What screen readers call the row of styles.'),
          line('downloadLabel', 'Download button', 60, '{plan} is the chosen style’s name.'),
        ]),
        headed('supplements', 'Supplements card', [
          line('listLabel', 'Name of the list', 60, 'What screen readers call the boxes.'),
          line('downloadLabel', 'Download button', 40),
          line('count', 'Count', 40, '{ticked} and {total} are counts.'),
        ]),
        headed('guide', 'Printable guide card', [
          line('printLabel', 'Print button', 40),
          line('pdfLabel', 'PDF link', 40),
        ]),
        headed('detox', 'Digital detox card', [
          line('listLabel', 'Name of the list', 60, 'What screen readers call the boxes.'),
          line('count', 'Count', 40, '{done} and {total} are counts.'),
        ]),
        headed('calendar', 'Add to calendar', [line('dateLabel', 'Date field', 40), line('buttonLabel', 'Button', 40)]),
      ],
      { group: 'preparation' },
    ),
    block(
      'reflection',
      'Final Reflection blocks',
      [
        headed('journal', 'Journal', [
          line('saveLabel', 'Save button', 40),
          line('paperPrompt', 'Before the printable journal’s link', 60),
          line('paperLinkLabel', 'Printable journal link', 60),
        ]),
        block('certificateForm', 'Certificate form', [
          line('nameLabel', 'Name field', 40),
          line('titleLabel', 'Title field', 40),
          line('titleChoice', 'Title field’s empty choice', 40),
          line('quoteLabel', 'Quote field', 40),
          line('quoteChoice', 'Quote field’s empty choice', 40),
          line('formatLabel', 'Format choice', 40),
          line('squareLabel', 'Square format', 30),
          line('squareHint', 'Square format’s hint', 60),
          line('storyLabel', 'Story format', 30),
          line('storyHint', 'Story format’s hint', 60),
          line('previewHeading', 'Over the finished certificate’s words', 60),
        ]),
        block('trackerNote', 'Under the habits', [
          line('text', 'Text before the link', 80),
          line('linkLabel', 'Tracker link', 60),
        ]),
        headed('guide', 'Guide download', [line('buttonLabel', 'Download button', 60)]),
        line('nextLabel', 'Name of the closing links', 40, 'What screen readers call the links at the end.'),
        line('homeLabel', 'Home page link', 40),
      ],
      { group: 'reflection' },
    ),
    block(
      'tracker',
      'Tracker page',
      [
        line('instructionsHeading', 'Over the instructions', 80),
        line('refundNote', 'Text before the refund policy link', 80),
        line('refundLinkLabel', 'Refund policy link', 40),
        line('storageNote', 'Where ticks are kept', 120),
        line('clearLabel', 'Clear button', 30),
      ],
      { group: 'tracker', description: 'The instructions themselves, the sheets and buttons are the tracker’s copy.' },
    ),
    block(
      'shared',
      'On several pages',
      [
        line('guideWebPageLabel', 'Link to the guide as a web page', 60),
        line('breakfast', 'Breakfast', 30),
        line('lunch', 'Lunch', 30),
        line('dinner', 'Dinner', 30),
        line('ingredientsHeading', 'Over a meal’s ingredients', 30),
        line('preparationHeading', 'Over a meal’s steps', 30),
        line('clearLabel', 'Clear button of a tool', 20),
      ],
      { group: 'shared' },
    ),
    block(
      'day',
      'The member’s own day',
      [
        timeOfDayField({
          name: 'earliestStart',
          title: 'Earliest start a member may choose',
          description: 'On a quarter hour, e.g. 05:00.',
        }),
        defineField({
          ...timeOfDayField({
            name: 'latestStart',
            title: 'Latest start a member may choose',
            description:
              'On a quarter hour, e.g. 11:00. The day then runs past midnight by as much as it starts later.',
          }),
          validation: (rule) =>
            rule.required().custom((latest, context) => {
              const earliest = (context.parent as { earliestStart?: string } | undefined)?.earliestStart;
              if (!isTimeOfDay(latest) || !isTimeOfDay(earliest)) return true;
              if (minutesOf(latest) % 15 !== 0 || minutesOf(earliest) % 15 !== 0)
                return 'Both starts fall on a quarter hour (:00, :15, :30 or :45).';
              return minutesOf(latest) >= minutesOf(earliest) ? true : 'The latest start comes after the earliest.';
            }),
        }),
        defineField({
          name: 'defaultClock',
          title: 'Clock for members who have not chosen',
          type: 'string',
          description:
            'Members may choose their own clock beside their start. Until they do, times follow the clock their browser’s language reads (24-hour for German, 12-hour for US English); this is the clock for a browser that does not say. The 12-hour clock shows the day as the programme writes it (7:00, 15:00, 7:00 AM to 10:00 PM).',
          options: {
            list: [
              { title: '12-hour clock', value: '12h' },
              { title: '24-hour clock', value: '24h' },
            ],
            layout: 'radio',
            direction: 'horizontal',
          },
          validation: (rule) => rule.required(),
        }),
        line('heading', 'Heading'),
        paragraph('text', 'Text'),
        line('startLabel', 'Label of the start time', 40),
        line('clockLabel', 'Label of the clock choice', 40),
        line('twelveHourLabel', 'The 12-hour clock', 40, '{example}: a time on that clock, e.g. 3:00 PM.'),
        line('twentyFourHourLabel', 'The 24-hour clock', 40, '{example}: a time on that clock, e.g. 15:00.'),
        line('preview', 'What the choice means', 80, '{start} and {end}: the day’s hours on the member’s day.'),
        line('pastMidnight', 'When the day runs past midnight', 160, '{end}: when the day ends, the next morning.'),
        line('saveLabel', 'Save button', 30),
        line('savedMessage', 'Announced once saved', 120, '{start} and {end}: the day’s hours.'),
      ],
      {
        group: 'dashboard',
        description:
          'Members may move their day and choose their clock: each chooses when it starts, and every time they see (screens, guide, calendar, tracker) moves with it, each item keeping its distance from the start. Stages’ windows stay the programme’s day, which members see until they choose.',
      },
    ),
    block(
      'offline',
      'Ready for airplane mode',
      [
        line('heading', 'Heading'),
        paragraph('text', 'Text'),
        line('buttonLabel', 'Button', 60),
        paragraph('note', 'Note under the button', 200),
      ],
      { group: 'shared', description: 'On the dashboard and the Welcome & Prep page.' },
    ),
  ],
  preview: { prepare: () => ({ title: 'Members’ area', subtitle: 'Bar, tabs, cards and tool labels' }) },
});
