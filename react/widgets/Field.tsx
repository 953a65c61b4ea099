'use client';

import type { ReactNode } from 'react';
import { connectField, errorShown, hintShown, type FieldApi } from '../../core/widgets/field.connect';
import { FieldMessages } from './FieldMessages';
import { FormLabel } from './FormLabel';
import { useWidgetId } from './useWidgetId';
import './tokens.css';
import './field.css';

/** The wiring of a field (connectField) from the owner's props: its id, whether hint and error are shown, their ids. */
export function useField(
  kind: string,
  { id, hint, error, describedBy }: { id?: string; hint?: ReactNode; error?: ReactNode; describedBy?: string },
): FieldApi {
  return connectField({
    id: useWidgetId(kind, id),
    hasHint: hintShown(hint),
    hasError: errorShown(error),
    describedBy,
  });
}

/** What a labelled field's owner says about its frame (TextInput, Select). */
export interface FieldFrameProps {
  /** Visible name of the field. */
  label: ReactNode;
  /** Hides the label visually (it still names the field). */
  labelHidden?: boolean;
  required?: boolean;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  disabled?: boolean;
  /** Error message; its presence puts the field in the error state (GOV.UK pattern). */
  error?: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  className?: string;
}

export interface FieldProps extends FieldFrameProps {
  field: FieldApi;
  /** The control (in its `sk-field__control` box) and whatever follows it. */
  children?: ReactNode;
}

/** A labelled field's frame: label, hint and error above the control, the error and disabled looks on the root. */
export function Field({
  field,
  label,
  labelHidden,
  required,
  optional,
  disabled,
  hint,
  error,
  className,
  children,
}: FieldProps) {
  const classes = ['sk-field', field.hasError ? 'sk-field--error' : '', disabled ? 'sk-field--disabled' : '', className]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <FormLabel {...field.getLabelProps()} required={required} optional={optional} visuallyHidden={labelHidden}>
        {label}
      </FormLabel>
      <FieldMessages field={field} hint={hint} error={error} />
      {children}
    </div>
  );
}
