/**
 * The shop's fixed icon set (spec: "about 150 names"). Names only: the SVG drawings live in
 * react/widgets/icons/, one module per group, so a page ships only the icons it registers.
 */
export const ICON_NAMES = [
  // arrows and chevrons
  'arrow-left', 'arrow-right', 'arrow-up', 'arrow-down', 'arrow-up-right', 'arrow-down-left',
  'chevron-left', 'chevron-right', 'chevron-up', 'chevron-down',
  'chevron-double-left', 'chevron-double-right', 'caret-up', 'caret-down',
  'link-up', 'external-link', 'back-to-top', 'undo', 'redo', 'refresh', 'swap', 'sort', 'expand', 'collapse',
  // actions
  'close', 'check', 'plus', 'minus', 'edit', 'delete', 'copy', 'share', 'download', 'upload',
  'search', 'filter', 'settings', 'menu', 'more-horizontal', 'more-vertical', 'print', 'zoom-in', 'zoom-out',
  'eye', 'eye-off', 'lock', 'unlock', 'login', 'logout', 'attachment', 'bookmark', 'pin',
  // status
  'info', 'success', 'warning', 'error', 'help', 'alert', 'bell', 'clock', 'calendar', 'loading',
  'check-circle', 'close-circle', 'star', 'star-half', 'star-filled', 'thumb-up', 'thumb-down',
  // commerce
  'basket', 'basket-add', 'cart', 'bag', 'heart', 'heart-filled', 'gift', 'voucher', 'tag', 'percent',
  'price', 'wallet', 'credit-card', 'receipt', 'package', 'return', 'exchange', 'truck', 'delivery-fast',
  'click-and-collect', 'store', 'store-finder', 'map-pin', 'globe', 'loyalty-card', 'coupon', 'barcode',
  'size-guide', 'energy-label', 'warranty', 'quality', 'secure-payment', 'invoice',
  // contact and account
  'user', 'user-add', 'users', 'account', 'mail', 'mail-open', 'newsletter', 'phone', 'mobile', 'chat',
  'contact', 'home', 'location', 'service', 'faq',
  // products (the shop's categories)
  'coffee', 'coffee-bean', 'coffee-machine', 'cup', 'fashion-women', 'fashion-men', 'kids', 'sport',
  'living', 'sleeping', 'kitchen', 'hobby', 'discount', 'leaf', 'sun', 'moon',
  // media
  'image', 'video', 'play', 'pause', 'volume', 'volume-off', 'camera', 'grid', 'list', 'flag',
  // social stand-ins (geometric, no trademarks)
  'facebook', 'instagram', 'youtube', 'pinterest', 'tiktok', 'x', 'whatsapp', 'linkedin',
  // apps
  'app-store', 'google-play',
  // payment stand-ins
  'payment-card', 'payment-wallet', 'payment-invoice', 'payment-instalments', 'payment-bank', 'payment-cash',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export function isIconName(value: unknown): value is IconName {
  return typeof value === 'string' && (ICON_NAMES as readonly string[]).includes(value);
}
