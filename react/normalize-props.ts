import type { InputHTMLAttributes } from 'react';
import {
  keepProps,
  type KitInputProps,
  type KitPropTypes,
  type KitSelectProps,
  type NormalizeProps,
} from '../core/props';

/** React spreads a connect's getters as they are: `createSignupConnect(texts, { normalize: normalizeProps })`. */
export const normalizeProps: NormalizeProps<KitPropTypes> = keepProps;

type DataAttributes = Record<`data-${string}`, string | undefined>;
const dataAttributes = (props: object): DataAttributes =>
  Object.fromEntries(Object.entries(props).filter(([name]) => name.startsWith('data-'))) as DataAttributes;

/** An input's props for the kit's TextInput, which ties its own message ids; the rest goes into `inputProps`. */
export function textFieldProps(props: KitInputProps) {
  const {
    id,
    name,
    type,
    value,
    required,
    disabled,
    autoComplete,
    onFocus,
    onBlur,
    onChange,
    onCommit,
    spellCheck,
    tabIndex,
  } = props;
  const inputProps: InputHTMLAttributes<HTMLInputElement> & DataAttributes = {
    spellCheck,
    tabIndex,
    ...dataAttributes(props),
  };
  return {
    id,
    name,
    type: type === 'email' ? ('email' as const) : ('text' as const),
    value,
    required,
    disabled,
    autoComplete,
    onFocus,
    onBlur,
    onChange,
    onCommit,
    inputProps,
  };
}

/** A checkbox's props for the kit's Checkbox (it ties its own message); `onFocus` goes on the field's box. */
export function checkboxFieldProps({
  id,
  name,
  value,
  checked,
  required,
  disabled,
  onFocus,
  onBlur,
  onChange,
}: KitInputProps) {
  return { id, name, value, checked, required, disabled, onFocus, onBlur, onChange };
}

/** A select's props for the kit's Select (it ties its own message); `onFocus` goes on the field's box. */
export function selectFieldProps({
  id,
  name,
  value,
  required,
  disabled,
  autoComplete,
  onFocus,
  onBlur,
  onChange,
}: KitSelectProps) {
  return { id, name, value, required, disabled, autoComplete, onFocus, onBlur, onChange };
}
