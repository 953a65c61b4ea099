import type { SnapshotFrom } from 'xstate';
import { interpolate } from '../i18n';
import type { PreviewPanelEvent, previewPanelMachine } from './preview.machine';
import { localZoneOffsetMinutes, previewDateTimeLabel, zoneOffsetText } from './preview.rules';
import { PREVIEW_TEXTS, type PreviewTexts } from './preview.texts';

export type NoticeKind = 'information' | 'success' | 'error' | 'warning';

export interface PreviewNoticeView {
  kind: NoticeKind;
  text: string;
}

/** The banner shown while a preview date or an A/B group is applied. */
export interface PreviewBannerView {
  date?: string;
  test?: string;
  group?: string;
  /** One line for the bar, e.g. "Preview date: 2026-12-01 · A/B test: checkout / B". */
  text: string;
  /** The bar's name and label ("Preview mode"), from the panel's texts. */
  label: string;
  /** Its button's text ("Change preview"), from the panel's texts. */
  openText: string;
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
  const applying =
    snapshot.matches({ shown: { settings: 'applying' } }) || snapshot.matches({ shown: { settings: 'resetting' } });
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
          label: t.bannerLabel,
          openText: t.bannerOpen,
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
    setDate: (date) =>
      send({ type: 'DATE_CHANGED', date, now: options.now(), offsetMinutes: zoneOffset(date, context.time) }),
    setTime: (time) =>
      send({ type: 'TIME_CHANGED', time, now: options.now(), offsetMinutes: zoneOffset(context.date, time) }),
    chooseTest: (test) => send({ type: 'TEST_CHOSEN', test }),
    chooseGroup: (group) => send({ type: 'GROUP_CHOSEN', group }),
    apply: () => send({ type: 'APPLY' }),
    reset: () => send({ type: 'RESET' }),
    logout: () => send({ type: 'LOGOUT' }),
  };
}
