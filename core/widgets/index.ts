// Shared widgets: machines, connect functions, pure rules, icon names, texts, phone codes.
export * from './icons';
export * from './format.rules';
export * from './password.rules';
export * from './choice.rules';
export * from './phone';
export * from './texts/index';
export * from './expandableSection.machine';
export * from './expandableSection.connect';
export * from './expandableText.machine';
export * from './expandableText.connect';
export * from './passwordVisibility.machine';
export * from './passwordVisibility.connect';
export * from './notification.machine';
export * from './notification.connect';
export * from './textInput.machine';
export * from './textInput.connect';
export * from './pointer-hold';
