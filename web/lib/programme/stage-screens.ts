/** The timeline screens under /product/reset; the evening shows the afternoon's (the footer links there). */
export const STAGE_SCREENS = {
  morning: { stage: 'morning', scrollToTop: false },
  midday: { stage: 'midday', scrollToTop: true },
  afternoon: { stage: 'afternoon', scrollToTop: true },
  evening: { stage: 'afternoon', scrollToTop: true },
} as const;
