import { assertEvent, emit, enqueueActions, setup, type SnapshotFrom } from 'xstate';
import { errorShown } from './field.connect';
import type { FormatProblem, ValueProblem } from './format.rules';

export type TextInputStatus = 'none' | 'success' | 'error';

/** A field's own problem: a key of the widget texts. */
export type FieldProblem = FormatProblem | ValueProblem;

/** Judges a whole value: its problem, or none. */
export type WholeJudge = (value: string) => ValueProblem | undefined;

export type TextInputEvent =
  | { type: 'CHANGE'; value: string }
  | { type: 'CLEAR' }
  | { type: 'SET_STATUS'; status: TextInputStatus }
  /** The field now shows `value` after typing, a paste or a key; `problem`: what it could not keep of it. */
  | { type: 'TYPED'; value: string; problem?: FormatProblem; judge: WholeJudge }
  /** The person committed `value` (leaving a changed field, Enter, autofill). */
  | { type: 'COMMIT'; value: string; judge: WholeJudge };

export interface TextInputContext {
  /** The field's own problem (shown unless the owner's error says something else). */
  problem: FieldProblem | undefined;
}

/** What typing could not keep at once, and once `committed`, the whole value's problem. */
function problemAfter(event: TextInputEvent, committed: boolean | undefined): FieldProblem | undefined {
  if (event.type === 'COMMIT') return event.judge(event.value);
  // Only TYPED and COMMIT are judged.
  assertEvent(event, 'TYPED');
  return event.problem ?? (committed ? event.judge(event.value) : undefined);
}

/**
 * Text input (spec section 4): a clear button once there is content, a check mark on success, a message on error.
 * The machine knows whether there is content, not the value (the owner's or the input's), so a keystroke that keeps
 * the field filled and its problem as it was takes no transition and renders nothing.
 */
export const textInputMachine = setup({
  types: {
    context: {} as TextInputContext,
    events: {} as TextInputEvent,
    /** `cleared`: the value is now empty and focus belongs back in the field. `problem`: the field's own problem changed. */
    emitted: {} as { type: 'cleared' } | { type: 'problem'; problem: FieldProblem | undefined },
  },
  actions: {
    /** Tells the view to empty the field and refocus it, and the owner that the value is empty. */
    notifyCleared: emit({ type: 'cleared' as const }),
    /** Keeps the problem the event leaves (a committed field's value judged whole) and tells the owner: run only when it changes. */
    keepProblem: enqueueActions(({ event, enqueue }, committed?: boolean) => {
      const problem = problemAfter(event, committed);
      enqueue.assign({ problem });
      enqueue.emit({ type: 'problem', problem });
    }),
    /** An emptied field has no problem; the owner hears of one it had. */
    forgetProblem: enqueueActions(({ context, enqueue }) => {
      if (context.problem === undefined) return;
      enqueue.assign({ problem: undefined });
      enqueue.emit({ type: 'problem', problem: undefined });
    }),
  },
  guards: {
    /** Only a change of the problem is a transition: a keystroke that keeps it renders nothing. */
    problemChanges: ({ context, event }, committed?: boolean) => problemAfter(event, committed) !== context.problem,
    hasContent: ({ event }) => {
      assertEvent(event, 'CHANGE');
      return event.value.length > 0;
    },
    isEmpty: ({ event }) => {
      assertEvent(event, 'CHANGE');
      return event.value.length === 0;
    },
    isSuccess: ({ event }) => {
      assertEvent(event, 'SET_STATUS');
      return event.status === 'success';
    },
    isError: ({ event }) => {
      assertEvent(event, 'SET_STATUS');
      return event.status === 'error';
    },
  },
}).createMachine({
  id: 'textInput',
  type: 'parallel',
  context: { problem: undefined },
  states: {
    content: {
      initial: 'empty',
      states: {
        empty: { description: 'No clear button.', on: { CHANGE: { guard: 'hasContent', target: 'filled' } } },
        filled: {
          description: 'Clear button shown.',
          on: {
            CHANGE: { guard: 'isEmpty', target: 'empty' },
            CLEAR: { target: 'empty', actions: ['notifyCleared', 'forgetProblem'] },
          },
        },
      },
    },
    status: {
      initial: 'none',
      on: {
        SET_STATUS: [
          { guard: 'isSuccess', target: '.success' },
          { guard: 'isError', target: '.error' },
          { target: '.none' },
        ],
      },
      states: {
        none: {},
        success: { description: 'Check mark shown.' },
        error: { description: 'Error message shown and wired via aria-describedby; aria-invalid.' },
      },
    },
    judging: {
      initial: 'asTyped',
      states: {
        asTyped: {
          description: 'Not committed: a problem is only what typing could not keep.',
          on: {
            TYPED: {
              guard: { type: 'problemChanges', params: false },
              actions: { type: 'keepProblem', params: false },
            },
            COMMIT: [{ guard: 'problemChanges', target: 'whole', actions: 'keepProblem' }, { target: 'whole' }],
          },
        },
        whole: {
          description: 'Committed once: the whole value is judged, until cleared.',
          on: {
            TYPED: { guard: { type: 'problemChanges', params: true }, actions: { type: 'keepProblem', params: true } },
            COMMIT: { guard: 'problemChanges', actions: 'keepProblem' },
            CLEAR: { target: 'asTyped' },
          },
        },
      },
    },
  },
});

/** The status the owner's props ask for: an error that says something wins over success. */
export function textInputStatus({
  error,
  success,
}: {
  error?: unknown;
  success?: boolean | undefined;
}): TextInputStatus {
  if (errorShown(error)) return 'error';
  return success ? 'success' : 'none';
}

/** The snapshot a field starts in, from its first value and status (or the owner's error and success, as textInputStatus reads them). */
export function textInputStart({
  value = '',
  status,
  error,
  success,
}: { value?: string; status?: TextInputStatus; error?: unknown; success?: boolean | undefined } = {}): SnapshotFrom<
  typeof textInputMachine
> {
  const first = status ?? textInputStatus({ error, success });
  return textInputMachine.resolveState({
    value: { content: value ? 'filled' : 'empty', status: first, judging: 'asTyped' },
    context: { problem: undefined },
  });
}
