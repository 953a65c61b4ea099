import { circle, icon } from './shape';

export const image = icon('image', `M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6${circle(16, 9, 1.5)}`);
export const video = icon('video', 'M3 6h13v12H3zM16 10l5-3v10l-5-3');
export const play = icon('play', 'M7 4l13 8-13 8z');
export const pause = icon('pause', 'M7 4h3v16H7zM14 4h3v16h-3z');
export const volume = icon('volume', 'M4 9h4l5-4v14l-5-4H4zM16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12');
export const volumeOff = icon('volume-off', 'M4 9h4l5-4v14l-5-4H4zM16 9l5 6M21 9l-5 6');
export const camera = icon('camera', `M3 8h4l2-3h6l2 3h4v12H3z${circle(12, 13.5, 3.5)}`);
export const grid = icon('grid', 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z');
export const list = icon('list', 'M9 6h11M9 12h11M9 18h11M4.5 6v.5M4.5 12v.5M4.5 18v.5');
export const flag = icon('flag', 'M5 21V4M5 4h12l-2 4 2 4H5');

export const MEDIA_ICONS = [image, video, play, pause, volume, volumeOff, camera, grid, list, flag];
