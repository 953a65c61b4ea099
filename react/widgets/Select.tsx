'use client';

import { useEffect, type ChangeEvent, type FocusEvent, type Ref } from 'react';
import type { SelectOption } from '../../core/widgets/choice.rules';
import { connectSelect } from '../../core/widgets/select.connect';
import { selectMachine } from '../../core/widgets/select.machine';
import { useMachineView } from '../useMachineView';
import { Field, useField, type FieldFrameProps } from './Field';
import type { FieldApi } from '../../core/widgets/field.connect';
import { Icon } from './Icon';
import { chevronDown } from './icons/form';
import './tokens.css';
import './field.css';

export interface SelectProps extends FieldFrameProps {
  options: readonly SelectOption[];
  /** Controlled value. With no (known) value the select shows `defaultValue`, else the first option. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  id?: string;
  name?: string;
  autoComplete?: string;
  selectRef?: Ref<HTMLSelectElement>;
  /** The field's wiring from a feature's connect (label, control and error ids): the widget builds none of its own. */
  field?: FieldApi;
}

/** A native select with label, hint and error (keyboard and screen-reader behaviour come from the platform). */
export function Select({
  options,
  value,
  defaultValue,
  onChange,
  onBlur,
  id,
  name,
  autoComplete,
  selectRef,
  field: given,
  ...frame
}: SelectProps) {
  const { required, disabled } = frame;
  const own = useField('select', { id, hint: frame.hint, error: frame.error });
  const field = given ?? own;
  const { view: api, actor } = useMachineView(selectMachine, (snapshot, send) =>
    connectSelect(snapshot, send, { options, value, defaultValue, required }),
  );
  useEffect(() => {
    const subscription = actor.on('change', (event) => onChange?.(event.value));
    return () => subscription.unsubscribe();
  }, [actor, onChange]);
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => api.choose(event.target.value);
  return (
    <Field field={field} {...frame}>
      <div className="sk-field__control sk-select__control">
        <select
          ref={selectRef}
          {...field.getControlProps()}
          name={name}
          className="sk-field__input sk-select__input"
          value={api.value}
          onChange={handleChange}
          onBlur={onBlur}
          required={required}
          disabled={disabled}
          autoComplete={autoComplete}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.text}
            </option>
          ))}
        </select>
        <Icon icon={chevronDown} size={16} className="sk-select__chevron" />
      </div>
    </Field>
  );
}
