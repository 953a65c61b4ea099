'use client';

import {
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type ClipboardEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import type { FormatResult, InputFormat } from '../../core/widgets/format.rules';
import {
  connectTextInput,
  loadValueJudge,
  type InputMode,
  type ValueJudge,
} from '../../core/widgets/textInput.connect';
import { textInputMachine, textInputStart, type FieldProblem } from '../../core/widgets/textInput.machine';
import { Field, type FieldFrameProps } from './Field';
import type { FieldApi } from '../../core/widgets/field.connect';
import { useWidgetId } from './useWidgetId';
import { Icon } from './Icon';
import { IconButton } from './IconButton';
import { check, close } from './icons/form';
import { useWidgetTexts } from './texts';
import './tokens.css';
import './field.css';
import { useMachineView } from '../useMachineView';

export interface TextInputProps extends FieldFrameProps {
  id?: string;
  name?: string;
  /** text (default), password, email, number, iban, date-dmy, date-ymd: decides the formatting while typing. */
  type?: InputFormat;
  /** The HTML input type, when it should differ from what `type` implies (tel, search, ...). */
  htmlType?: string;
  /** Controlled value; leave out and use `defaultValue` for an uncontrolled field. */
  value?: string;
  defaultValue?: string;
  /** Called with the formatted value after every change, and with '' when cleared. */
  onChange?: (value: string) => void;
  /** Called with the value when committed (change event, Enter, autofill, the clear button); a keystroke tells it nothing. */
  onCommit?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Shows the success check mark. */
  success?: boolean;
  readOnly?: boolean;
  maxLength?: number;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: InputMode;
  /** Shows the clear button once there is content; default true. */
  clearable?: boolean;
  /** Extra control after the input (show-password toggle, search button). */
  trailing?: ReactNode;
  /** The field's wiring from a feature's connect (label, control and error ids): the widget builds none of its own. */
  field?: FieldApi;
  /** Further ids for aria-describedby (e.g. a strength meter). */
  describedBy?: string;
  /** Any other input attributes (data-*, aria-*, tabIndex ...). */
  inputProps?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string | undefined>;
  inputRef?: Ref<HTMLInputElement | null>;
  /** Shown under the control (a strength meter, suggestions). */
  children?: ReactNode;
  /**
   * Told when the field's own problem changes: what typing or pasting could not keep, and once committed, a value that
   * is none (no calendar day, a wrong IBAN). The field shows its message unless the owner's `error` says otherwise.
   */
  onProblem?: (problem: FieldProblem | undefined) => void;
}

export type { FieldProblem };

/**
 * Writes a value into an uncontrolled TextInput as typing would, so formatting, the clear button and `onChange`
 * follow; nothing happens when the input shows the value already.
 */
export function writeInputValue(input: HTMLInputElement, value: string): void {
  if (input.value === value) return;
  // React tracks values through the element's own setter; the prototype's leaves that behind, so the event reads as a change.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A labelled text field: formatting with a steady caret, clear button, success mark, error message. */
export function TextInput({
  id: givenId,
  name,
  type = 'text',
  htmlType,
  value,
  defaultValue,
  onChange,
  onCommit,
  onBlur,
  onFocus,
  onKeyDown,
  success,
  readOnly,
  maxLength,
  placeholder,
  autoComplete,
  inputMode,
  clearable = true,
  trailing,
  describedBy,
  field,
  inputProps,
  inputRef,
  children,
  onProblem,
  ...givenFrame
}: TextInputProps) {
  const texts = useWidgetTexts();
  const { required, disabled } = givenFrame;
  const id = useWidgetId('input', field?.ids.control ?? givenId);
  const localRef = useRef<HTMLInputElement | null>(null);
  useImperativeHandle(inputRef, () => localRef.current as HTMLInputElement, []);
  // Format and limit are data of the view model, so its editKey is never one built for other props.
  const { view: api, actor } = useMachineView(
    textInputMachine,
    (snapshot, send) =>
      connectTextInput(snapshot, send, {
        id,
        hint: givenFrame.hint,
        error: givenFrame.error,
        problemText: texts.t,
        success,
        describedBy,
        field,
        clearLabel: texts.t('clearInput'),
        disabled,
        readOnly,
        format: type,
        htmlType,
        inputMode,
        clearable,
        value,
        maxLength,
      }),
    {
      snapshot: textInputStart({ value: value ?? defaultValue ?? '', error: givenFrame.error, success }),
      on: { problem: (event) => onProblem?.(event.problem) },
    },
  );
  const frame = { ...givenFrame, error: api.errorMessage };
  // A change the field writes itself is reported once, not again when a controlled owner's value follows it.
  const heard = useRef(value ?? defaultValue ?? '');
  const controlled = value !== undefined;
  useEffect(() => {
    const subscription = actor.on('cleared', () => {
      heard.current = '';
      // An uncontrolled field holds its value: emptied here; a controlled one is emptied by its owner.
      if (!controlled && localRef.current) localRef.current.value = '';
      onChange?.('');
      onCommit?.('');
      localRef.current?.focus();
    });
    return () => subscription.unsubscribe();
  }, [actor, onChange, onCommit, controlled]);
  // React's onChange is the input event; a commit is the DOM's own change event.
  useEffect(() => {
    const input = localRef.current;
    if (!input || !onCommit) return;
    const committed = () => onCommit(input.value);
    input.addEventListener('change', committed);
    return () => input.removeEventListener('change', committed);
  }, [onCommit]);
  // The owner's value wins: a change it makes itself (a reset, a prefill) is told to the machine.
  useEffect(() => {
    if (value === undefined || value === heard.current) return;
    heard.current = value;
    actor.send({ type: 'CHANGE', value });
  }, [actor, value]);
  const { ownerStatus } = api;
  useEffect(() => {
    // StrictMode's re-run holds the actor its simulated unmount stopped: the fresh one comes with the next render.
    if (actor.getSnapshot().status === 'stopped') return;
    actor.send({ type: 'SET_STATUS', status: ownerStatus });
  }, [actor, ownerStatus]);
  // The IBAN registry comes with an IBAN field only.
  const moreJudge = useRef<ValueJudge | undefined>(undefined);
  useEffect(() => {
    void loadValueJudge(type).then((judge) => (moreJudge.current = judge));
  }, [type]);
  const apiNow = useRef(api);
  useLayoutEffect(() => {
    apiNow.current = api;
  });
  // A commit is the input's change event (leaving a changed field, Enter): its machine judges the value whole.
  useEffect(() => {
    const input = localRef.current;
    if (!input) return;
    const committed = () => apiNow.current.committed(input.value, moreJudge.current);
    input.addEventListener('change', committed);
    return () => input.removeEventListener('change', committed);
  }, []);

  // Writes the formatted value and caret now: React then has nothing to restore, so the caret stays put.
  const commit = (el: HTMLInputElement, result: FormatResult) => {
    if (el.value !== result.value) el.value = result.value;
    // Email inputs have no selection API (selectionStart is null; setSelectionRange throws, costly on every keystroke).
    if (el.selectionStart !== null) el.setSelectionRange(result.caret, result.caret);
    if (result.value !== (value ?? heard.current)) {
      heard.current = result.value;
      api.changed(result.value);
      onChange?.(result.value);
    }
    api.wrote(result, moreJudge.current);
  };
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const el = event.target;
    commit(el, api.typed({ value: el.value, caret: el.selectionEnd ?? el.value.length }));
  };
  // Pasted numbers in the page's notation and IBANs with their label keep what they say (pasteText).
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    inputProps?.onPaste?.(event);
    if (event.defaultPrevented) return;
    const el = event.currentTarget;
    const start = el.selectionStart ?? el.value.length;
    const result = api.pasted({
      value: el.value,
      selectionStart: start,
      selectionEnd: el.selectionEnd ?? start,
      text: event.clipboardData.getData('text/plain'),
      locale: texts.locale,
    });
    if (!result) return;
    event.preventDefault();
    commit(el, result);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || readOnly || disabled) return;
    const el = event.currentTarget;
    const result = api.editKey({
      value: el.value,
      selectionStart: el.selectionStart ?? el.value.length,
      selectionEnd: el.selectionEnd ?? el.value.length,
      key: event.key,
      modified: event.ctrlKey || event.altKey || event.metaKey,
    });
    if (!result) return;
    event.preventDefault();
    commit(el, result);
  };

  return (
    <Field field={api.field} {...frame}>
      <div className="sk-field__control">
        <input
          {...inputProps}
          ref={localRef}
          id={id}
          name={name}
          className="sk-field__input"
          type={api.inputProps.type}
          inputMode={api.inputProps.inputMode}
          // Uncontrolled, the input holds the value: a keystroke that keeps the field filled renders nothing.
          {...(controlled ? { value: api.value } : { defaultValue })}
          onChange={handleChange}
          onBlur={onBlur}
          onFocus={onFocus}
          onKeyDown={handleKeyDown}
          onPaste={handlePaste}
          required={required}
          disabled={disabled}
          readOnly={readOnly}
          maxLength={maxLength}
          placeholder={placeholder}
          autoComplete={autoComplete}
          autoCapitalize={api.inputProps.autoCapitalize ?? inputProps?.autoCapitalize}
          spellCheck={api.inputProps.spellCheck ?? inputProps?.spellCheck}
          aria-invalid={api.inputProps['aria-invalid'] ?? inputProps?.['aria-invalid']}
          aria-describedby={api.inputProps['aria-describedby']}
        />
        {api.success ? (
          <Icon icon={check} size={24} className="sk-field__success" label={texts.t('inputValid')} />
        ) : null}
        {api.showClear ? (
          <IconButton
            icon={close}
            className="sk-field__clear"
            label={api.clearProps['aria-label']}
            onClick={api.clearProps.onClick}
          />
        ) : null}
        {trailing}
      </div>
      {children}
    </Field>
  );
}
