'use client';

import { useEffect, useMemo, type ReactNode } from 'react';
import { phoneCountryOptions, turkeyAreaCodeOptions, type PhoneNumberValue, type PhoneProblem } from '../../core/widgets/phone';
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
  /**
   * Called with the parts, the number in E.164 (`+36301234567`, '' while it is none) and, for a number that is not
   * valid, why (a widget text key; the field shows its message once the national number was committed).
   */
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
export function PhoneNumberInput({ label, value, defaultCountry = 'DE', onChange, error, hint, required, disabled, id: givenId, name, className }: PhoneNumberInputProps) {
  const texts = useWidgetTexts();
  const { view: api, actor } = useMachineView(phoneNumberMachine, (snapshot, send) => connectPhoneNumber(snapshot, send, { value }), {
    input: { country: defaultCountry },
  });
  // The owner's error wins; else the number's own problem, once committed.
  const shownError = error ?? (api.problem ? texts.t(api.problem) : undefined);
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
  const countryOptions = useMemo(() => phoneCountryOptions(texts.locale, texts.t('phoneCountryOther')), [texts]);
  const areaOptions = useMemo(() => turkeyAreaCodeOptions(texts.t('areaCodeOther')), [texts]);
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
          options={countryOptions}
          value={current.country}
          onChange={api.changeCountry}
          disabled={disabled}
          autoComplete="tel-country-code"
        />
        {withArea ? (
          <Select
            {...part('area')}
            label={texts.t('areaCode')}
            options={areaOptions}
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
          autoComplete={withArea ? 'tel-local' : 'tel-national'}
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
