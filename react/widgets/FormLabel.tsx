'use client';

import type { ReactNode } from 'react';
import { useWidgetTexts } from './texts';
import './tokens.css';
import './field.css';

export interface FormLabelProps {
  /** Id of the control it names. */
  htmlFor: string;
  children?: ReactNode;
  /** Marks a required field with an asterisk (the control itself carries `required`). */
  required?: boolean;
  /** Adds the locale's "(optional)" after the text. */
  optional?: boolean;
  /** Hidden visually, still the control's accessible name. */
  visuallyHidden?: boolean;
  className?: string;
  id?: string;
}

/** The asterisk after a required field's name (the control itself carries `required`). */
export function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span className="sk-form-label__required" aria-hidden="true">
      {' *'}
    </span>
  ) : null;
}

/** The visible name of a form control. */
export function FormLabel({ htmlFor, children, required, optional, visuallyHidden, className, id }: FormLabelProps) {
  const texts = useWidgetTexts();
  const classes = ['sk-form-label', visuallyHidden ? 'sk-visually-hidden' : '', className].filter(Boolean).join(' ');
  return (
    <label htmlFor={htmlFor} className={classes} id={id}>
      {children}
      <RequiredMark required={required} />
      {optional && !required ? <span className="sk-form-label__optional"> {texts.t('optional')}</span> : null}
    </label>
  );
}
