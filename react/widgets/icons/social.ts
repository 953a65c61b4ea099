import { circle, icon } from './shape';

// Neutral geometric stand-ins: a letter or a generic symbol in a frame, never a brand's mark.
const SQUARE = 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z';

export const facebook = icon('facebook', `${circle(12, 12, 9)}M13 21v-9M10.5 13h5M13 12V9.5A2 2 0 0 1 15 7.5h1`);
export const instagram = icon('instagram', `${SQUARE}${circle(12, 12, 4)}M17 7v.5`);
export const youtube = icon(
  'youtube',
  'M4 6h16a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zM10 9v6l5-3z',
);
export const pinterest = icon('pinterest', `${circle(12, 12, 9)}M10 21l2-9M10 12a2.5 2.5 0 1 1 2.5 2.5H12`);
export const tiktok = icon('tiktok', `M15 4v11${circle(11, 15, 4)}M15 4a4 4 0 0 0 4 4`);
export const x = icon('x', `${SQUARE}M8 8l8 8M16 8l-8 8`);
export const whatsapp = icon(
  'whatsapp',
  `M4 20l1.3-4A8.5 8.5 0 1 1 8 18.8zM9 9c0 3 3 6 6 6l1-1.5-2-1-1 1c-1 0-2.5-1.5-2.5-2.5l1-1-1-2z`,
);
export const linkedin = icon('linkedin', `${SQUARE}M8 10v7M8 7v.5M12 17v-7M12 13a3 3 0 0 1 6 0v4`);
export const appStore = icon('app-store', `${SQUARE}M8 17l4-10 4 10M9.5 13.5h5`);
export const googlePlay = icon('google-play', 'M5 3v18l15-9zM5 3l10 12M5 21l10-12');

export const SOCIAL_ICONS = [facebook, instagram, youtube, pinterest, tiktok, x, whatsapp, linkedin];
export const APP_ICONS = [appStore, googlePlay];
