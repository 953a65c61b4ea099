/** The whole icon set, for the gallery and tests. Pages import only the groups or icons they show. */
import { ACTION_ICONS } from './actions';
import { ARROW_ICONS } from './arrows';
import { COMMERCE_ICONS } from './commerce';
import { CONTACT_ICONS } from './contact';
import { MEDIA_ICONS } from './media';
import { PAYMENT_ICONS } from './payment';
import { PRODUCT_ICONS } from './products';
import type { IconDefinition } from './shape';
import { APP_ICONS, SOCIAL_ICONS } from './social';
import { STATUS_ICONS } from './status';

export const ALL_ICONS: readonly IconDefinition[] = [
  ...ARROW_ICONS,
  ...ACTION_ICONS,
  ...STATUS_ICONS,
  ...COMMERCE_ICONS,
  ...CONTACT_ICONS,
  ...PRODUCT_ICONS,
  ...MEDIA_ICONS,
  ...SOCIAL_ICONS,
  ...APP_ICONS,
  ...PAYMENT_ICONS,
];
