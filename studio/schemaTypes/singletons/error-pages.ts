import { WarningOutlineIcon } from '@sanity/icons';

import { block, line, paragraph, singleton } from '../copy-fields';

/** The not-found page of any unknown path, and the page shown when a page fails to load. */
export const errorPages = singleton('errorPages', 'Not-found and error pages', WarningOutlineIcon, '404, errors', [
  block('notFound', 'Not-found page (404)', [
    line('heading', 80),
    line('hint', 160),
    line('code', 120, 'Developer-style line', 'Shown as code under the hint.'),
    line('backLabel', 40, 'Back to home button'),
  ]),
  block('error', 'Error page', [
    line('heading', 80),
    paragraph('text', 300),
    line('tryAgainLabel', 40, 'Try again button'),
    line('backLabel', 40, 'Back to home button'),
  ]),
]);
