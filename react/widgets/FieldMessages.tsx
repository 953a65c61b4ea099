'use client';

import { useEffect, useReducer, useState, type ReactNode } from 'react';
import { connectSteadyMessage, type FieldApi } from '../../core/widgets/field.connect';
import { afterPointerRelease, isPointerHeld, watchPointerHold } from '../../core/widgets/pointer-hold';
import { useWidgetTexts } from './texts';

/** A field's hint: id `<id>-hint`, for the control's aria-describedby. */
export function FieldHint({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <p id={`${id}-hint`} className={['sk-field__hint', className].filter(Boolean).join(' ')}>
      {children}
    </p>
  );
}

/**
 * The message to render now: one that would appear or vanish while a pointer is pressed waits for the release, or
 * the control under it moves before the click. A vanishing one keeps its space, invisible (`ghost`).
 */
export function useSteadyMessage(message: ReactNode): { message: ReactNode; ghost: boolean; visible: boolean } {
  const [shown, setShown] = useState<ReactNode>(message);
  const [, released] = useReducer((n: number) => n + 1, 0);
  // The core decides; this bridges the browser's pointer and remembers what was shown.
  const steady = connectSteadyMessage(shown, message, isPointerHeld());
  // Storing what was shown, while rendering (React's pattern for state derived from the previous render).
  if (!steady.held && shown !== message) setShown(message);
  useEffect(() => watchPointerHold(document), []);
  useEffect(() => (steady.held ? afterPointerRelease(released) : undefined), [steady.held]);
  return steady;
}

/**
 * A field's error message (GOV.UK pattern) with a visually hidden "Error:" prefix. Render it always, empty when
 * there is no error, so a pressed pointer's control stays in place when a message comes or goes.
 */
export function FieldError({ id, className, children }: { id: string; className?: string; children?: ReactNode }) {
  const texts = useWidgetTexts();
  const { message, ghost, visible } = useSteadyMessage(children);
  if (!visible) return null;
  return (
    <p
      id={ghost ? undefined : `${id}-error`}
      className={['sk-field__error', className].filter(Boolean).join(' ')}
      aria-hidden={ghost || undefined}
      style={ghost ? { visibility: 'hidden' } : undefined}
    >
      <span className="sk-visually-hidden">{texts.t('errorPrefix')} </span>
      {message}
    </p>
  );
}

/** A field's hint (when it has one) and its error (while it is in error), wired to the control by `field`'s ids. */
export function FieldMessages({ field, hint, error }: { field: FieldApi; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {field.hasHint ? <FieldHint id={field.ids.control}>{hint}</FieldHint> : null}
      <FieldError id={field.ids.control}>{field.hasError ? error : null}</FieldError>
    </>
  );
}
