// The sign-up's part of the newsletter core: machine, rules, connect, texts, service calls, form field names.
export * from './signup.rules';
export * from './signup.schema';
export * from './signup.machine';
export * from './signup.texts';
export * from './signup.actors';
export * from './signup.connect';
export { adoptTypedSignupInput, tellTypedSignupInput } from './signup.typed-input';
export * from './signup.fields';
export * from '../common/headings';
