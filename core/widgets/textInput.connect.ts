import type { SnapshotFrom } from 'xstate';
import { connectField, hintShown, type FieldApi } from './field.connect';
import {
  editKey,
  formatInput,
  pasteText,
  valueProblem,
  type EditKeyInput,
  type FormatResult,
  type InputFormat,
  type ValueProblem,
} from './format.rules';
import { textInputStatus, type FieldProblem, type TextInputEvent, type textInputMachine } from './textInput.machine';

/** What an input's `inputmode` may be. */
export type InputMode = 'none' | 'text' | 'tel' | 'url' | 'email' | 'numeric' | 'decimal' | 'search';

const HTML_TYPE: Record<InputFormat, string> = {
  text: 'text',
  password: 'password',
  email: 'email',
  // Formatted fields are text inputs: a number input has no caret API and rejects the grouping.
  number: 'text',
  iban: 'text',
  'iban-letters-digits': 'text',
  'date-dmy': 'text',
  'date-ymd': 'text',
};
const INPUT_MODE: Partial<Record<InputFormat, InputMode>> = {
  number: 'decimal',
  'date-dmy': 'numeric',
  'date-ymd': 'numeric',
  email: 'email',
};

export interface TextInputAttributes {
  type: string;
  inputMode?: InputMode;
  /** IBANs are capitals. */
  autoCapitalize?: 'characters';
  /** Spell checking only in free text (never in an IBAN, a date, an address, a number or a password). */
  spellCheck?: false;
}

/** The input's type, keyboard and checks for a format; `htmlType` and `inputMode` given by the owner win. */
export function textInputAttributes(
  format: InputFormat,
  given: { htmlType?: string; inputMode?: InputMode } = {},
): TextInputAttributes {
  return {
    type: given.htmlType ?? HTML_TYPE[format],
    inputMode: given.inputMode ?? INPUT_MODE[format],
    autoCapitalize: format === 'iban' || format === 'iban-letters-digits' ? 'characters' : undefined,
    spellCheck: format === 'text' ? undefined : false,
  };
}

const isIbanFormat = (format: InputFormat) => format === 'iban' || format === 'iban-letters-digits';

/** What judges a committed value beyond the format's own rules: for an IBAN field the registry (ibantools), loaded with it only. */
export type ValueJudge = (value: string) => ValueProblem | undefined;

/** Loads the judge a field of `format` needs (an IBAN field's registry, in a chunk of its own); `undefined` for other fields. */
export function loadValueJudge(format: InputFormat): Promise<ValueJudge | undefined> {
  return isIbanFormat(format) ? import('./iban.rules').then((rules) => rules.ibanProblem) : Promise.resolve(undefined);
}

export interface TextInputOptions<TError = unknown> {
  /** The input's id; its hint and error are `<id>-hint` and `<id>-error` (connectField). */
  id: string;
  /** The field has a hint (default: the owner gave `hint`). */
  hasHint?: boolean;
  /** The owner's hint; it counts when it is anything but undefined or null. */
  hint?: unknown;
  /** The owner's error and success mark; without one, the field's own problem in the words of `problemText`. */
  error?: TError;
  problemText?: (problem: FieldProblem) => string;
  success?: boolean | undefined;
  /** Further ids that describe the input (a strength meter). */
  describedBy?: string;
  /** The owner's field wiring (a feature's connect gives it: label, control, error ids); used while it agrees. */
  field?: FieldApi;
  clearLabel: string;
  disabled?: boolean;
  readOnly?: boolean;
  /** The formatting of the field (default text). */
  format?: InputFormat;
  htmlType?: string;
  inputMode?: InputMode;
  /** The owner allows the clear button (default true). */
  clearable?: boolean;
  /** The owner's value of a controlled field (undefined: the input holds its own value). */
  value?: string;
  maxLength?: number;
}

