/**
 * The timeline screens by their address under /product/reset (a route each): the stage each
 * shows (whose tab title the members' area copy holds), and whether it opens
 * at its top. The evening shows the afternoon screen (the footer links there).
 */
export const STAGE_SCREENS = {
  morning: { stage: 'morning', scrollToTop: false },
  midday: { stage: 'midday', scrollToTop: true },
  afternoon: { stage: 'afternoon', scrollToTop: true },
  evening: { stage: 'afternoon', scrollToTop: true },
} as const;
