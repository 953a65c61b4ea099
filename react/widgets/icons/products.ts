import { circle, icon } from './shape';

export const coffee = icon(
  'coffee',
  'M4 10h12v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM16 11h2a2.5 2.5 0 0 1 0 5h-2.5M8 3v4M12 3v4',
);
export const coffeeBean = icon(
  'coffee-bean',
  'M12 3c4.5 0 7 4 7 9s-2.5 9-7 9-7-4-7-9 2.5-9 7-9zM12 3c-2 3 2 6 0 9s2 6 0 9',
);
export const coffeeMachine = icon('coffee-machine', 'M5 3h14v18H5zM5 7h14M9 11h6v2a3 3 0 0 1-6 0zM8 18h8');
export const cup = icon('cup', 'M6 8h12l-1.5 12h-9zM5 4h14');
export const fashionWomen = icon('fashion-women', 'M9 3h6l-1 4 4 14H6l4-14z');
export const fashionMen = icon('fashion-men', 'M8 3l4 3 4-3 5 4-3 3-2-1v12H8V9l-2 1-3-3z');
export const kids = icon(
  'kids',
  `${circle(12, 13, 7)}${circle(6, 5, 2)}${circle(18, 5, 2)}M9.5 12v.5M14.5 12v.5M10 16a2.5 2.5 0 0 0 4 0`,
);
export const sport = icon('sport', `${circle(12, 12, 9)}M12 3v18M5.6 5.6c3 3 3 9.8 0 12.8M18.4 5.6c-3 3-3 9.8 0 12.8`);
export const living = icon('living', 'M4 11V8a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v3M2 11h4v4h12v-4h4v7H2zM5 18v2M19 18v2');
export const sleeping = icon('sleeping', `M3 6v14M3 16h18v4M21 16v-4a3 3 0 0 0-3-3h-8v7${circle(6.5, 12, 1.5)}`);
export const kitchen = icon('kitchen', 'M4 10h16v7a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3zM2 10h2M20 10h2M9 7V4M15 7V4M12 7V3');
export const hobby = icon(
  'hobby',
  `M12 3a9 9 0 1 0 0 18c1.5 0 2-1 2-2s-1-1.5-1-2.5 1-1.5 2-1.5h2a4 4 0 0 0 4-4c0-4.4-4-8-9-8z${circle(7.5, 11, 1)}${circle(10, 7, 1)}${circle(15, 7, 1)}`,
);
export const discount = icon(
  'discount',
  `M12 2l2.9 2.1 3.5-.1 1.1 3.4 2.9 2.1-1.1 3.4 1.1 3.4-2.9 2.1-1.1 3.4-3.5-.1L12 22l-2.9-2.1-3.5.1-1.1-3.4-2.9-2.1 1.1-3.4-1.1-3.4 2.9-2.1 1.1-3.4 3.5.1zM9 15l6-6${circle(9.5, 9.5, 0.8)}${circle(14.5, 14.5, 0.8)}`,
);
export const leaf = icon('leaf', 'M5 19C5 9 10 4 20 4c0 10-5 15-15 15zM5 19l8-8');
export const sun = icon(
  'sun',
  `${circle(12, 12, 4)}M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4`,
);
export const moon = icon('moon', 'M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z');

export const PRODUCT_ICONS = [
  coffee,
  coffeeBean,
  coffeeMachine,
  cup,
  fashionWomen,
  fashionMen,
  kids,
  sport,
  living,
  sleeping,
  kitchen,
  hobby,
  discount,
  leaf,
  sun,
  moon,
];
