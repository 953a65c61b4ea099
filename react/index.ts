// storefront-kit/react: thin React views over the core.
export * from './widgets';
export * from './newsletter';
export * from './footer';
export * from './preview';
export * from './session';
export * from './inspect';
export * from './useMachineView';
export { normalizeProps, textFieldProps, checkboxFieldProps, selectFieldProps } from './normalize-props';
