import { circle, icon } from './shape';
import { info, success, warning, error } from './form';

export { info, success, warning, error };

const STAR = 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z';

export const help = icon('help', `${circle(12, 12, 9)}M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17v.5`);
export const alert = icon('alert', 'M12 3l9 9-9 9-9-9zM12 8v5M12 16v.5');
export const bell = icon('bell', 'M6 16v-5a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0');
export const clock = icon('clock', `${circle(12, 12, 9)}M12 7v5l3 3`);
export const calendar = icon('calendar', 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5');
export const loading = icon('loading', 'M12 3a9 9 0 1 0 9 9');
export const checkCircle = icon('check-circle', `${circle(12, 12, 9)}M7.5 12l3 3 6-6`);
export const closeCircle = icon('close-circle', `${circle(12, 12, 9)}M9 9l6 6M15 9l-6 6`);
export const star = icon('star', STAR);
export const starHalf = icon('star-half', STAR, 'M12 3v14.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z');
export const starFilled = icon('star-filled', STAR, STAR);
export const thumbUp = icon(
  'thumb-up',
  'M7 11v9H4v-9zM7 11l4-8a2 2 0 0 1 2 2v4h5.5a2 2 0 0 1 2 2.3l-1.2 7A2 2 0 0 1 17.3 20H7',
);
export const thumbDown = icon(
  'thumb-down',
  'M7 13V4H4v9zM7 13l4 8a2 2 0 0 0 2-2v-4h5.5a2 2 0 0 0 2-2.3l-1.2-7A2 2 0 0 0 17.3 4H7',
);

export const STATUS_ICONS = [
  info,
  success,
  warning,
  error,
  help,
  alert,
  bell,
  clock,
  calendar,
  loading,
  checkCircle,
  closeCircle,
  star,
  starHalf,
  starFilled,
  thumbUp,
  thumbDown,
];
