/** Said to the opener once printing is over, so its button returns to normal (same-origin postMessage). */
export const PRINTED_MESSAGE = 'document:printed';

export const PRINT_ON_LOAD_PARAM = 'print';
