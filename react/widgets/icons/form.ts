import { circle, icon } from './shape';

// Apart from their groups: a group loaded on demand (iconGroups.ts) keeps every drawing in it.
export const close = icon('close', 'M6 6l12 12M18 6L6 18');
export const check = icon('check', 'M4 12.5l5 5L20 6.5');
export const minus = icon('minus', 'M5 12h14');
export const chevronUp = icon('chevron-up', 'M6 15l6-6 6 6');
export const chevronDown = icon('chevron-down', 'M6 9l6 6 6-6');
export const info = icon('info', `${circle(12, 12, 9)}M12 11v6M12 7.5v.5`);
export const success = icon('success', `${circle(12, 12, 9)}M8 12.5l3 3 5-6`);
export const warning = icon('warning', 'M12 3L2 20h20zM12 10v4M12 17v.5');
export const error = icon('error', `${circle(12, 12, 9)}M12 7v6M12 16.5v.5`);
