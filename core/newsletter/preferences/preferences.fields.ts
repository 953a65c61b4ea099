// The preference form's field names, apart from its server handler (server/preferences.form.ts).

/** The `sk-form` value of the preference form. */
export const PREFERENCES_FORM = 'newsletter-preferences';
/** The hidden field with the management token. */
export const PREFERENCES_TOKEN_FIELD = 'token';
/** The submit buttons' name: which one was pressed. */
export const PREFERENCES_ACTION_FIELD = 'action';
export const PREFERENCES_ACTIONS = {
  save: 'save',
  unsubscribe: 'unsubscribe',
  erase: 'erase',
  confirmErase: 'erase-confirmed',
  cancelErase: 'erase-cancelled',
} as const;
