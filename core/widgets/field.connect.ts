/** An error counts once it says something (not undefined, null, false or ''). */
export const errorShown = (error: unknown): boolean =>
  error !== undefined && error !== null && error !== false && error !== '';

/** A hint is shown when the owner gives one (anything but undefined or null). */
export const hintShown = (hint: unknown): boolean => hint !== undefined && hint !== null;

/** A widget's element id: React's `useId` has colons, which a CSS selector or `aria-describedby` would trip over. */
export function widgetId(kind: string, generated: string, given?: string): string {
  return given ?? `sk-${kind}-${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

/** An `aria-describedby` list: the ids given, in order, or `undefined` when there is none. */
export const idList = (...ids: (string | false | undefined)[]): string | undefined =>
  ids.filter(Boolean).join(' ') || undefined;

export interface FieldOptions {
  /** The control's id; the hint is `<id>-hint`, the error `<id>-error`. */
  id: string;
  hasHint: boolean;
  hasError: boolean;
  /** Further ids that describe the control (a strength meter), after the hint and the error. */
  describedBy?: string;
}

/**
 * The wiring of a labelled field (GOV.UK pattern): the label names the control, described by its hint and error.
 * `getControlProps()` for an input or select, `getGroupProps()` for a fieldset.
 */
export function connectField({ id, hasHint, hasError, describedBy }: FieldOptions) {
  const ids = { control: id, hint: `${id}-hint`, error: `${id}-error` };
  const described = idList(hasHint && ids.hint, hasError && ids.error, describedBy);
  return {
    ids,
    hasHint,
    hasError,
    getLabelProps: () => ({ htmlFor: id }),
    getControlProps: () => ({ id, 'aria-invalid': hasError || undefined, 'aria-describedby': described }),
    getGroupProps: () => ({ 'aria-describedby': described }),
  };
}

export type FieldApi = ReturnType<typeof connectField>;

/** What a field's error renders now: the message, and whether it only keeps its space, invisible. */
export interface SteadyMessage<TMessage> {
  message: TMessage;
  /** A vanishing message kept, invisible, for its space until the held pointer is released. */
  ghost: boolean;
  /** The change waits for the pointer's release: render again then. */
  held: boolean;
  /** Render the message at all (ghost or not). */
  visible: boolean;
}

/**
 * A message that would appear or vanish while a pointer is pressed waits for the release (D26), or the control moves
 * before the click lands. A vanishing one keeps its space, invisible (`ghost`); a new one is not shown yet.
 * `pointerHeld` is `isPointerHeld()` of `pointer-hold.ts`.
 */
export function connectSteadyMessage<TMessage>(
  shown: TMessage,
  next: TMessage,
  pointerHeld: boolean,
): SteadyMessage<TMessage> {
  const held = errorShown(shown) !== errorShown(next) && pointerHeld;
  const message = held ? shown : next;
  return { message, ghost: held && !errorShown(next), held, visible: errorShown(message) };
}
