/**
 * Writes a connect getter's props onto a DOM element, as Zag's vanilla `spreadProps`. `onChange` listens to `input`
 * (every edit), `onCommit` to `change`, `onFocus`/`onBlur` to `focusin`/`focusout` (they bubble, as React's do).
 */
import type { PropHandler } from '../core/props';

type Props = object;

const EVENTS: Record<string, string> = {
  onChange: 'input',
  onCommit: 'change',
  onFocus: 'focusin',
  onBlur: 'focusout',
  onClick: 'click',
  onSubmit: 'submit',
};
const NAMES: Record<string, string> = { htmlFor: 'for', className: 'class' };
/** Written as the element's property: what the shopper changes lives there, not in the attribute. */
const PROPERTIES = new Set(['value', 'checked']);

const spread = new WeakMap<Element, { props: Record<string, unknown>; listeners: Map<string, EventListener> }>();

/** Spreads `props` onto `element`; called again with the next props, it changes only what changed. */
export function spreadProps(element: Element, props: Props): void {
  const next = props as Record<string, unknown>;
  const state = spread.get(element) ?? { props: {}, listeners: new Map<string, EventListener>() };
  const prev = state.props;
  for (const key of Object.keys(prev)) {
    if (!(key in next) || next[key] === undefined) unset(element, key, state.listeners, prev[key]);
  }
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined) continue;
    if (key in EVENTS) {
      // One listener per event for the element's life: it calls the handler of the latest props.
      if (!state.listeners.has(key)) {
        const listener: EventListener = (event) => (state.props[key] as PropHandler | undefined)?.(event);
        state.listeners.set(key, listener);
        element.addEventListener(EVENTS[key]!, listener);
      }
      continue;
    }
    // Unchanged props are left alone: a value the shopper is typing stays until the machine's own value changes.
    if (Object.is(prev[key], value)) continue;
    if (key === 'style') writeStyle(element, prev[key], value);
    else set(element, key, value);
  }
  state.props = { ...next };
  spread.set(element, state);
}

function attributeName(key: string): string {
  return NAMES[key] ?? (key.startsWith('aria-') || key.startsWith('data-') ? key : key.toLowerCase());
}

function set(element: Element, key: string, value: unknown) {
  if (PROPERTIES.has(key)) {
    const el = element as unknown as Record<string, unknown>;
    // Written only when it differs: writing the same value moves the caret to the end.
    if (el[key] !== value) el[key] = value;
    return;
  }
  const name = attributeName(key);
  // aria-* and data-* say "true"/"false" in words; other booleans are there or not (required, disabled, hidden).
  if (typeof value === 'boolean' && !name.startsWith('aria-') && !name.startsWith('data-'))
    element.toggleAttribute(name, value);
  else element.setAttribute(name, String(value));
}

function unset(element: Element, key: string, listeners: Map<string, EventListener>, previous: unknown) {
  const listener = listeners.get(key);
  if (listener) {
    element.removeEventListener(EVENTS[key]!, listener);
    listeners.delete(key);
    return;
  }
  if (key === 'style') return writeStyle(element, previous, undefined);
  if (key === 'checked') (element as HTMLInputElement).checked = false;
  element.removeAttribute(attributeName(key));
}

type StyleProps = Record<string, string> | undefined;

/** Writes the style's properties onto the element's own style, and removes those the previous props had and these lack. */
function writeStyle(element: Element, previous: unknown, next: unknown) {
  const style = (element as HTMLElement).style;
  if (!style) return;
  const before = (previous ?? {}) as NonNullable<StyleProps>;
  const after = (next ?? {}) as NonNullable<StyleProps>;
  for (const name of Object.keys(before)) if (!(name in after)) style.setProperty(cssName(name), '');
  for (const [name, value] of Object.entries(after)) style.setProperty(cssName(name), value);
}

/** `maxHeight` is `max-height`; custom properties (`--sk-*`) keep their names. */
const cssName = (name: string) => (name.startsWith('--') ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));
