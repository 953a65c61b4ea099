'use client';

import { useEffect, useImperativeHandle, useRef, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { Icon } from './Icon';
import { check, minus } from './icons/form';
import './tokens.css';
import './checkbox.css';
import { useField } from './Field';
import type { FieldApi } from '../../core/widgets/field.connect';
import { FieldError, FieldHint } from './FieldMessages';
import { RequiredMark } from './FormLabel';

export interface CheckboxProps {
  /** The text next to the box; may hold links (consent texts). */
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  /** Shows the mixed state (a "select all" over partly checked items). */
  indeterminate?: boolean;
  onChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
  required?: boolean;
  disabled?: boolean;
  error?: ReactNode;
  hint?: ReactNode;
  id?: string;
  name?: string;
  value?: string;
  className?: string;
  inputRef?: Ref<HTMLInputElement | null>;
  /** The field's wiring from a feature's connect (label, control and error ids): the widget builds none of its own. */
  field?: FieldApi;
}

/** A native checkbox drawn with tokens; supports the indeterminate state. */
export function Checkbox({
  label,
  checked,
  defaultChecked,
  indeterminate = false,
  onChange,
  onBlur,
  required,
  disabled,
  error,
  hint,
  id: givenId,
  name,
  value,
  className,
  inputRef,
  field: given,
}: CheckboxProps) {
  const own = useField('checkbox', { id: givenId, hint, error });
  const field = given ?? own;
  const id = field.ids.control;
  const local = useRef<HTMLInputElement | null>(null);
  // `indeterminate` is a DOM property only (no attribute): set it after render.
  useEffect(() => {
    if (local.current) local.current.indeterminate = indeterminate;
  }, [indeterminate, checked]);
  useImperativeHandle(inputRef, () => local.current as HTMLInputElement, []);
  return (
    <div
      className={[
        'sk-checkbox',
        field.hasError ? 'sk-checkbox--error' : '',
        indeterminate ? 'sk-checkbox--indeterminate' : '',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <FieldError id={id} className="sk-checkbox__error">
        {field.hasError ? error : null}
      </FieldError>
      <div className="sk-checkbox__row">
        <input
          ref={local}
          type="checkbox"
          {...field.getControlProps()}
          name={name}
          value={value}
          className="sk-checkbox__input"
          checked={checked}
          defaultChecked={checked === undefined ? defaultChecked : undefined}
          onChange={(event) => onChange?.(event.target.checked, event)}
          onBlur={onBlur}
          required={required}
          disabled={disabled}
        />
        <span className="sk-checkbox__box" aria-hidden="true">
          <Icon icon={check} size={16} className="sk-checkbox__check" />
          <Icon icon={minus} size={16} className="sk-checkbox__mixed" />
        </span>
        <label {...field.getLabelProps()} className="sk-checkbox__label">
          {label}
          <RequiredMark required={required} />
        </label>
      </div>
      {field.hasHint ? (
        <FieldHint id={id} className="sk-checkbox__hint">
          {hint}
        </FieldHint>
      ) : null}
    </div>
  );
}
