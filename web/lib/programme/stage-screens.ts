/**
 * The timeline screens by their address under /product/reset: the stage each
 * shows, its title, and whether it opens at its top. The evening shows the
 * afternoon screen (the footer links there).
 */
export const STAGE_SCREENS = {
  morning: { stage: 'morning', title: 'Morning Routine', scrollToTop: false },
  midday: { stage: 'midday', title: 'Midday Recharge', scrollToTop: true },
  afternoon: { stage: 'afternoon', title: 'Afternoon Flow + Evening Wind Down', scrollToTop: true },
  evening: { stage: 'afternoon', title: 'Afternoon Flow + Evening Wind Down', scrollToTop: true },
} as const;

export type StageScreen = (typeof STAGE_SCREENS)[keyof typeof STAGE_SCREENS];

/** The screen at `address`, or undefined for any other (never an Object.prototype key). */
export function stageScreenAt(address: string): StageScreen | undefined {
  return Object.hasOwn(STAGE_SCREENS, address) ? STAGE_SCREENS[address as keyof typeof STAGE_SCREENS] : undefined;
}
