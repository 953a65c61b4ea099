import type { ReactNode } from 'react';
import { useWidgetTexts } from './texts';

/** A field's hint: id `<id>-hint`, for the control's aria-describedby. */
export function FieldHint({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <p id={`${id}-hint`} className={['sk-field__hint', className].filter(Boolean).join(' ')}>
      {children}
    </p>
  );
}

/** A field's error message (GOV.UK pattern): id `<id>-error`, with a visually hidden "Error:" prefix in the page's language. */
export function FieldError({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  const texts = useWidgetTexts();
  return (
    <p id={`${id}-error`} className={['sk-field__error', className].filter(Boolean).join(' ')}>
      <span className="sk-visually-hidden">{texts.t('errorPrefix')} </span>
      {children}
    </p>
  );
}
