'use client';

import { useEffect } from 'react';
import { idList } from '../../core/widgets/field.connect';
import { connectPasswordVisibility } from '../../core/widgets/passwordVisibility.connect';
import { passwordVisibilityMachine } from '../../core/widgets/passwordVisibility.machine';
import { useWidgetId } from './useWidgetId';
import { IconButton } from './IconButton';
import { eye, eyeOff } from './icons/actions';
import { useWidgetTexts } from './texts';
import { TextInput, type TextInputProps } from './TextInput';
import './tokens.css';
import './field.css';
import { useMachineView } from '../useMachineView';

export interface PasswordInputProps extends Omit<TextInputProps, 'type' | 'htmlType' | 'clearable' | 'trailing'> {
  /** Shows the strength meter (registration, password change); off for a login field. */
  showStrength?: boolean;
}

/** A password field with a show/hide toggle (ignored while disabled) and an optional strength meter. */
export function PasswordInput({
  showStrength = false,
  value,
  defaultValue,
  onChange,
  disabled,
  autoComplete,
  id: givenId,
  describedBy,
  ...rest
}: PasswordInputProps) {
  const texts = useWidgetTexts();
  const id = useWidgetId('password', givenId);
  const { view: api, actor } = useMachineView(
    passwordVisibilityMachine,
    (snapshot, send) =>
      connectPasswordVisibility(snapshot, send, {
        show: texts.t('showPassword'),
        hide: texts.t('hidePassword'),
        controls: id,
        value,
        showStrength,
        autoComplete,
        t: texts.t,
      }),
    { input: { disabled: disabled ?? false, value: defaultValue ?? '' } },
  );
  useEffect(() => {
    actor.send({ type: 'SET_DISABLED', disabled: disabled ?? false });
  }, [actor, disabled]);
  const { strength } = api;
  return (
    <TextInput
      {...rest}
      id={id}
      type="password"
      htmlType={api.inputType}
      value={value}
      defaultValue={defaultValue}
      onChange={(next) => {
        api.typed(next);
        onChange?.(next);
      }}
      disabled={disabled}
      autoComplete={api.autoComplete}
      clearable={false}
      describedBy={idList(describedBy, strength?.id)}
      trailing={
        <IconButton
          icon={api.visible ? eyeOff : eye}
          size={24}
          label={api.toggleProps['aria-label']}
          {...api.toggleProps}
        />
      }
    >
      {strength ? (
        <div id={strength.id} className={`sk-strength sk-strength--${strength.indicator}`}>
          <div className="sk-strength__bar" aria-hidden="true" data-level={strength.level}>
            <span className="sk-strength__segment" />
            <span className="sk-strength__segment" />
            <span className="sk-strength__segment" />
          </div>
          <p className="sk-strength__text" aria-live="polite">
            {strength.text}
          </p>
        </div>
      ) : null}
    </TextInput>
  );
}
