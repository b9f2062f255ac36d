/**
 * What a printable page opened by the site says to the page that opened it
 * once printing is over (`afterprint`), so that page's button can return to
 * normal. Same-origin postMessage: the pages share an origin and nothing else.
 */
export const PRINTED_MESSAGE = 'document:printed';

/** Asks a printable page to open the print dialog as soon as it has loaded. */
export const PRINT_ON_LOAD_PARAM = 'print';
