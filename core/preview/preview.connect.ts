import * as z from 'zod/mini';
import { fromPromise, type SnapshotFrom } from 'xstate';
import type { ServiceClient } from '../../openapi/client';
import type { CookiePort, LoggerPort } from '../env';
import { interpolate } from '../i18n';
import type {
  PreviewAbTest,
  PreviewAuth,
  PreviewAuthStatus,
  PreviewPanelEvent,
  PreviewSelection,
  previewPanelMachine,
} from './preview.machine';
import { hasPreviewAuthCookie, localZoneOffsetMinutes, previewDateTimeLabel, zoneOffsetText } from './preview.rules';
import { PREVIEW_TEXTS, type PreviewTexts } from './preview.texts';

const checkAuthAnswer = z.object({
  status: z.string(),
  dateTime: z.optional(z.nullable(z.string())),
  abTestName: z.optional(z.nullable(z.string())),
  abTestGroup: z.optional(z.nullable(z.string())),
});
const testsAnswer = z.array(z.object({ name: z.string(), groups: z.array(z.object({ name: z.string() })) }));
const statusAnswer = z.object({ status: z.string() });

export interface PreviewActorsOptions {
  /** When given, checkauth is asked only if a staff or cobra auth cookie exists. */
  cookies?: CookiePort;
  /** Where an invalid preview date is reported (spec section 5). */
  logger?: LoggerPort;
}

/** Actors (and the one host action) wiring the preview machine to the service: `previewPanelMachine.provide(createPreviewActors(client))`. */
export function createPreviewActors(client: ServiceClient, options: PreviewActorsOptions = {}) {
  return {
    actors: {
      checkAuth: fromPromise<PreviewAuth>(async ({ signal }) => {
        if (options.cookies && !hasPreviewAuthCookie(options.cookies)) return { status: 'UNAUTHORIZED' };
        const { data } = await client.GET('/service/preview/api/auth/checkauth', { signal });
        const auth = checkAuthAnswer.parse(data);
        return {
          status: auth.status,
          dateTime: auth.dateTime ?? undefined,
          abTestName: auth.abTestName ?? undefined,
          abTestGroup: auth.abTestGroup ?? undefined,
        };
      }),
      fetchTests: fromPromise<PreviewAbTest[], { dateTime?: string }>(async ({ input, signal }) => {
        const { data } = await client.GET('/service/abtestfrontend/api/v1/gettestsat', {
          params: { query: input.dateTime ? { time: input.dateTime } : {} },
          signal,
        });
        return testsAnswer.parse(data);
      }),
      applyPreview: fromPromise<PreviewAuthStatus | string, PreviewSelection>(async ({ input, signal }) => {
        const query: { test?: string; group?: string; dateTime?: string } = {};
        if (input.test) query.test = input.test;
        if (input.group) query.group = input.group;
        if (input.dateTime) query.dateTime = input.dateTime;
        const { data } = await client.GET('/service/preview/api/token', { params: { query }, signal });
        return statusAnswer.parse(data).status;
      }),
      logout: fromPromise<void>(async () => {
        await client.GET('/service/preview/api/auth/logout');
      }),
      renewPreviewAuth: fromPromise<void>(async () => {
        await client.GET('/service/preview/api/auth/login/renew');
      }),
      getAssignment: fromPromise<void>(async () => {
        await client.GET('/service/abtestfrontend/api/v1/getassignment');
      }),
    },
    actions: {
      reportInvalidDate: ({ event }: { event: PreviewPanelEvent }) => {
        if (event.type === 'DATE_CHANGED') options.logger?.error('Preview date must be YYYY-MM-DD; the current time is used instead.', { date: event.date });
        if (event.type === 'TIME_CHANGED') options.logger?.error('Preview time must be HH:MM; the start of the day is used instead.', { time: event.time });
      },
    },
  };
}

export type NoticeKind = 'information' | 'success' | 'error' | 'warning';

export interface PreviewNoticeView {
  kind: NoticeKind;
  text: string;
}

/** The D16 banner: shown while a preview date or an A/B group is applied. */
export interface PreviewBannerView {
  date?: string;
  test?: string;
  group?: string;
  /** One line for the bar, e.g. "Preview date: 2026-12-01 · A/B test: checkout / B". */
  text: string;
}

export interface PreviewOption {
  value: string;
  label: string;
}

export interface PreviewPanelView {
  /** The panel exists for this visitor (staff cookie + checkauth SUCCESS, not logged out). */
  visible: boolean;
  /** Still asking checkauth. */
  checking: boolean;
  texts: PreviewTexts;
  date: string;
  /** The time of day, `HH:MM`; empty is the start of the day. */
  time: string;
  /** The hint under the time field, naming the staff person's zone ("UTC+01:00"). */
  timeHint: string;
  test: string;
  testOptions: PreviewOption[];
  group: string;
  groupOptions: PreviewOption[];
  groupDisabled: boolean;
  /** 'Required' while a test is chosen without a group. */
  groupError?: string;
  testsStatus: PreviewNoticeView;
  notice?: PreviewNoticeView;
  busy: boolean;
  banner?: PreviewBannerView;
  /** The dialog is open (machine state: its button opens it; the close button, Escape and a click outside close it). */
  open: boolean;
  /** For the panel's button: what it opens and whether that is open. */
  triggerProps: { type: 'button'; 'aria-haspopup': 'dialog'; 'aria-expanded': boolean; onClick(): void };
  openPanel(): void;
  closePanel(): void;
  /** A key pressed in the dialog: Escape closes it. Returns whether the key was used. */
  dialogKeyDown(key: string): boolean;
  setDate(date: string): void;
  setTime(time: string): void;
  chooseTest(test: string): void;
  chooseGroup(group: string): void;
  apply(): void;
  reset(): void;
  logout(): void;
}

