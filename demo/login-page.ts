/** Where the demo's customers log in (the expired notice links there). A module of its own: the session island needs only this. */
export const LOGIN_PAGE = '/staff/';
