// Every icon drawing by its camelCase name (icon `arrow-left` is `arrowLeft`), plus the groups.
export * from './arrows';
export * from './actions';
export * from './status';
export * from './commerce';
export * from './contact';
export * from './products';
export * from './media';
export * from './social';
export * from './payment';
export { circle, icon, type IconDefinition } from './shape';
