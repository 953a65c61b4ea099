'use client';

import { useEffect, useState } from 'react';
import { idList } from '../../core/widgets/field.connect';
import { connectPasswordStrength } from '../../core/widgets/password.rules';
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
export function PasswordInput({ showStrength = false, value, defaultValue, onChange, disabled, autoComplete, id: givenId, describedBy, ...rest }: PasswordInputProps) {
  const texts = useWidgetTexts();
  const id = useWidgetId('password', givenId);
  const { view: api, actor } = useMachineView(
    passwordVisibilityMachine,
    (snapshot, send) => connectPasswordVisibility(snapshot, send, { show: texts.t('showPassword'), hide: texts.t('hidePassword'), controls: id }),
    { input: { disabled: disabled ?? false } },
  );
  useEffect(() => {
    actor.send({ type: 'SET_DISABLED', disabled: disabled ?? false });
  }, [actor, disabled]);
  const [typed, setTyped] = useState(defaultValue ?? '');
  const current = value ?? typed;
  const strength = connectPasswordStrength(current, texts.t);
  const strengthId = `${id}-strength`;
  return (
    <TextInput
      {...rest}
      id={id}
      type="password"
      htmlType={api.inputType}
      value={value}
      defaultValue={defaultValue}
      onChange={(next) => {
        setTyped(next);
        onChange?.(next);
      }}
      disabled={disabled}
      autoComplete={autoComplete ?? (showStrength ? 'new-password' : 'current-password')}
      clearable={false}
      describedBy={idList(describedBy, showStrength && strengthId)}
      trailing={<IconButton icon={api.visible ? eyeOff : eye} size={24} label={api.toggleProps['aria-label']} {...api.toggleProps} />}
    >
      {showStrength ? (
        <div id={strengthId} className={`sk-strength sk-strength--${strength.indicator}`}>
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
