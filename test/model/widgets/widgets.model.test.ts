import { describe, expect, it, vi } from 'vitest';
import { type AnyStateMachine, type EventObject } from 'xstate';
import { createCoveredActor as createActor, machineReachability, replayOnActor } from '../../support/machine-coverage';
import { describePath, getTransitionPaths, type ModelPath } from '../../support/model';
import { countedConditions } from '../../support/conditions';
import { expandableSectionMachine, expandableSectionStart } from '../../../core/widgets/expandableSection.machine';
import { connectExpandableSection } from '../../../core/widgets/expandableSection.connect';
import { expandableTextMachine, type MeasurePort } from '../../../core/widgets/expandableText.machine';
import { connectExpandableText } from '../../../core/widgets/expandableText.connect';
import { passwordVisibilityMachine } from '../../../core/widgets/passwordVisibility.machine';
import { connectPasswordVisibility } from '../../../core/widgets/passwordVisibility.connect';
import { notificationMachine, notificationStart } from '../../../core/widgets/notification.machine';
import { connectNotification } from '../../../core/widgets/notification.connect';
import { textInputMachine, textInputStart } from '../../../core/widgets/textInput.machine';
import { connectTextInput } from '../../../core/widgets/textInput.connect';

/** Paths from several starting inputs, all counted towards one coverage record. */
function pathsFor(machine: AnyStateMachine, inputs: unknown[], events: readonly EventObject[]): ModelPath[] {
  return inputs.flatMap((input) => getTransitionPaths(machine, { events, input } as never));
}

function expectFullReach(machine: AnyStateMachine, paths: ModelPath[]) {
  const reach = machineReachability(machine, paths);
  expect(reach.missingStates).toEqual([]);
  expect(reach.missingTransitions).toEqual([]);
}

/** The snapshots a running actor goes through on `path` (the behaviour coverage is recorded from these). */
const run = (machine: AnyStateMachine, input: unknown, path: ModelPath) => replayOnActor(machine, input, path).map((s) => s.snapshot);

const noop = () => {};
const port: MeasurePort = { measure: () => 0, subscribe: () => noop };

describe('expandableSection machine', () => {
  const when = countedConditions('expandableSection paths');
  const events = [{ type: 'TOGGLE' }, { type: 'OPEN' }, { type: 'CLOSE' }, { type: 'DISABLE' }, { type: 'ENABLE' }] as const;
  const paths = pathsFor(expandableSectionMachine, [{}], events);

  it('generated paths reach every state and transition (reachability)', () => expectFullReach(expandableSectionMachine, paths));

  it.each(paths.map((p) => [describePath(p), p] as const))('%s: a disabled section is never open', (_name, path) => {
    for (const state of run(expandableSectionMachine, {}, path)) {
      const api = connectExpandableSection(state as never, noop, { trigger: 't', panel: 'p' });
      when('a disabled section is closed', api.disabled, () => expect(api.open).toBe(false));
      expect(api.triggerProps['aria-expanded']).toBe(api.open);
      expect(api.panelProps.hidden).toBe(!api.open);
      expect(api.triggerProps['aria-controls']).toBe('p');
    }
  });

  it('starts in the state its props ask for; disabled wins over open', () => {
    expect(expandableSectionStart().matches({ enabled: 'closed' })).toBe(true);
    expect(expandableSectionStart({ open: true }).matches({ enabled: 'open' })).toBe(true);
    expect(expandableSectionStart({ open: true, disabled: true }).matches('disabled')).toBe(true);
  });

  it('becoming disabled closes an open section; re-enabling keeps it closed', () => {
    const actor = createActor(expandableSectionMachine, { snapshot: expandableSectionStart({ open: true }) }).start();
    expect(actor.getSnapshot().matches({ enabled: 'open' })).toBe(true);
    actor.send({ type: 'DISABLE' });
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().matches('disabled')).toBe(true);
    actor.send({ type: 'ENABLE' });
    expect(actor.getSnapshot().matches({ enabled: 'closed' })).toBe(true);
  });

  it('tells its owner when it opens and closes', () => {
    const actor = createActor(expandableSectionMachine).start();
    const seen: boolean[] = [];
    actor.on('openChange', (e) => seen.push(e.open));
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN' });
    expect(seen).toEqual([true, false, true]);
  });
});

