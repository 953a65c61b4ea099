// The preference page's part: machine, service calls, connect, texts, the data page, form field names.
export * from './preferences.machine';
export * from './preferences.actors';
export * from './preferences.connect';
export * from './preferences.texts';
export * from './preferences.data';
export * from './preferences.fields';
