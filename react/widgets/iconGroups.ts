import { registerIcons, type IconDefinition } from './iconRegistry';

/** Icon groups loaded on demand: each is its own chunk, fetched only when a page asks for it. */
export const ICON_GROUPS = {
  arrows: () => import('./icons/arrows').then((m) => m.ARROW_ICONS),
  actions: () => import('./icons/actions').then((m) => m.ACTION_ICONS),
  status: () => import('./icons/status').then((m) => m.STATUS_ICONS),
  commerce: () => import('./icons/commerce').then((m) => m.COMMERCE_ICONS),
  contact: () => import('./icons/contact').then((m) => m.CONTACT_ICONS),
  products: () => import('./icons/products').then((m) => m.PRODUCT_ICONS),
  media: () => import('./icons/media').then((m) => m.MEDIA_ICONS),
  social: () => import('./icons/social').then((m) => m.SOCIAL_ICONS),
  apps: () => import('./icons/social').then((m) => m.APP_ICONS),
  payment: () => import('./icons/payment').then((m) => m.PAYMENT_ICONS),
} satisfies Record<string, () => Promise<readonly IconDefinition[]>>;

export type IconGroup = keyof typeof ICON_GROUPS;

/** Loads icon groups and registers them; call it in a page's loader and before hydrating, so both renders draw the same. */
export async function loadIconGroups(...groups: IconGroup[]): Promise<void> {
  const lists = await Promise.all(groups.map((g) => ICON_GROUPS[g]()));
  registerIcons(...lists);
}
