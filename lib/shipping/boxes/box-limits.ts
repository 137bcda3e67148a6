// Box presets' bounds and texts, without imports: the settings card and the preparation screen read them too. A box's
// sides are a parcel's (MAX_PARCEL_INCHES, lib/shipping/labels/package-limits.ts).

/** A branch keeps at most this many boxes; the first nine get a number key on the preparation screen. */
export const MAX_BOXES_PER_BRANCH = 20;
export const NUMBER_KEYED_BOXES = 9;
export const MAX_BOX_NAME = 40;
/** Pounds: a parcel's most (the label's weight bound). */
export const MAX_BOX_EMPTY_LB = 150;

export const BOX_MSG = {
  tooMany: (branch: string) => `Branch ${branch} already has ${MAX_BOXES_PER_BRANCH} box presets. Delete one first.`,
  duplicate: (name: string, branch: string) => `Branch ${branch} already has a box named "${name}".`,
  notFound: "That box preset no longer exists.",
  needsAdmin: "You need Ship54 admin permissions to change box presets",
} as const;
