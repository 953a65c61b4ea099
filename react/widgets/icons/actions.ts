import { circle, icon } from './shape';
import { close, check, minus } from './form';

export { close, check, minus };

export const plus = icon('plus', 'M12 5v14M5 12h14');
export const edit = icon('edit', 'M4 20h4L19 9l-4-4L4 16zM13 7l4 4');
export const deleteIcon = icon('delete', 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3');
export const copy = icon('copy', 'M9 9h11v11H9zM5 15H4V4h11v1');
export const share = icon(
  'share',
  `${circle(18, 5, 3)}${circle(6, 12, 3)}${circle(18, 19, 3)}M8.6 10.5l6.8-4M8.6 13.5l6.8 4`,
);
export const download = icon('download', 'M12 4v12M7 11l5 5 5-5M4 20h16');
export const upload = icon('upload', 'M12 16V4M7 9l5-5 5 5M4 20h16');
export const search = icon('search', `${circle(11, 11, 7)}M16 16l5 5`);
export const filter = icon('filter', 'M4 5h16l-6 8v6l-4-2v-4z');
export const settings = icon(
  'settings',
  `${circle(12, 12, 3)}${circle(12, 12, 7)}M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9L7 7M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1`,
);
export const menu = icon('menu', 'M4 6h16M4 12h16M4 18h16');
export const moreHorizontal = icon('more-horizontal', `${circle(5, 12, 1)}${circle(12, 12, 1)}${circle(19, 12, 1)}`);
export const moreVertical = icon('more-vertical', `${circle(12, 5, 1)}${circle(12, 12, 1)}${circle(12, 19, 1)}`);
export const print = icon('print', 'M7 9V3h10v6M7 17H4v-8h16v8h-3M7 14h10v7H7z');
export const zoomIn = icon('zoom-in', `${circle(11, 11, 7)}M16 16l5 5M8 11h6M11 8v6`);
export const zoomOut = icon('zoom-out', `${circle(11, 11, 7)}M16 16l5 5M8 11h6`);
export const eye = icon('eye', `M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z${circle(12, 12, 3)}`);
export const eyeOff = icon(
  'eye-off',
  'M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6 0 10 7 10 7a17 17 0 0 1-3 3.7M6.6 6.6A17 17 0 0 0 2 12s4 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
);
export const lock = icon('lock', 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4');
export const unlock = icon('unlock', 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 7.7-1.5');
export const login = icon('login', 'M14 4h5v16h-5M3 12h11M10 8l4 4-4 4');
export const logout = icon('logout', 'M10 4H5v16h5M9 12h12M17 8l4 4-4 4');
export const attachment = icon(
  'attachment',
  'M20 11l-8.5 8.5a5 5 0 0 1-7-7L13 4a3.5 3.5 0 0 1 5 5l-8.5 8.5a2 2 0 0 1-3-3L14 7',
);
export const bookmark = icon('bookmark', 'M6 3h12v18l-6-4-6 4z');
export const pin = icon('pin', 'M9 3h6l-1 6 3 3H7l3-3zM12 12v9');

export const ACTION_ICONS = [
  close,
  check,
  plus,
  minus,
  edit,
  deleteIcon,
  copy,
  share,
  download,
  upload,
  search,
  filter,
  settings,
  menu,
  moreHorizontal,
  moreVertical,
  print,
  zoomIn,
  zoomOut,
  eye,
  eyeOff,
  lock,
  unlock,
  login,
  logout,
  attachment,
  bookmark,
  pin,
];