describe('expandableText machine', () => {
  const events = [{ type: 'MEASURED', height: 40 }, { type: 'MEASURED', height: 300 }, { type: 'TOGGLE' }] as const;
  const paths = pathsFor(expandableTextMachine, [{ measure: port }], events);

  it('generated paths reach every state and transition (reachability)', () => expectFullReach(expandableTextMachine, paths));

  it.each(paths.map((p) => [describePath(p), p] as const))('%s: a toggle exists exactly while the text is taller', (_name, path) => {
    for (const state of run(expandableTextMachine, { measure: port }, path)) {
      const snapshot = state as never as ReturnType<typeof expandableTextMachine.getInitialSnapshot>;
      const api = connectExpandableText(snapshot, noop, { content: 'c' });
      const height = snapshot.context.contentHeight;
      expect(api.hasToggle).toBe(height !== undefined && height > 96);
      expect(api.maxHeight).toBe(api.collapsed ? 96 : undefined);
    }
  });

  it('measures on start and on every resize, through the port', () => {
    let height = 50;
    let resize = noop;
    const unsubscribe = vi.fn();
    const actor = createActor(expandableTextMachine, {
      input: { measure: { measure: () => height, subscribe: (cb) => ((resize = cb), unsubscribe) } },
    }).start();
    expect(actor.getSnapshot().matches('fits')).toBe(true);
    height = 200;
    resize();
    expect(actor.getSnapshot().matches({ overflowing: 'collapsed' })).toBe(true);
    actor.send({ type: 'TOGGLE' });
    height = 180;
    resize();
    expect(actor.getSnapshot().matches({ overflowing: 'expanded' })).toBe(true);
    height = 90;
    resize();
    expect(actor.getSnapshot().matches('fits')).toBe(true);
    actor.stop();
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('uses a given collapsed height', () => {
    const actor = createActor(expandableTextMachine, { input: { measure: { measure: () => 70, subscribe: () => noop }, collapsedHeight: 60 } }).start();
    expect(actor.getSnapshot().matches({ overflowing: 'collapsed' })).toBe(true);
  });
});

describe('passwordVisibility machine', () => {
  const events = [{ type: 'TOGGLE' }, { type: 'SET_DISABLED', disabled: true }, { type: 'SET_DISABLED', disabled: false }] as const;
  const paths = pathsFor(passwordVisibilityMachine, [{}], events);

  it('generated paths reach every state and transition (reachability)', () => expectFullReach(passwordVisibilityMachine, paths));

  it.each(paths.map((p) => [describePath(p), p] as const))('%s: input type and toggle name follow the state', (_name, path) => {
    for (const state of run(passwordVisibilityMachine, {}, path)) {
      const api = connectPasswordVisibility(state as never, noop, { show: 'Show', hide: 'Hide', controls: 'pw' });
      expect(api.inputType).toBe(api.visible ? 'text' : 'password');
      expect(api.toggleProps['aria-label']).toBe(api.visible ? 'Hide' : 'Show');
    }
  });

  it('ignores the toggle while disabled', () => {
    const actor = createActor(passwordVisibilityMachine, { input: {} }).start();
    actor.send({ type: 'SET_DISABLED', disabled: true });
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
    actor.send({ type: 'SET_DISABLED', disabled: false });
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().matches('visible')).toBe(true);
  });
});

describe('notification machine', () => {
  const when = countedConditions('notification paths');
  const events = [{ type: 'DISMISS' }, { type: 'OPEN' }, { type: 'CLOSE' }] as const;
  const paths = pathsFor(notificationMachine, [{}], events);

  it('generated paths reach every state and transition (reachability)', () => expectFullReach(notificationMachine, paths));

  it.each(paths.map((p) => [describePath(p), p] as const))('%s: shown only while open', (_name, path) => {
    const steps = run(notificationMachine, {}, path);
    for (const state of steps) {
      const api = connectNotification(state as never, noop, { variant: 'error', closeLabel: 'Close' });
      expect(api.open).toBe(state.matches('open'));
    }
    // The last event decides: DISMISS and CLOSE hide it, OPEN shows it.
    const last = path.steps.at(-1)!.event.type;
    when('after an event, open exactly when it was OPEN', last !== 'xstate.init', () =>
      expect(connectNotification(steps.at(-1) as never, noop, { variant: 'error', closeLabel: 'x' }).open).toBe(last === 'OPEN'),
    );
  });

  it('tells its owner when the person closes it, not when the owner does', () => {
    const actor = createActor(notificationMachine).start();
    const closed = vi.fn();
    actor.on('closed', closed);
    actor.send({ type: 'CLOSE' });
    expect(closed).not.toHaveBeenCalled();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'DISMISS' });
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('starts open or closed as the owner says', () => {
    expect(createActor(notificationMachine, { snapshot: notificationStart(false) }).start().getSnapshot().matches('closed')).toBe(true);
    expect(createActor(notificationMachine, { snapshot: notificationStart() }).start().getSnapshot().matches('open')).toBe(true);
  });

  it('maps variants to icons and urgency', () => {
    const snap = createActor(notificationMachine).getSnapshot();
    const role = (variant: 'error' | 'success' | 'information' | 'warning') => connectNotification(snap, noop, { variant, closeLabel: 'x' });
    expect(role('error')).toMatchObject({ icon: 'error', rootProps: { role: 'alert' } });
    expect(role('warning')).toMatchObject({ icon: 'warning', rootProps: { role: 'alert' } });
    expect(role('success')).toMatchObject({ icon: 'success', rootProps: { role: 'status' } });
    expect(role('information')).toMatchObject({ icon: 'info', rootProps: { role: 'status' } });
  });
});

describe('textInput machine', () => {
  const events = [
    { type: 'CHANGE', value: 'abc' },
    { type: 'CHANGE', value: '' },
    { type: 'CLEAR' },
    { type: 'SET_STATUS', status: 'success' },
    { type: 'SET_STATUS', status: 'error' },
    { type: 'SET_STATUS', status: 'none' },
  ] as const;
  const paths = pathsFor(textInputMachine, [{}], events);
  const ids = { input: 'i', error: 'i-error', hint: 'i-hint' };

  it('generated paths reach every state and transition (reachability)', () => expectFullReach(textInputMachine, paths));

  it.each(paths.map((p) => [describePath(p), p] as const))('%s: clear button with content, error wired to the field', (_name, path) => {
    for (const state of run(textInputMachine, {}, path)) {
      const api = connectTextInput(state as never, noop, { ids, hasHint: true, clearLabel: 'Clear' });
      expect(api.showClear).toBe(api.value.length > 0);
      expect(api.inputProps['aria-invalid']).toBe(api.error ? true : undefined);
      expect(api.inputProps['aria-describedby']).toBe(api.error ? 'i-hint i-error' : 'i-hint');
      expect(api.success && api.error).toBe(false);
    }
  });

  it('starts filled with a first value and in the given status', () => {
    const s = textInputStart({ value: 'x', status: 'success' });
    expect(s.matches({ content: 'filled', status: 'success' })).toBe(true);
    expect(s.context.value).toBe('x');
    expect(textInputStart().matches({ content: 'empty', status: 'none' })).toBe(true);
  });

  it('clearing empties the value and asks for focus back', () => {
    const actor = createActor(textInputMachine, { snapshot: textInputStart({ value: 'hello' }) }).start();
    const cleared = vi.fn();
    actor.on('cleared', cleared);
    actor.send({ type: 'CLEAR' });
    expect(actor.getSnapshot().context.value).toBe('');
    expect(actor.getSnapshot().matches({ content: 'empty' })).toBe(true);
    expect(cleared).toHaveBeenCalledTimes(1);
  });

  it('no clear button while disabled or read-only', () => {
    const snap = textInputStart({ value: 'x' });
    expect(connectTextInput(snap, noop, { ids, hasHint: false, clearLabel: 'c', disabled: true }).showClear).toBe(false);
    expect(connectTextInput(snap, noop, { ids, hasHint: false, clearLabel: 'c', readOnly: true }).showClear).toBe(false);
  });
});
