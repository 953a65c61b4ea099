import { assign, fromPromise, setup } from 'xstate';
import { previewDateInputValue, previewDateTime } from './preview.rules';

/** An A/B test active at the preview date (from gettestsat). */
export interface PreviewAbTest {
  name: string;
  groups: { name: string }[];
}

export type PreviewAuthStatus = 'SUCCESS' | 'BAD_REQUEST' | 'INTERNAL_ERROR' | 'UNAUTHORIZED';

/** What checkauth answers: the auth status and the preview settings applied in the staff session. */
export interface PreviewAuth {
  status: PreviewAuthStatus | string;
  dateTime?: string;
  abTestName?: string;
  abTestGroup?: string;
}

/** Preview settings in effect for the staff session (decision D16 shows them in a banner). */
export interface AppliedPreview {
  dateTime?: string;
  test?: string;
  group?: string;
}

export interface PreviewSelection {
  test?: string;
  group?: string;
  dateTime?: string;
}

export type PreviewNotice = 'applied' | 'applyFailed' | 'groupMissing' | 'resetDone';

export interface PreviewPanelContext {
  /** The date input's value (what the person typed or picked). */
  date: string;
  /** The preview date/time sent to the services; undefined means "now". */
  dateTime?: string;
  test: string;
  group: string;
  tests: PreviewAbTest[];
  notice?: PreviewNotice;
  applied?: AppliedPreview;
  now: number;
}

export type PreviewPanelEvent =
  | { type: 'DATE_CHANGED'; date: string; now: number }
  | { type: 'TEST_CHOSEN'; test: string }
  | { type: 'GROUP_CHOSEN'; group: string }
  | { type: 'APPLY' }
  | { type: 'RESET' }
  | { type: 'LOGOUT' };

export interface PreviewPanelInput {
  /** Current time in epoch ms (today's date for the date input). */
  now: number;
}

/** Spec section 7: the preview auth is renewed every 5 minutes while the panel is shown. */
export const PREVIEW_TIMING = { authRenewalMs: 5 * 60_000 } as const;

type DoneEvent<T> = { output: T };
const output = <T>(event: object) => (event as DoneEvent<T>).output;

const appliedFrom = (auth: PreviewAuth): AppliedPreview | undefined =>
  auth.dateTime || auth.abTestName
    ? { dateTime: auth.dateTime, test: auth.abTestName || undefined, group: auth.abTestGroup || undefined }
    : undefined;

/**
 * The staff preview panel: shown only after checkauth answers SUCCESS; date, A/B test and group choice,
 * apply / reset through the token endpoint, logout, and the preview auth kept alive every 5 minutes.
 * Side effects are provided by `createPreviewActors()`.
 */