/** View model of a text input: the owner's value, attributes, clear button, success mark, error wiring (GOV.UK pattern). */
export function connectTextInput<TError = unknown>(
  snapshot: SnapshotFrom<typeof textInputMachine>,
  send: (event: TextInputEvent) => void,
  options: TextInputOptions<TError>,
) {
  const format = options.format ?? 'text';
  const { problem } = snapshot.context;
  // The owner's error wins; else the field's own problem.
  const errorMessage = options.error ?? (problem && options.problemText ? options.problemText(problem) : undefined);
  const judge = (value: string, more?: ValueJudge): ValueProblem | undefined =>
    valueProblem(format, value) ?? more?.(value);
  const filled = snapshot.matches({ content: 'filled' });
  const error = snapshot.matches({ status: 'error' });
  const success = snapshot.matches({ status: 'success' });
  const { value } = options;
  // The owner's wiring (a connect's label, control and error ids) while it says what the field shows; else its own.
  const field =
    options.field && options.field.hasError === error
      ? options.field
      : connectField({
          id: options.id,
          hasHint: options.hasHint ?? hintShown(options.hint),
          hasError: error,
          describedBy: options.describedBy,
        });
  return {
    value,
    /** The field's own problem (a key of the widget texts), told to the owner as it changes. */
    problem,
    /** The error message the field shows: the owner's, else its own problem's. */
    errorMessage,
    /** What the error shown and the success prop ask the machine's status to be (the view tells the machine). */
    ownerStatus: textInputStatus({ error: errorMessage, success: options.success }),
    // Data, so a view model built for another format or limit is a new one (its editKey answers for them).
    format,
    maxLength: options.maxLength,
    filled,
    error,
    field,
    success: success && !error,
    // A controlled field's owner may have emptied it before the machine heard of it.
    showClear: (options.clearable ?? true) && filled && value !== '' && !options.disabled && !options.readOnly,
    inputProps: {
      ...field.getControlProps(),
      ...textInputAttributes(format, { htmlType: options.htmlType, inputMode: options.inputMode }),
    },
    clearProps: { type: 'button' as const, 'aria-label': options.clearLabel, onClick: () => send({ type: 'CLEAR' }) },
    /** The machine keeps only whether there is content, so a keystroke that does not change that is not sent. */
    changed: (next: string) => {
      if ((next !== '') !== filled) send({ type: 'CHANGE', value: next });
    },
    /** Backspace and Delete remove the character the shopper sees; `undefined` leaves the key to the browser. */
    editKey: (key: Omit<EditKeyInput, 'maxLength'>): FormatResult | undefined =>
      editKey(format, { ...key, maxLength: options.maxLength }),
    /** What the input holds after the browser changed it (typing, autofill): formatted, with the caret kept beside what was typed. */
    typed: (input: { value: string; caret: number }): FormatResult =>
      formatInput(format, { ...input, maxLength: options.maxLength }),
    /** Text pasted over the selection, read as it was meant; `undefined`: the browser pastes. */
    pasted: (input: {
      value: string;
      selectionStart: number;
      selectionEnd: number;
      text: string;
      locale: string;
    }): FormatResult | undefined => {
      if (format !== 'number' && format !== 'date-dmy' && format !== 'date-ymd' && !isIbanFormat(format))
        return undefined;
      const pasted = pasteText(format, input.text, input.locale);
      const result = formatInput(format, {
        value: input.value.slice(0, input.selectionStart) + pasted.text + input.value.slice(input.selectionEnd),
        caret: input.selectionStart + pasted.text.length,
        maxLength: options.maxLength,
      });
      return pasted.problem ? { ...result, problem: pasted.problem } : result;
    },
    /** A committed value's problem (no calendar day, an IBAN of the wrong length or check digits), or none. */
    judge,
    /** What typing could not keep is a problem at once; once committed the whole value is judged (with `more`). */
    wrote: (result: FormatResult, more?: ValueJudge) =>
      send({ type: 'TYPED', value: result.value, problem: result.problem, judge: (value) => judge(value, more) }),
    /** The person committed the value (the input's change event: leaving a changed field, Enter, autofill): judged whole. */
    committed: (value: string, more?: ValueJudge) => send({ type: 'COMMIT', value, judge: (v) => judge(v, more) }),
  };
}
