import { circle, icon } from './shape';

const HEART = 'M12 20s-8-4.8-8-10.5A4.5 4.5 0 0 1 12 6.6a4.5 4.5 0 0 1 8 2.9C20 15.2 12 20 12 20z';

export const basket = icon('basket', 'M3 9h18l-2 11H5zM8 9l4-6 4 6M9 13v4M15 13v4');
export const basketAdd = icon('basket-add', 'M3 9h18l-2 11H5zM8 9l4-6 4 6M12 12v6M9 15h6');
export const cart = icon('cart', `M3 4h2l2.5 11h11L21 7H6.2${circle(9, 19, 1.5)}${circle(17, 19, 1.5)}`);
export const bag = icon('bag', 'M5 8h14l-1 13H6zM9 8V6a3 3 0 0 1 6 0v2');
export const heart = icon('heart', HEART);
export const heartFilled = icon('heart-filled', HEART, HEART);
export const gift = icon(
  'gift',
  'M4 10h16v4H4zM5 14h14v7H5zM12 10v11M12 10S10.5 4 8 5s0 5 4 5zM12 10s1.5-6 4-5 0 5-4 5z',
);
export const voucher = icon('voucher', 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v2M14 11v2M14 15v2');
export const tag = icon('tag', 'M3 12V4h8l10 10-7 7zM7.5 7.5v.5');
export const percent = icon('percent', `M19 5L5 19${circle(7, 7, 2.5)}${circle(17, 17, 2.5)}`);
export const price = icon(
  'price',
  `${circle(12, 12, 9)}M15 9.5a3 3 0 0 0-6 0c0 3 6 2 6 5a3 3 0 0 1-6 0M12 5.5V7M12 17v1.5`,
);
export const wallet = icon('wallet', 'M4 6h14v3M4 6v13h16V9H4M16 14h.5');
export const creditCard = icon('credit-card', 'M3 6h18v12H3zM3 10h18M6 15h4');
export const receipt = icon('receipt', 'M6 3h12v18l-2-1.5-2 1.5-2-1.5-2 1.5-2-1.5L6 21zM9 8h6M9 12h6M9 16h3');
export const packageIcon = icon('package', 'M12 3l8 4.5v9L12 21l-8-4.5v-9zM4 7.5l8 4.5 8-4.5M12 12v9');
export const returnIcon = icon('return', 'M9 10l-5 5 5 5M4 15h11a5 5 0 0 0 0-10h-4');
export const exchange = icon('exchange', 'M4 9h14l-3-3M20 15H6l3 3');
export const truck = icon('truck', `M2 6h12v10H2zM14 10h4l3 3v3h-7${circle(6, 18, 2)}${circle(17, 18, 2)}`);
export const deliveryFast = icon(
  'delivery-fast',
  `M7 7h10v9H7zM17 11h3l2 2v3h-5M2 9h3M1 12h4M3 15h2${circle(10, 18, 1.5)}${circle(19, 18, 1.5)}`,
);
export const clickAndCollect = icon('click-and-collect', 'M3 10h10v10H3zM6 10V8a2 2 0 0 1 4 0v2M15 14h6M18 11l3 3-3 3');
export const store = icon('store', 'M4 10l1.5-6h13L20 10zM5 10v10h14V10M10 20v-5h4v5');
export const storeFinder = icon('store-finder', `M4 10l1.5-6h13L20 10M5 10v10h6${circle(16, 16, 3)}M18.2 18.2L21 21`);
export const mapPin = icon(
  'map-pin',
  `M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z${circle(12, 9.5, 2.5)}`,
);
export const globe = icon('globe', `${circle(12, 12, 9)}M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18`);
export const loyaltyCard = icon(
  'loyalty-card',
  'M3 6h18v12H3zM7 14h4M15.5 9l.9 1.8 2 .3-1.5 1.4.4 2-1.8-1-1.8 1 .4-2-1.5-1.4 2-.3z',
);
export const coupon = icon(
  'coupon',
  `M4 5h16v4a3 3 0 0 0 0 6v4H4v-4a3 3 0 0 0 0-6zM9 15l6-6${circle(9.5, 9.5, 0.5)}${circle(14.5, 14.5, 0.5)}`,
);
export const barcode = icon('barcode', 'M4 5v14M7 5v14M10 5v14M14 5v14M16 5v14M20 5v14');
export const sizeGuide = icon('size-guide', 'M3 8h18v8H3zM7 8v3M11 8v4M15 8v3M19 8v4');
export const energyLabel = icon('energy-label', 'M4 4h6l2 2-2 2H4zM4 10h9l2 2-2 2H4zM4 16h12l2 2-2 2H4z');
export const warranty = icon('warranty', 'M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6zM9 12l2 2 4-4');
export const quality = icon('quality', `${circle(12, 9, 6)}M8.5 13.5L7 21l5-3 5 3-1.5-7.5`);
export const securePayment = icon(
  'secure-payment',
  'M3 5h18v9H3zM3 9h18M15 17h6v4h-6zM16.5 17v-1.5a1.5 1.5 0 0 1 3 0V17',
);
export const invoice = icon('invoice', 'M6 3h9l4 4v14H6zM15 3v4h4M9 12h7M9 16h7M9 8h3');

export const COMMERCE_ICONS = [
  basket,
  basketAdd,
  cart,
  bag,
  heart,
  heartFilled,
  gift,
  voucher,
  tag,
  percent,
  price,
  wallet,
  creditCard,
  receipt,
  packageIcon,
  returnIcon,
  exchange,
  truck,
  deliveryFast,
  clickAndCollect,
  store,
  storeFinder,
  mapPin,
  globe,
  loyaltyCard,
  coupon,
  barcode,
  sizeGuide,
  energyLabel,
  warranty,
  quality,
  securePayment,
  invoice,
];
