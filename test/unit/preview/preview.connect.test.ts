// What the staff panel shows around the test list, the time zone and the buttons, on a running panel machine.
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { connectPreviewPanel, previewPanelMachine, type PreviewAbTest, type PreviewAuth } from '../../../core/preview';
import { createCoveredActor } from '../../support/machine-coverage';

const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);
const TESTS: PreviewAbTest[] = [
  { name: 'winter-checkout', groups: [{ name: 'control' }, { name: 'variant' }] },
  { name: 'footer-slot', groups: [{ name: 'shown' }] },
];
const never = <T>() => new Promise<T>(() => undefined);

/** A panel the server already knew as `known`, whose test list answers `tests` (never, by default). */
function panel(
  known: PreviewAuth,
  tests: () => Promise<PreviewAbTest[]> = never,
  zoneOffset?: (date: string, time: string) => number,
) {
  const machine = previewPanelMachine.provide({
    actors: {
      fetchTests: fromPromise<PreviewAbTest[], { dateTime?: string }>(tests),
      logout: fromPromise<void>(never),
    },
  });
  const actor = createCoveredActor(machine, { input: { now: NOW, known } }).start();
  const shown = () =>
    connectPreviewPanel(actor.getSnapshot(), actor.send, { now: () => NOW, zoneOffset: zoneOffset ?? (() => 0) });
  return { actor, shown };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const values = (options: { value: string }[]) => options.map((o) => o.value);

describe('connectPreviewPanel: the test list', () => {
  it('says it is loading, then that it found none, in a neutral tone; found tests are a success', async () => {
    const loading = panel({ status: 'SUCCESS' });
    expect(loading.shown().testsStatus).toEqual({ kind: 'information', text: 'Loading tests...' });
    const empty = panel({ status: 'SUCCESS' }, async () => []);
    await settle();
    expect(empty.shown().testsStatus).toEqual({ kind: 'information', text: 'No active tests for this date.' });
    const found = panel({ status: 'SUCCESS' }, async () => TESTS);
    await settle();
    expect(found.shown().testsStatus).toEqual({ kind: 'success', text: 'Active tests found.' });
  });

  it('while the list loads, the applied test and group stay selectable, so the selects show what is applied', () => {
    const { shown } = panel({ status: 'SUCCESS', abTestName: 'winter-checkout', abTestGroup: 'variant' });
    expect(values(shown().testOptions)).toEqual(['', 'winter-checkout']);
    expect(values(shown().groupOptions)).toEqual(['', 'variant']);
  });

  it('the group select offers the groups of the chosen test; with no test only its prompt', async () => {
    const { shown } = panel({ status: 'SUCCESS' }, async () => TESTS);
    await settle();
    expect(shown().groupOptions).toEqual([{ value: '', label: 'Choose a group' }]);
    shown().chooseTest('footer-slot');
    expect(values(shown().groupOptions)).toEqual(['', 'shown']);
    shown().chooseTest('winter-checkout');
    expect(values(shown().groupOptions)).toEqual(['', 'control', 'variant']);
  });
});

describe('connectPreviewPanel: the time field names the time zone it is read in', () => {
  it('UTC as "UTC", another zone by its offset; without a time the zone at midnight of the date counts', () => {
    // A zone that is UTC at midnight and two hours ahead later (as on a day the clocks change).
    const zone = (_date: string, time: string) => (time === '00:00' ? 0 : 120);
    const { shown } = panel({ status: 'SUCCESS', dateTime: '2026-12-05' }, never, zone);
    expect(shown().timeHint).toBe('In your time zone (UTC). Empty: the date alone, from midnight UTC.');
    shown().setTime('08:30');
    expect(shown().timeHint).toBe('In your time zone (UTC+02:00). Empty: the date alone, from midnight UTC.');
  });
});

describe('connectPreviewPanel: buttons', () => {
  it('the panel trigger is a plain button (never a form submit)', () => {
    expect(panel({ status: 'SUCCESS' }).shown().triggerProps.type).toBe('button');
  });

  it('the panel is busy while the staff member is being logged out', () => {
    const { shown } = panel({ status: 'SUCCESS' });
    expect(shown().busy).toBe(false);
    shown().logout();
    expect(shown().busy).toBe(true);
  });
});
