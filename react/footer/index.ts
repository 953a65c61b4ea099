// The shared storefront footer view.
export { Footer, type FooterProps } from './Footer';
export { StaticFooter, FooterShell } from './FooterShell';
export { FooterView, type FooterViewProps } from './FooterView';
export { FooterFlag } from './FooterFlag';
export { FooterIcon, type FooterIconProps } from './FooterIcon';
export { FooterPanel } from './FooterPanel';
