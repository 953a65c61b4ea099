'use client';

import { useEffect, type ReactNode } from 'react';
import type { PhoneNumberValue, PhoneProblem } from '../../core/widgets/phone';
import { connectPhoneNumber, phoneNumberMachine } from '../../core/widgets/phoneNumber.machine';
import { useMachineView } from '../useMachineView';
import { Select } from './Select';
import { useWidgetTexts } from './texts';
import { TextInput } from './TextInput';
import './tokens.css';
import './field.css';
import { useField } from './Field';
import { FieldMessages } from './FieldMessages';
import { RequiredMark } from './FormLabel';

export interface PhoneNumberInputProps {
  /** The group's name (legend). */
  label: ReactNode;
  value?: PhoneNumberValue;
  /** Country preselected; default DE. */
  defaultCountry?: string;
  /** Called with the parts, the number in E.164 ('' while none) and, when invalid, why (a widget text key). */
  onChange?: (value: PhoneNumberValue, international: string, problem?: PhoneProblem) => void;
  error?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
}

/** Country code select (spec section 9 order), Turkey's area code, and the national number. */
export function PhoneNumberInput({
  label,
  value,
  defaultCountry,
  onChange,
  error,
  hint,
  required,
  disabled,
  id: givenId,
  name,
  className,
}: PhoneNumberInputProps) {
  const texts = useWidgetTexts();
  const { view: api, actor } = useMachineView(
    phoneNumberMachine,
    (snapshot, send) =>
      connectPhoneNumber<ReactNode>(snapshot, send, { value, locale: texts.locale, t: texts.t, error }),
    { input: { country: defaultCountry } },
  );
  const shownError = api.error;
  const field = useField('phone', { id: givenId, hint, error: shownError });
  const id = field.ids.control;
  // A part's id and form name: the group's, with the part's name after it.
  const part = (key: string) => ({ id: `${id}-${key}`, name: name ? `${name}-${key}` : undefined });
  useEffect(() => {
    const subscription = actor.on('change', (event) => onChange?.(event.value, event.international, event.problem));
    return () => subscription.unsubscribe();
  }, [actor, onChange]);
  useEffect(() => {
    actor.send({ type: 'OWNER_VALUE', value });
  }, [actor, value]);
  const current = api.value;
  const withArea = api.withArea;
  return (
    <fieldset className={['sk-phone', className].filter(Boolean).join(' ')} {...field.getGroupProps()}>
      <legend className="sk-form-label sk-phone__legend">
        {label}
        <RequiredMark required={required} />
      </legend>
      <FieldMessages field={field} hint={hint} error={shownError} />
      <div className={withArea ? 'sk-phone__row sk-phone__row--area' : 'sk-phone__row'}>
        <Select
          {...part('country')}
          label={texts.t('countryCode')}
          options={api.countryOptions}
          value={current.country}
          onChange={api.changeCountry}
          disabled={disabled}
          autoComplete={api.autoComplete.country}
        />
        {withArea ? (
          <Select
            {...part('area')}
            label={texts.t('areaCode')}
            options={api.areaCodeOptions}
            value={current.areaCode}
            onChange={api.changeAreaCode}
            disabled={disabled}
          />
        ) : null}
        <TextInput
          id={`${id}-national`}
          name={name}
          label={texts.t('nationalPhoneNumber')}
          htmlType="tel"
          inputMode="tel"
          autoComplete={api.autoComplete.national}
          value={current.national}
          onChange={api.changeNational}
          onCommit={api.commit}
          required={required}
          disabled={disabled}
          inputProps={{ 'aria-invalid': field.hasError || undefined }}
        />
      </div>
    </fieldset>
  );
}
