export * from './signup.rules';
export * from './signup.machine';
export * from './doi.machine';
export * from './newsletter.texts';
export * from './newsletter.actors';
export * from './signup.connect';
export * from './signup.form';
