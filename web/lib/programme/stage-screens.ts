/**
 * The timeline screens by their address under /product/reset: the stage each
 * shows (whose tab title the members' area copy holds), and whether it opens
 * at its top. The evening shows the afternoon screen (the footer links there).
 */
export const STAGE_SCREENS = {
  morning: { stage: 'morning', scrollToTop: false },
  midday: { stage: 'midday', scrollToTop: true },
  afternoon: { stage: 'afternoon', scrollToTop: true },
  evening: { stage: 'afternoon', scrollToTop: true },
} as const;

export type StageScreen = (typeof STAGE_SCREENS)[keyof typeof STAGE_SCREENS];

/** The screen at `address`, or undefined for any other (never an Object.prototype key). */
export function stageScreenAt(address: string): StageScreen | undefined {
  return Object.hasOwn(STAGE_SCREENS, address) ? STAGE_SCREENS[address as keyof typeof STAGE_SCREENS] : undefined;
}
