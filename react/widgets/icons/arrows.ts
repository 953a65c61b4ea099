import { icon } from './shape';
import { chevronUp, chevronDown } from './form';

export { chevronUp, chevronDown };

export const arrowLeft = icon('arrow-left', 'M19 12H5M11 6l-6 6 6 6');
export const arrowRight = icon('arrow-right', 'M5 12h14M13 6l6 6-6 6');
export const arrowUp = icon('arrow-up', 'M12 19V5M6 11l6-6 6 6');
export const arrowDown = icon('arrow-down', 'M12 5v14M6 13l6 6 6-6');
export const arrowUpRight = icon('arrow-up-right', 'M7 17L17 7M9 7h8v8');
export const arrowDownLeft = icon('arrow-down-left', 'M17 7L7 17M15 17H7V9');
export const chevronLeft = icon('chevron-left', 'M15 6l-6 6 6 6');
export const chevronRight = icon('chevron-right', 'M9 6l6 6-6 6');
export const chevronDoubleLeft = icon('chevron-double-left', 'M12 6l-6 6 6 6M18 6l-6 6 6 6');
export const chevronDoubleRight = icon('chevron-double-right', 'M6 6l6 6-6 6M12 6l6 6-6 6');
export const caretUp = icon('caret-up', '', 'M7 14l5-5 5 5z');
export const caretDown = icon('caret-down', '', 'M7 10l5 5 5-5z');
export const linkUp = icon('link-up', 'M8 16L16 8M10 8h6v6');
export const externalLink = icon(
  'external-link',
  'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
);
export const backToTop = icon('back-to-top', 'M5 4h14M12 20V8M6 14l6-6 6 6');
export const undo = icon('undo', 'M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3');
export const redo = icon('redo', 'M15 14l5-5-5-5M20 9H10a6 6 0 0 0 0 12h3');
export const refresh = icon('refresh', 'M20 11a8 8 0 0 0-14.9-3M4 4v4h4M4 13a8 8 0 0 0 14.9 3M20 20v-4h-4');
export const swap = icon('swap', 'M7 4L3 8l4 4M3 8h14M17 12l4 4-4 4M21 16H7');
export const sort = icon('sort', 'M7 4v16M3 8l4-4 4 4M17 20V4M13 16l4 4 4-4');
export const expand = icon('expand', 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5');
export const collapse = icon('collapse', 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5');

export const ARROW_ICONS = [
  arrowLeft,
  arrowRight,
  arrowUp,
  arrowDown,
  arrowUpRight,
  arrowDownLeft,
  chevronLeft,
  chevronRight,
  chevronUp,
  chevronDown,
  chevronDoubleLeft,
  chevronDoubleRight,
  caretUp,
  caretDown,
  linkUp,
  externalLink,
  backToTop,
  undo,
  redo,
  refresh,
  swap,
  sort,
  expand,
  collapse,
];
