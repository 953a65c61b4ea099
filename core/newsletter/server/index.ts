// The server entry for forms posted without JavaScript; lint keeps it out of the views' imports, so no browser bundle carries it.
export * from './signup.form';
export * from './preferences.form';
export * from './signup.html';
