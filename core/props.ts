/**
 * The one vocabulary every connect writes its prop getters in (as Zag.js's `connect(service, normalize)`): attribute
 * names as JSX writes them, `aria-*` and `data-*` as HTML does, handlers that take whatever the renderer hands them.
 * `onChange` is every edit (the DOM's `input` event), `onCommit` a committed value (the DOM's `change` event). Each
 * renderer normalises once: `normalizeProps` (React), `spreadProps` (element), `normalizeVueProps` (Vue).
 */

/** A handler of the vocabulary: called with the renderer's DOM event, a widget's value, or nothing. */
export type PropHandler = (input?: unknown) => void;

type Aria = {
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-busy'?: true;
  /** Busy, yet still in the focus order, which `disabled` would drop (D65): a press does nothing. */
  'aria-disabled'?: true;
  'aria-hidden'?: 'true';
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  'aria-live'?: 'polite' | 'assertive';
};
type Data = { [name: `data-${string}`]: string | undefined };

/** Inline style: DOM `style` names (`maxHeight`), custom properties (`--sk-*`), values with their unit (`'60px'`). */
export type KitStyle = Record<string, string>;

/** Any element: a box, a message, a notice. */
export interface KitElementProps extends Aria, Data {
  id?: string;
  className?: string;
  hidden?: boolean;
  style?: KitStyle;
  inert?: boolean;
  role?: string;
  tabIndex?: number;
  onFocus?: PropHandler;
  onClick?: PropHandler;
}

export interface KitLabelProps {
  htmlFor: string;
  id?: string;
  className?: string;
}

export interface KitInputProps extends Aria, Data {
  id: string;
  name: string;
  type: 'email' | 'text' | 'checkbox';
  value: string;
  checked?: boolean;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  maxLength?: number;
  tabIndex?: number;
  spellCheck?: boolean;
  onFocus?: PropHandler;
  onBlur?: PropHandler;
  /** Every edit (the DOM's `input` event; React's `onChange`). */
  onChange?: PropHandler;
  /** A committed value (the DOM's `change` event). */
  onCommit?: PropHandler;
}

export interface KitSelectProps extends Aria {
  id: string;
  name: string;
  value: string;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  onFocus?: PropHandler;
  onBlur?: PropHandler;
  onChange?: PropHandler;
}

export interface KitButtonProps extends Aria {
  type: 'button' | 'submit';
  disabled?: boolean;
  hidden?: boolean;
  /** A submit button's name and value: what the pressed button posts (the erase form's three buttons). */
  name?: string;
  value?: string;
  onClick?: PropHandler;
}

export interface KitFormProps extends Aria {
  method: 'post';
  noValidate: true;
  onSubmit: PropHandler;
}

/** The element kinds a connect's getters return, as a renderer types them. */
export interface PropTypes {
  element: unknown;
  label: unknown;
  input: unknown;
  select: unknown;
  button: unknown;
  form: unknown;
}

/** The vocabulary's own types: what the getters return before a renderer normalises them. */
export interface KitPropTypes extends PropTypes {
  element: KitElementProps;
  label: KitLabelProps;
  input: KitInputProps;
  select: KitSelectProps;
  button: KitButtonProps;
  form: KitFormProps;
}

/** One function per element kind: turns the vocabulary into what a renderer spreads. */
export type NormalizeProps<T extends PropTypes> = { [K in keyof PropTypes]: (props: KitPropTypes[K]) => T[K] };

/** Builds a normaliser that treats every element kind alike (as Zag's `createNormalizer`). */
export function createNormalizer<T extends PropTypes>(
  fn: (props: Record<string, unknown>) => unknown,
): NormalizeProps<T> {
  const each = fn as (props: object) => never;
  return { element: each, label: each, input: each, select: each, button: each, form: each };
}

/** The vocabulary as it is: what the getters return when no renderer is named (React's `normalizeProps` is this). */
export const keepProps: NormalizeProps<KitPropTypes> = /* @__PURE__ */ createNormalizer<KitPropTypes>((props) => props);

interface ValueTarget {
  value?: unknown;
  checked?: unknown;
  type?: unknown;
}
const targetOf = (input: unknown): ValueTarget | undefined =>
  typeof input === 'object' && input !== null && 'target' in input
    ? ((input as { target: unknown }).target as ValueTarget | undefined)
    : undefined;

