// Shared widgets: thin React views over core/widgets. Each view imports its own CSS (and tokens.css).
export { Icon, iconOf, type IconProps } from './Icon';
export { registerIcons, getIcon, registeredIconNames, type IconDefinition } from './iconRegistry';
export { loadIconGroups, ICON_GROUPS, type IconGroup } from './iconGroups';
export { LinkComponentProvider, useLinkComponent, type LinkComponent, type LinkComponentProps } from './link';
export { WidgetTextsProvider, useWidgetTexts, setWidgetTextsFallback } from './texts';
export {
  Button,
  BUTTON_VARIANTS,
  RIPPLE_DURATION_MS,
  useRipples,
  type ButtonProps,
  type ButtonVariant,
  type ButtonWidth,
} from './Button';
export { TextLink, type TextLinkProps, type TextLinkVariant, type TextLinkSize } from './TextLink';
export { IconButton, type IconButtonProps } from './IconButton';
export { Notification, type NotificationProps } from './Notification';
export { BannerStrip, type BannerStripProps } from './BannerStrip';
export { Label, type LabelProps, type LabelVariant } from './Label';
export { FormLabel, type FormLabelProps } from './FormLabel';
export { TextInput, writeInputValue, type TextInputProps } from './TextInput';
export { PasswordInput, type PasswordInputProps } from './PasswordInput';
export { SearchInput, type SearchInputProps } from './SearchInput';
export { Select, type SelectProps } from './Select';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { ExpandableSection, type ExpandableSectionProps } from './ExpandableSection';
export { ExpandableText, type ExpandableTextProps } from './ExpandableText';
export { PhoneNumberInput, type PhoneNumberInputProps } from './PhoneNumberInput';
// Drawings: `Icons.chevronDown`, `registerIcons(Icons.SOCIAL_ICONS)`; a bundler keeps only those used.
export * as Icons from './icons/index';
export { ALL_ICONS } from './icons/all';
