import { UsersIcon } from '@sanity/icons';
import { defineField } from 'sanity';

import { block, headed, line, paragraph, required, singleton } from '../copy-fields';
import { minutesOf } from '../../../web/lib/programme/clock';
import { isTimeOfDay, timeOfDayField, timeOfDayRule } from '../time-of-day';

const groups = [
  { name: 'navigation', title: 'Bar and tabs', default: true },
  { name: 'dashboard', title: 'Dashboard' },
  { name: 'preparation', title: 'Welcome & Prep' },
  { name: 'reflection', title: 'Final Reflection' },
  { name: 'tracker', title: 'Tracker' },
  { name: 'shared', title: 'On several pages' },
];

/** The members' area's own words around the stages, tools and documents; the page fills in {plan}, {ticked} … */
export const membersArea = singleton(
  'membersArea',
  'Members’ area',
  UsersIcon,
  { subtitle: 'Bar, tabs, cards and tool labels', groups },
  [
    block(
      'navigation',
      'Programme bar',
      { group: 'navigation', description: 'The stages’ links are the stages’ titles.' },
      [
        line('label', 40, 'Name of the bar', 'What screen readers call the bar.'),
        line('home', 30, 'Home link'),
        line('dashboard', 30, 'Dashboard link'),
        line('tracker', 30, 'Tracker link'),
      ],
    ),
    block(
      'pageTitles',
      'Tab titles',
      { group: 'navigation', description: 'Each page’s title in the browser’s tab, before the site’s name.' },
      [
        line('dashboard', 60),
        line('welcome', 60, 'Welcome & Prep'),
        line('morning', 60, 'Morning screen'),
        line('midday', 60, 'Midday screen'),
        line('afternoon', 60, 'Afternoon screen (and /evening)'),
        line('reflection', 60, 'Final reflection'),
        line('tracker', 60),
      ],
    ),
    block('dashboard', 'Dashboard cards', { group: 'dashboard', description: 'The two cards under the guide.' }, [
      headed('trackerCard', 'Tracker card', [line('linkLabel', 40, 'Link label')]),
      headed('helpCard', 'Help card', [line('linkLabel', 40, 'Link label')]),
    ]),
    block('preparation', 'Welcome & Prep tools', { group: 'preparation' }, [
      headed('foodStyle', 'Food style card', [
        line('tabsLabel', 40, 'Name of the tabs', 'What screen readers call the row of styles.'),
        line('downloadLabel', 60, 'Download button', '{plan} is the chosen style’s name.'),
      ]),
      headed('supplements', 'Supplements card', [
        line('listLabel', 60, 'Name of the list', 'What screen readers call the boxes.'),
        line('downloadLabel', 40, 'Download button'),
        line('count', 40, 'Count', '{ticked} and {total} are counts.'),
      ]),
      headed('guide', 'Printable guide card', [
        line('printLabel', 40, 'Print button'),
        line('pdfLabel', 40, 'PDF link'),
      ]),
      headed('detox', 'Digital detox card', [
        line('listLabel', 60, 'Name of the list', 'What screen readers call the boxes.'),
        line('count', 40, 'Count', '{done} and {total} are counts.'),
      ]),
      headed('calendar', 'Add to calendar', [line('dateLabel', 40, 'Date field'), line('buttonLabel', 40, 'Button')]),
    ]),
    block('reflection', 'Final Reflection blocks', { group: 'reflection' }, [
      headed('journal', 'Journal', [
        line('saveLabel', 40, 'Save button'),
        line('paperPrompt', 60, 'Before the printable journal’s link'),
        line('paperLinkLabel', 60, 'Printable journal link'),
      ]),
      block('certificateForm', 'Certificate form', [
        line('nameLabel', 40, 'Name field'),
        line('titleLabel', 40, 'Title field'),
        line('titleChoice', 40, 'Title field’s empty choice'),
        line('quoteLabel', 40, 'Quote field'),
        line('quoteChoice', 40, 'Quote field’s empty choice'),
        line('formatLabel', 40, 'Format choice'),
        line('squareLabel', 30, 'Square format'),
        line('squareHint', 60, 'Square format’s hint'),
        line('storyLabel', 30, 'Story format'),
        line('storyHint', 60, 'Story format’s hint'),
        line('previewHeading', 60, 'Over the finished certificate’s words'),
      ]),
      block('trackerNote', 'Under the habits', [
        line('text', 80, 'Text before the link'),
        line('linkLabel', 60, 'Tracker link'),
      ]),
      headed('guide', 'Guide download', [line('buttonLabel', 60, 'Download button')]),
      line('nextLabel', 40, 'Name of the closing links', 'What screen readers call the links at the end.'),
      line('homeLabel', 40, 'Home page link'),
    ]),
    block(
      'tracker',
      'Tracker page',
      { group: 'tracker', description: 'The instructions themselves, the sheets and buttons are the tracker’s copy.' },
      [
        line('instructionsHeading', 80, 'Over the instructions'),
        line('refundNote', 80, 'Text before the refund policy link'),
        line('refundLinkLabel', 40, 'Refund policy link'),
        line('storageNote', 120, 'Where ticks are kept'),
        line('clearLabel', 30, 'Clear button'),
      ],
    ),
    block('shared', 'On several pages', { group: 'shared' }, [
      line('guideWebPageLabel', 60, 'Link to the guide as a web page'),
      line('breakfast', 30),
      line('lunch', 30),
      line('dinner', 30),
      line('ingredientsHeading', 30, 'Over a meal’s ingredients'),
      line('preparationHeading', 30, 'Over a meal’s steps'),
      line('clearLabel', 20, 'Clear button of a tool'),
    ]),
    block(
      'day',
      'The member’s own day',
      {
        group: 'dashboard',
        description:
          'Members may move their day and choose their clock: each chooses when it starts, and every time they see (screens, guide, calendar, tracker) moves with it, each item keeping its distance from the start. Stages’ windows stay the programme’s day, which members see until they choose.',
      },
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
          validation: (rule) => [
            timeOfDayRule(rule.required()),
            rule.custom((latest, context) => {
              const earliest = (context.parent as { earliestStart?: string } | undefined)?.earliestStart;
              if (!isTimeOfDay(latest) || !isTimeOfDay(earliest)) return true;
              if (minutesOf(latest) % 15 !== 0 || minutesOf(earliest) % 15 !== 0)
                return 'Both starts fall on a quarter hour (:00, :15, :30 or :45).';
              return minutesOf(latest) >= minutesOf(earliest) ? true : 'The latest start comes after the earliest.';
            }),
          ],
        }),
        required('defaultClock', 'string', 'Clock for members who have not chosen', {
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
        }),
        line('heading', 80),
        paragraph('text', 400),
        line('startLabel', 40, 'Label of the start time'),
        line('clockLabel', 40, 'Label of the clock choice'),
        line('twelveHourLabel', 40, 'The 12-hour clock', '{example}: a time on that clock, e.g. 3:00 PM.'),
        line('twentyFourHourLabel', 40, 'The 24-hour clock', '{example}: a time on that clock, e.g. 15:00.'),
        line('preview', 80, 'What the choice means', '{start} and {end}: the day’s hours on the member’s day.'),
        line('pastMidnight', 160, 'When the day runs past midnight', '{end}: when the day ends, the next morning.'),
        line('saveLabel', 30, 'Save button'),
        line('savedMessage', 120, 'Announced once saved', '{start} and {end}: the day’s hours.'),
      ],
    ),
    block(
      'offline',
      'Ready for airplane mode',
      { group: 'shared', description: 'On the dashboard and the Welcome & Prep page.' },
      [
        line('heading', 80),
        paragraph('text', 400),
        line('buttonLabel', 60, 'Button'),
        paragraph('note', 200, 'Note under the button'),
      ],
    ),
  ],
);