/** The text a handler was given: a widget's value, or the value of the event's control. */
export function eventValue(input: unknown): string {
  if (typeof input === 'string') return input;
  const value = targetOf(input)?.value;
  return typeof value === 'string' ? value : '';
}

/** Whether a box is ticked: a widget's boolean, or the event's checkbox. */
export function eventChecked(input: unknown): boolean {
  if (typeof input === 'boolean') return input;
  return targetOf(input)?.checked === true;
}

/** The value of the button that sent a form (the submit event's `submitter`; React's event keeps it in `nativeEvent`). */
export function submitterValue(input: unknown): string | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const event = input as {
    submitter?: { value?: unknown } | null;
    nativeEvent?: { submitter?: { value?: unknown } | null };
  };
  const value = (event.submitter ?? event.nativeEvent?.submitter)?.value;
  return typeof value === 'string' ? value : undefined;
}

/** Calls `preventDefault` on the event a handler was given (a form's submit), whichever renderer sent it. */
export function preventDefault(input: unknown): void {
  if (typeof input === 'object' && input !== null && 'preventDefault' in input)
    (input as { preventDefault(): void }).preventDefault();
}

// ---- Vue: `v-bind` spreads these onto a template's elements (typed here, so the package needs no vue) ----

type VueHandler = (event: Event) => void;
type VueAria = Aria;

/** What `v-bind` takes on an element (Vue's own attribute names: `for`, `class`, lower-case attributes, `on*` listeners). */
export interface VueElementProps extends VueAria, Data {
  id?: string;
  class?: string;
  hidden?: boolean;
  style?: KitStyle;
  inert?: boolean;
  role?: string;
  tabindex?: number;
  onFocus?: VueHandler;
  onClick?: VueHandler;
}
export interface VueLabelProps {
  for: string;
  id?: string;
  class?: string;
}
export interface VueInputProps extends VueAria, Data {
  id: string;
  name: string;
  type: 'email' | 'text' | 'checkbox';
  value?: string;
  /** A field told on commit only: Vue writes `value` again on every render, which would wipe what is being typed. */
  defaultValue?: string;
  checked?: boolean;
  required?: boolean;
  disabled?: boolean;
  autocomplete?: string;
  maxlength?: number;
  tabindex?: number;
  spellcheck?: boolean;
  onFocus?: VueHandler;
  onBlur?: VueHandler;
  onInput?: VueHandler;
  onChange?: VueHandler;
}
export interface VueSelectProps extends VueAria {
  id: string;
  name: string;
  value: string;
  required?: boolean;
  disabled?: boolean;
  autocomplete?: string;
  onFocus?: VueHandler;
  onBlur?: VueHandler;
  onInput?: VueHandler;
}
export interface VueButtonProps extends VueAria {
  type: 'button' | 'submit';
  disabled?: boolean;
  hidden?: boolean;
  name?: string;
  value?: string;
  onClick?: VueHandler;
}
export interface VueFormProps extends VueAria {
  method: 'post';
  novalidate: true;
  onSubmit: VueHandler;
}
export interface VuePropTypes extends PropTypes {
  element: VueElementProps;
  label: VueLabelProps;
  input: VueInputProps;
  select: VueSelectProps;
  button: VueButtonProps;
  form: VueFormProps;
}

/** The vocabulary's names that Vue writes otherwise; the rest are lower-cased, `on*` kept (as Zag's Vue normaliser). */
const VUE_NAMES: Record<string, string> = {
  htmlFor: 'for',
  className: 'class',
  // Vue's `onChange` is the DOM's change event: the vocabulary's every-edit handler is Vue's `onInput`, its commit Vue's `onChange`.
  onChange: 'onInput',
  onCommit: 'onChange',
};

/** Normalises the getters' props for a Vue template: `<input v-bind="field.getInputProps()">`. */
export const normalizeVueProps: NormalizeProps<VuePropTypes> = /* @__PURE__ */ createNormalizer<VuePropTypes>(
  (props) => {
    const out: Record<string, unknown> = {};
    // Vue writes `value` on every render: a field heard on commit only keeps what is typed, as React's uncontrolled input.
    const committed = typeof props.onCommit === 'function';
    for (const [key, value] of Object.entries(props)) {
      if (value === undefined) continue;
      const name =
        committed && key === 'value'
          ? 'defaultValue'
          : (VUE_NAMES[key] ?? (key.startsWith('on') || key.includes('-') ? key : key.toLowerCase()));
      out[name] = value;
    }
    return out;
  },
);
