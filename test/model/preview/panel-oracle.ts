import type { EventObject } from 'xstate';
import type { PreviewAbTest } from '../../../core/preview';

/** What the staff member sees of the preview panel, as the tests compare it. */
export interface PanelSeen {
  visible: boolean;
  /** Apply and reset are disabled (a call is in flight). */
  busy: boolean;
  /** The notice under the buttons. */
  notice: string | undefined;
  /** The tests region's line. */
  testsStatus: string | undefined;
  test: string;
  group: string;
  /** The "preview mode" banner is on the page. */
  banner: boolean;
}

const TEXT = {
  loadingTests: 'Loading tests...',
  noTests: 'No active tests for this date.',
  testsFound: 'Active tests found.',
  testsFailed: 'Failed to fetch AB tests.',
  loading: 'Loading...',
  applied: 'Settings applied successfully.',
  applyFailed: 'Applying settings failed.',
  groupMissing: 'Please also select an A/B test group!',
  resetDone: 'Preview reset: you see the live shop again.',
};

/**
 * What the staff member should see after `events`, worked out from the events alone (spec section 5, not the
 * machine): the panel only after a successful auth check and until logout; the tests line of the last answer for the
 * current date (loading again after a date or time change); busy while an apply or reset is in flight; the notice of
 * the last apply or reset (cleared by a new choice or date); the chosen test and group (a group only with a test, both
 * dropped when a reloaded list no longer has them); the banner while a preview with a date or a test is applied.
 */
export function panelSeen(events: readonly EventObject[]): PanelSeen {
  let visible = false;
  let call: 'apply' | 'reset' | undefined;
  let notice: string | undefined;
  let open = false;
  let tests: string = TEXT.loadingTests;
  let test = '';
  let group = '';
  let dateTime = false;
  let banner = false;
  const out = (e: EventObject) => (e as EventObject & { output?: unknown }).output;
  for (const e of events) {
    if (e.type === 'xstate.done.actor.checkAuth') {
      const auth = out(e) as { status: string; dateTime?: string; abTestName?: string; abTestGroup?: string };
      visible = auth.status === 'SUCCESS';
      if (!visible) break;
      test = auth.abTestName ?? '';
      group = test ? (auth.abTestGroup ?? '') : '';
      dateTime = Boolean(auth.dateTime);
      banner = dateTime || Boolean(test);
      continue;
    }
    if (e.type === 'xstate.error.actor.checkAuth') break;
    if (!visible) continue;
    if (e.type === 'LOGOUT') {
      visible = false;
      break;
    }
    if (e.type === 'OPEN_PANEL' && !open) [open, notice] = [true, undefined];
    else if (e.type === 'CLOSE_PANEL') open = false;
    else if (e.type === 'TEST_CHOSEN')
      [test, group, notice] = [(e as EventObject & { test: string }).test, '', undefined];
    else if (e.type === 'GROUP_CHOSEN') [group, notice] = [(e as EventObject & { group: string }).group, undefined];
    else if (e.type === 'DATE_CHANGED' || e.type === 'TIME_CHANGED')
      [tests, dateTime, notice] = [TEXT.loadingTests, true, undefined];
    else if (e.type === 'xstate.done.actor.fetchTests') {
      const list = out(e) as PreviewAbTest[];
      const active = list.find((t) => t.name === test);
      if (!active) [test, group] = ['', ''];
      else if (!active.groups.some((g) => g.name === group)) group = '';
      tests = list.length ? TEXT.testsFound : TEXT.noTests;
    } else if (e.type === 'xstate.error.actor.fetchTests') [tests, test, group] = [TEXT.testsFailed, '', ''];
    else if (e.type === 'APPLY' && !call) {
      if (test && !group) notice = TEXT.groupMissing;
      else [call, notice] = ['apply', undefined];
    } else if (e.type === 'RESET' && !call) [call, notice] = ['reset', undefined];
    else if (/^xstate\.(done|error)\.actor\.(applyPreview|resetPreview)$/.test(e.type) && call) {
      const ok = e.type.startsWith('xstate.done') && out(e) === 'SUCCESS';
      notice = !ok ? TEXT.applyFailed : call === 'apply' ? TEXT.applied : TEXT.resetDone;
      if (ok) banner = call === 'apply' && (dateTime || Boolean(test));
      call = undefined;
    }
  }
  if (!visible)
    return { visible, busy: false, notice: undefined, testsStatus: undefined, test: '', group: '', banner: false };
  return {
    visible,
    busy: call !== undefined,
    notice: call ? TEXT.loading : notice,
    testsStatus: tests,
    test,
    group,
    banner,
  };
}
