import { useEffect, useId, type ChangeEvent, type FocusEvent, type ReactNode, type Ref } from 'react';
import type { SelectOption } from '../../core/widgets/choice.rules';
import { connectSelect } from '../../core/widgets/select.connect';
import { selectMachine } from '../../core/widgets/select.machine';
import { useMachineView } from '../useMachineView';
import { FormLabel } from './FormLabel';
import { Icon } from './Icon';
import { chevronDown } from './icons/arrows';
import './tokens.css';
import './field.css';
import { FieldError, FieldHint } from './FieldMessages';

export interface SelectProps {
  label: ReactNode;
  labelHidden?: boolean;
  options: readonly SelectOption[];
  /** Controlled value. With no (known) value the select shows `defaultValue`, else the first option. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  required?: boolean;
  optional?: boolean;
  disabled?: boolean;
  error?: ReactNode;
  hint?: ReactNode;
  id?: string;
  name?: string;
  autoComplete?: string;
  className?: string;
  selectRef?: Ref<HTMLSelectElement>;
}

/** A native select with label, hint and error (keyboard and screen-reader behaviour come from the platform). */
export function Select({
  label,
  labelHidden,
  options,
  value,
  defaultValue,
  onChange,
  onBlur,
  required,
  optional,
  disabled,
  error,
  hint,
  id: givenId,
  name,
  autoComplete,
  className,
  selectRef,
}: SelectProps) {
  const generatedId = useId();
  const id = givenId ?? `sk-select-${generatedId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { view: api, actor } = useMachineView(selectMachine, (snapshot, send) => connectSelect(snapshot, send, { options, value, defaultValue, required }));
  useEffect(() => {
    const subscription = actor.on('change', (event) => onChange?.(event.value));
    return () => subscription.unsubscribe();
  }, [actor, onChange]);
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hasHint = hint !== undefined && hint !== null;
  const describedBy = [hasHint ? `${id}-hint` : '', hasError ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => api.choose(event.target.value);
  return (
    <div className={['sk-field', hasError ? 'sk-field--error' : '', disabled ? 'sk-field--disabled' : '', className].filter(Boolean).join(' ')}>
      <FormLabel htmlFor={id} required={required} optional={optional} visuallyHidden={labelHidden}>
        {label}
      </FormLabel>
      {hasHint ? (
        <FieldHint id={id}>{hint}</FieldHint>
      ) : null}
      <FieldError id={id}>{hasError ? error : null}</FieldError>
      <div className="sk-field__control sk-select__control">
        <select
          ref={selectRef}
          id={id}
          name={name}
          className="sk-field__input sk-select__input"
          value={api.value}
          onChange={handleChange}
          onBlur={onBlur}
          required={required}
          disabled={disabled}
          autoComplete={autoComplete}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.text}
            </option>
          ))}
        </select>
        <Icon icon={chevronDown} size={16} className="sk-select__chevron" />
      </div>
    </div>
  );
}
