// The double opt-in link's part: its machine (the sign-up runs it), its connect (what the page says about the link).
export * from './doi.machine';
export * from './doi.connect';
