import { circle, icon } from './shape';

export const user = icon('user', `${circle(12, 8, 4)}M4 21a8 8 0 0 1 16 0`);
export const userAdd = icon('user-add', `${circle(10, 8, 4)}M3 21a7 7 0 0 1 14 0M19 8v6M16 11h6`);
export const users = icon(
  'users',
  `${circle(9, 8, 3.5)}M2 20a7 7 0 0 1 14 0M16 4.5a3.5 3.5 0 0 1 0 7M18 13.5a7 7 0 0 1 4 6.5`,
);
export const account = icon('account', `${circle(12, 12, 9)}${circle(12, 10, 3)}M6.5 18.5a6.5 6.5 0 0 1 11 0`);
export const mail = icon('mail', 'M3 5h18v14H3zM3 6l9 7 9-7');
export const mailOpen = icon('mail-open', 'M3 10l9-6 9 6v10H3zM3 10l9 6 9-6');
export const newsletter = icon('newsletter', 'M4 4h13v16H4zM17 8h3v10a2 2 0 0 1-2 2M7 8h7M7 12h7M7 16h4');
export const phone = icon(
  'phone',
  'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z',
);
export const mobile = icon('mobile', 'M7 2h10v20H7zM11 18h2');
export const chat = icon('chat', 'M4 5h16v11H9l-5 4z');
export const contact = icon('contact', `M4 4h16v16H4zM8 17a4 4 0 0 1 8 0${circle(12, 10, 2.5)}`);
export const home = icon('home', 'M3 11l9-8 9 8M5 9v12h14V9M10 21v-6h4v6');
export const location = icon('location', `${circle(12, 12, 3)}${circle(12, 12, 8)}M12 1v3M12 20v3M1 12h3M20 12h3`);
export const service = icon('service', 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3zM20 19a3 3 0 0 1-3 3h-4');
export const faq = icon('faq', 'M4 4h16v12h-7l-5 4v-4H4zM10 8.5a2 2 0 1 1 2.8 1.8c-.5.3-.8.7-.8 1.2M12 13.5v.5');

export const CONTACT_ICONS = [
  user,
  userAdd,
  users,
  account,
  mail,
  mailOpen,
  newsletter,
  phone,
  mobile,
  chat,
  contact,
  home,
  location,
  service,
  faq,
];
