// The names in a module of their own: the list goes with the gallery, not with a form that draws four icons.
import type { IconName } from './icon-names';

export { ICON_NAMES, isIconName, type IconName } from './icon-names';

/** Rendered sizes in px (spec section 9). */
export const ICON_SIZES = [12, 16, 24] as const;
export type IconSize = (typeof ICON_SIZES)[number];
export const DEFAULT_ICON_SIZE: IconSize = 16;

/** The icon each notification variant shows (spec section 8: "message types map to icons"). */
export const NOTIFICATION_ICON = {
  error: 'error',
  success: 'success',
  information: 'info',
  warning: 'warning',
} as const satisfies Record<string, IconName>;
