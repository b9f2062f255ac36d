import { DashboardIcon } from '@sanity/icons';

import { line, lines, list, object, paragraph, singleton } from '../copy-fields';

/** Copy of the members' dashboard. The greeting adds the member's username. */
export const dashboardCopy = singleton('dashboardCopy', 'Dashboard', DashboardIcon, '/dashboard', [
  line('greeting', 40, 'Greeting', 'Followed by the username, e.g. "Welcome back, anna".'),
  paragraph('intro', 300, 'Intro', { rows: 2 }),
  line('donationNote', 160, 'Donation note'),
  list('cards', [{ type: 'moduleCard' }], 3),
  object('guide', 'Guide download', [
    line('heading', 80),
    paragraph('text', 300, 'Text', { rows: 2 }),
    lines('highlights', 1, 6, 'Highlights', 'What the guide holds, one line each.'),
    line('buttonLabel', 40, 'Button label'),
  ]),
  line('logoutLabel', 20, 'Logout button label'),
]);