export const previewPanelMachine = setup({
  types: {
    context: {} as PreviewPanelContext,
    events: {} as PreviewPanelEvent,
    input: {} as PreviewPanelInput,
  },
  actors: {
    checkAuth: fromPromise<PreviewAuth>(async () => ({ status: 'UNAUTHORIZED' })),
    fetchTests: fromPromise<PreviewAbTest[], { dateTime?: string }>(async () => []),
    applyPreview: fromPromise<PreviewAuthStatus | string, PreviewSelection>(async () => 'INTERNAL_ERROR'),
    logout: fromPromise<void>(async () => undefined),
    renewPreviewAuth: fromPromise<void>(async () => undefined),
    getAssignment: fromPromise<void>(async () => undefined),
  },
  guards: {
    authSucceeded: ({ event }) => output<PreviewAuth>(event)?.status === 'SUCCESS',
    noTests: ({ event }) => output<PreviewAbTest[]>(event).length === 0,
    testWithoutGroup: ({ context }) => context.test !== '' && context.group === '',
    answeredSuccess: ({ event }) => output<string>(event) === 'SUCCESS',
  },
  delays: {
    previewAuthRenewal: PREVIEW_TIMING.authRenewalMs,
  },
  actions: {
    takeAuth: assign(({ context, event }) => {
      const auth = output<PreviewAuth>(event);
      return {
        date: previewDateInputValue(auth.dateTime, context.now),
        dateTime: auth.dateTime || undefined,
        test: auth.abTestName ?? '',
        group: auth.abTestName ? (auth.abTestGroup ?? '') : '',
        applied: appliedFrom(auth),
      };
    }),
    setDate: assign(({ event }) => {
      const { date, now } = event as Extract<PreviewPanelEvent, { type: 'DATE_CHANGED' }>;
      return { date, dateTime: previewDateTime(date, now).dateTime, now, notice: undefined };
    }),
    /** Provided by the host: the date was not YYYY-MM-DD, so the current time is used (spec section 5). */
    reportInvalidDate: () => undefined,
    takeTests: assign(({ context, event }) => {
      const tests = output<PreviewAbTest[]>(event);
      const test = tests.find((t) => t.name === context.test);
      // A chosen test or group that is not active at the new date is dropped.
      if (!test) return { tests, test: '', group: '' };
      return { tests, group: test.groups.some((g) => g.name === context.group) ? context.group : '' };
    }),
    dropTests: assign({ tests: [], test: '', group: '' }),
    chooseTest: assign(({ event }) => ({
      test: (event as Extract<PreviewPanelEvent, { type: 'TEST_CHOSEN' }>).test,
      // Choosing none clears the group; another test has other groups.
      group: '',
      notice: undefined,
    })),
    chooseGroup: assign(({ event }) => ({ group: (event as Extract<PreviewPanelEvent, { type: 'GROUP_CHOSEN' }>).group, notice: undefined })),
    noteGroupMissing: assign({ notice: 'groupMissing' as PreviewNotice }),
    clearNotice: assign({ notice: undefined }),
    noteApplied: assign(({ context }) => ({
      notice: 'applied' as PreviewNotice,
      applied: { dateTime: context.dateTime, test: context.test || undefined, group: context.group || undefined },
    })),
    noteApplyFailed: assign({ notice: 'applyFailed' as PreviewNotice }),
    // The form keeps its values: they are what would be applied next.
    noteReset: assign({ notice: 'resetDone' as PreviewNotice, applied: undefined }),
  },
}).createMachine({
  id: 'previewPanel',
  context: ({ input }) => ({
    date: previewDateInputValue(undefined, input.now),
    test: '',
    group: '',
    tests: [],
    now: input.now,
  }),
  initial: 'checkingAuth',
  states: {
    checkingAuth: {
      invoke: {
        id: 'checkAuth',
        src: 'checkAuth',
        onDone: [{ guard: 'authSucceeded', target: 'shown', actions: 'takeAuth' }, { target: 'hidden' }],
        onError: 'hidden',
      },
    },
    hidden: { type: 'final' },
    shown: {
      type: 'parallel',
      // The assignment is asked for as the shop does; its answer is not used.
      invoke: { id: 'getAssignment', src: 'getAssignment', onDone: {}, onError: {} },
      on: {
        TEST_CHOSEN: { actions: 'chooseTest' },
        GROUP_CHOSEN: { actions: 'chooseGroup' },
        LOGOUT: 'loggingOut',
      },
      states: {
        authRenewal: {
          initial: 'waiting',
          states: {
            waiting: { after: { previewAuthRenewal: 'renewing' } },
            renewing: {
              invoke: { id: 'renewPreviewAuth', src: 'renewPreviewAuth', onDone: 'waiting', onError: 'waiting' },
            },
          },
        },
        tests: {
          on: {
            // A new date reloads the tests active at that date.
            DATE_CHANGED: [
              { guard: ({ event }) => previewDateTime(event.date, event.now).valid, target: '.loading', reenter: true, actions: 'setDate' },
              { target: '.loading', reenter: true, actions: ['setDate', 'reportInvalidDate'] },
            ],
          },
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'fetchTests',
                src: 'fetchTests',
                input: ({ context }) => ({ dateTime: context.dateTime }),
                onDone: [
                  { guard: 'noTests', target: 'empty', actions: 'takeTests' },
                  { target: 'found', actions: 'takeTests' },
                ],
                onError: { target: 'failed', actions: 'dropTests' },
              },
            },
            found: {},
            empty: {},
            failed: {},
          },
        },
        settings: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                APPLY: [{ guard: 'testWithoutGroup', actions: 'noteGroupMissing' }, { target: 'applying' }],
                RESET: 'resetting',
              },
            },
            applying: {
              entry: 'clearNotice',
              invoke: {
                id: 'applyPreview',
                src: 'applyPreview',
                input: ({ context }) => ({
                  test: context.test || undefined,
                  group: context.test ? context.group : undefined,
                  dateTime: context.dateTime,
                }),
                onDone: [
                  { guard: 'answeredSuccess', target: 'idle', actions: 'noteApplied' },
                  { target: 'idle', actions: 'noteApplyFailed' },
                ],
                onError: { target: 'idle', actions: 'noteApplyFailed' },
              },
            },
            // The token endpoint without parameters resets the preview.
            resetting: {
              entry: 'clearNotice',
              invoke: {
                id: 'resetPreview',
                src: 'applyPreview',
                input: () => ({}),
                onDone: [
                  { guard: 'answeredSuccess', target: 'idle', actions: 'noteReset' },
                  { target: 'idle', actions: 'noteApplyFailed' },
                ],
                onError: { target: 'idle', actions: 'noteApplyFailed' },
              },
            },
          },
        },
      },
    },
    loggingOut: {
      // A failed logout is swallowed: the panel hides either way.
      invoke: { id: 'logout', src: 'logout', onDone: 'hidden', onError: 'hidden' },
    },
  },
});