export interface ConnectPreviewOptions {
  now: () => number;
  texts?: Partial<PreviewTexts>;
  /** The staff person's UTC offset at a date and time of day (minutes east); the host's own zone by default. */
  zoneOffset?: (date: string, time: string) => number;
}

/** The view model of the preview panel (and its banner). Views spread it; they never ask the machine. */
export function connectPreviewPanel(
  snapshot: SnapshotFrom<typeof previewPanelMachine>,
  send: (event: PreviewPanelEvent) => void,
  options: ConnectPreviewOptions,
): PreviewPanelView {
  const t: PreviewTexts = { ...PREVIEW_TEXTS, ...options.texts };
  const { context } = snapshot;
  const shown = snapshot.matches('shown');
  const testsStatus: PreviewNoticeView = snapshot.matches({ shown: { tests: 'loading' } })
    ? { kind: 'information', text: t.loadingTests }
    : snapshot.matches({ shown: { tests: 'empty' } })
      ? { kind: 'information', text: t.noTests }
      : snapshot.matches({ shown: { tests: 'failed' } })
        ? { kind: 'error', text: t.testsFailed }
        : { kind: 'success', text: t.testsFound };
  const applying = snapshot.matches({ shown: { settings: 'applying' } }) || snapshot.matches({ shown: { settings: 'resetting' } });
  const notice: PreviewNoticeView | undefined = applying
    ? { kind: 'information', text: t.loading }
    : context.notice === 'applied'
      ? { kind: 'success', text: t.applied }
      : context.notice === 'resetDone'
        ? { kind: 'success', text: t.resetDone }
        : context.notice === 'applyFailed'
          ? { kind: 'error', text: t.applyFailed }
          : context.notice === 'groupMissing'
            ? { kind: 'error', text: t.groupMissing }
            : undefined;
  const chosen = context.tests.find((x) => x.name === context.test);
  // The applied test stays selectable while the list is loading, so the select never shows a wrong value.
  const testNames = context.tests.map((x) => x.name);
  if (context.test && !testNames.includes(context.test)) testNames.unshift(context.test);
  const groupNames = chosen ? chosen.groups.map((g) => g.name) : context.group ? [context.group] : [];
  const applied = context.applied;
  const banner: PreviewBannerView | undefined =
    shown && applied && (applied.dateTime || applied.test)
      ? {
          date: applied.dateTime,
          test: applied.test,
          group: applied.group,
          text: [
            applied.dateTime ? interpolate(t.bannerDate, { date: previewDateTimeLabel(applied.dateTime) }) : undefined,
            applied.test ? interpolate(t.bannerTest, { test: applied.test, group: applied.group ?? '' }) : undefined,
          ]
            .filter(Boolean)
            .join(' · '),
        }
      : undefined;
  const zoneOffset = options.zoneOffset ?? localZoneOffsetMinutes;
  const open = snapshot.matches({ shown: { dialog: 'open' } });
  const openPanel = () => send({ type: 'OPEN_PANEL' });
  const closePanel = () => send({ type: 'CLOSE_PANEL' });
  const zone = zoneOffsetText(zoneOffset(context.date, context.time || '00:00'));
  return {
    visible: shown,
    checking: snapshot.matches('checkingAuth'),
    texts: t,
    date: context.date,
    time: context.time,
    timeHint: interpolate(t.timeHint, { zone: zone === 'Z' ? 'UTC' : `UTC${zone}` }),
    open,
    triggerProps: { type: 'button', 'aria-haspopup': 'dialog', 'aria-expanded': open, onClick: openPanel },
    openPanel,
    closePanel,
    dialogKeyDown: (key) => {
      if (key !== 'Escape' || !open) return false;
      closePanel();
      return true;
    },
    test: context.test,
    testOptions: [{ value: '', label: t.noTest }, ...testNames.map((name) => ({ value: name, label: name }))],
    group: context.group,
    groupOptions: [{ value: '', label: t.chooseGroup }, ...groupNames.map((name) => ({ value: name, label: name }))],
    groupDisabled: !context.test,
    groupError: context.test && !context.group ? t.required : undefined,
    testsStatus,
    notice,
    busy: applying || snapshot.matches('loggingOut'),
    banner,
    setDate: (date) => send({ type: 'DATE_CHANGED', date, now: options.now(), offsetMinutes: zoneOffset(date, context.time) }),
    setTime: (time) => send({ type: 'TIME_CHANGED', time, now: options.now(), offsetMinutes: zoneOffset(context.date, time) }),
    chooseTest: (test) => send({ type: 'TEST_CHOSEN', test }),
    chooseGroup: (group) => send({ type: 'GROUP_CHOSEN', group }),
    apply: () => send({ type: 'APPLY' }),
    reset: () => send({ type: 'RESET' }),
    logout: () => send({ type: 'LOGOUT' }),
  };
}
