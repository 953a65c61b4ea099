import { describe, expect, it, vi } from 'vitest';
import { type AnyStateMachine, type EventObject } from 'xstate';
import { createCoveredActor as createActor, machineReachability, replayOnActor } from '../../support/machine-coverage';
import { describePath, getTransitionPaths, type ModelPath } from '../../support/model';
import { countedConditions } from '../../support/conditions';
import { expandableSectionMachine, expandableSectionStart } from '../../../core/widgets/expandableSection.machine';
import { connectExpandableSection } from '../../../core/widgets/expandableSection.connect';
import {
  expandableTextMachine,
  type ExpandableTextEvent,
  type MeasurePort,
} from '../../../core/widgets/expandableText.machine';
import { connectExpandableText } from '../../../core/widgets/expandableText.connect';
import { passwordVisibilityMachine } from '../../../core/widgets/passwordVisibility.machine';
import { connectPasswordVisibility } from '../../../core/widgets/passwordVisibility.connect';
import { notificationMachine, notificationStart } from '../../../core/widgets/notification.machine';
import { connectNotification } from '../../../core/widgets/notification.connect';
import { textInputMachine, textInputStart } from '../../../core/widgets/textInput.machine';
import { connectTextInput, textInputAttributes } from '../../../core/widgets/textInput.connect';
import { selectMachine } from '../../../core/widgets/select.machine';
import { connectSelect } from '../../../core/widgets/select.connect';
import { connectPhoneNumber, phoneNumberMachine } from '../../../core/widgets/phoneNumber.machine';
import { TURKEY_AREA_CODES } from '../../../core/widgets/phone';

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
const run = (machine: AnyStateMachine, input: unknown, path: ModelPath) =>
  replayOnActor(machine, input, path).map((s) => s.snapshot);

const noop = () => {};
const port: MeasurePort = { measure: () => 0, subscribe: () => noop };

describe('expandableSection machine', () => {
  const when = countedConditions('expandableSection paths');
  const events = [
    { type: 'TOGGLE' },
    { type: 'OPEN' },
    { type: 'CLOSE' },
    { type: 'DISABLE' },
    { type: 'ENABLE' },
  ] as const;
  const paths = pathsFor(expandableSectionMachine, [{}], events);

  it('generated paths reach every state and transition (reachability)', () =>
    expectFullReach(expandableSectionMachine, paths));

  it.each(paths.map((p) => [describePath(p), p] as const))('%s: a disabled section is never open', (_name, path) => {
    for (const state of run(expandableSectionMachine, {}, path)) {
      const api = connectExpandableSection(state as never, noop, { trigger: 't', panel: 'p' });
      when('a disabled section is closed', api.disabled, () => expect(api.open).toBe(false));
      expect(api.getTriggerProps()['aria-expanded']).toBe(api.open);
      expect(api.getPanelProps().hidden).toBe(!api.open);
      expect(api.getTriggerProps()['aria-controls']).toBe('p');
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

  it('generated paths reach every state and transition (reachability)', () =>
    expectFullReach(expandableTextMachine, paths));

  it.each(paths.map((p) => [describePath(p), p] as const))(
    '%s: a toggle exists exactly while the text is taller',
    (_name, path) => {
      // The height last measured on the path (none before the first measurement).
      let height: number | undefined;
      for (const step of replayOnActor(expandableTextMachine, { measure: port }, path)) {
        const event = step.event as ExpandableTextEvent;
        if (event.type === 'MEASURED') height = event.height;
        const snapshot = step.snapshot as never as ReturnType<typeof expandableTextMachine.getInitialSnapshot>;
        const api = connectExpandableText(snapshot, noop, {
          ids: { content: 'c' },
          labels: { more: 'More', less: 'Less' },
        });
        expect(api.hasToggle).toBe(height !== undefined && height > 96);
        expect(api.maxHeight).toBe(api.collapsed ? 96 : undefined);
      }
    },
  );

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
    const actor = createActor(expandableTextMachine, {
      input: { measure: { measure: () => 70, subscribe: () => noop }, collapsedHeight: 60 },
    }).start();
    expect(actor.getSnapshot().matches({ overflowing: 'collapsed' })).toBe(true);
  });
});

describe('passwordVisibility machine', () => {
  const events = [
    { type: 'TOGGLE' },
    { type: 'SET_DISABLED', disabled: true },
    { type: 'SET_DISABLED', disabled: false },
    { type: 'TYPED', value: 'password1' },
  ] as const;
  const paths = pathsFor(passwordVisibilityMachine, [{}], events);

  it('generated paths reach every state and transition (reachability)', () =>
    expectFullReach(passwordVisibilityMachine, paths));

  it.each(paths.map((p) => [describePath(p), p] as const))(
    '%s: input type and toggle name follow the state',
    (_name, path) => {
      for (const state of run(passwordVisibilityMachine, {}, path)) {
        const api = connectPasswordVisibility(state as never, noop, { show: 'Show', hide: 'Hide', controls: 'pw' });
        expect(api.inputType).toBe(api.visible ? 'text' : 'password');
        expect(api.toggleProps['aria-label']).toBe(api.visible ? 'Hide' : 'Show');
      }
    },
  );

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

  it('generated paths reach every state and transition (reachability)', () =>
    expectFullReach(notificationMachine, paths));

  it.each(paths.map((p) => [describePath(p), p] as const))('%s: shown only while open', (_name, path) => {
    const steps = run(notificationMachine, {}, path);
    for (const state of steps) {
      const api = connectNotification(state as never, noop, { variant: 'error', closeLabel: 'Close' });
      expect(api.open).toBe(state.matches('open'));
    }
    // The last event decides: DISMISS and CLOSE hide it, OPEN shows it.
    const last = path.steps.at(-1)!.event.type;
    when('after an event, open exactly when it was OPEN', last !== 'xstate.init', () =>
      expect(connectNotification(steps.at(-1) as never, noop, { variant: 'error', closeLabel: 'x' }).open).toBe(
        last === 'OPEN',
      ),
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
    expect(
      createActor(notificationMachine, { snapshot: notificationStart(false) })
        .start()
        .getSnapshot()
        .matches('closed'),
    ).toBe(true);
    expect(
      createActor(notificationMachine, { snapshot: notificationStart() }).start().getSnapshot().matches('open'),
    ).toBe(true);
  });

  it('maps variants to icons and urgency', () => {
    const snap = createActor(notificationMachine).getSnapshot();
    const role = (variant: 'error' | 'success' | 'information' | 'warning') =>
      connectNotification(snap, noop, { variant, closeLabel: 'x' });
    expect([role('error').icon, role('error').getRootProps().role]).toEqual(['error', 'alert']);
    expect([role('warning').icon, role('warning').getRootProps().role]).toEqual(['warning', 'alert']);
    expect([role('success').icon, role('success').getRootProps().role]).toEqual(['success', 'status']);
    expect([role('information').icon, role('information').getRootProps().role]).toEqual(['info', 'status']);
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
    { type: 'TYPED', value: '-1', problem: 'numberNoSign', judge: () => undefined },
    { type: 'TYPED', value: '1', judge: () => undefined },
    { type: 'COMMIT', value: '1', judge: () => undefined },
    { type: 'COMMIT', value: '31.02.2026', judge: () => 'dateNoSuchDay' },
  ] as const;
  const paths = pathsFor(textInputMachine, [{}], events);
  const id = 'i';

  it('generated paths reach every state and transition (reachability)', () => expectFullReach(textInputMachine, paths));

  it.each(paths.map((p) => [describePath(p), p] as const))(
    '%s: clear button with content, error wired to the field',
    (_name, path) => {
      for (const state of run(textInputMachine, {}, path)) {
        const api = connectTextInput(state as never, noop, { id, hasHint: true, clearLabel: 'Clear' });
        expect(api.showClear).toBe(state.matches({ content: 'filled' }));
        expect(api.inputProps['aria-invalid']).toBe(api.error ? true : undefined);
        expect(api.inputProps['aria-describedby']).toBe(api.error ? 'i-hint i-error' : 'i-hint');
        expect(api.success && api.error).toBe(false);
      }
    },
  );

  it('starts filled with a first value and in the given status', () => {
    const s = textInputStart({ value: 'x', status: 'success' });
    expect(s.matches({ content: 'filled', status: 'success' })).toBe(true);
    expect(textInputStart().matches({ content: 'empty', status: 'none' })).toBe(true);
  });

  it('clearing empties the field and asks for focus back', () => {
    const actor = createActor(textInputMachine, { snapshot: textInputStart({ value: 'hello' }) }).start();
    const cleared = vi.fn();
    actor.on('cleared', cleared);
    actor.send({ type: 'CLEAR' });
    expect(actor.getSnapshot().matches({ content: 'empty' })).toBe(true);
    expect(cleared).toHaveBeenCalledTimes(1);
  });

  it('a change that keeps the field filled (or empty) takes no transition: the snapshot stays the same', () => {
    const actor = createActor(textInputMachine, { snapshot: textInputStart({ value: 'a' }) }).start();
    const before = actor.getSnapshot();
    actor.send({ type: 'CHANGE', value: 'ab' });
    expect(actor.getSnapshot()).toBe(before);
    actor.send({ type: 'CHANGE', value: '' });
    expect(actor.getSnapshot().matches({ content: 'empty' })).toBe(true);
    const empty = actor.getSnapshot();
    actor.send({ type: 'CHANGE', value: '' });
    expect(actor.getSnapshot()).toBe(empty);
  });

  it('connect tells the machine a new value only when it fills or empties the field', () => {
    const sent: unknown[] = [];
    const filled = connectTextInput(textInputStart({ value: 'a' }), (event) => sent.push(event), {
      id,
      hasHint: false,
      clearLabel: 'c',
    });
    filled.changed('ab');
    filled.changed('');
    const empty = connectTextInput(textInputStart(), (event) => sent.push(event), {
      id,
      hasHint: false,
      clearLabel: 'c',
    });
    empty.changed('');
    empty.changed('x');
    expect(sent).toEqual([
      { type: 'CHANGE', value: '' },
      { type: 'CHANGE', value: 'x' },
    ]);
  });

  it("no clear button while disabled or read-only, when the owner turns it off, or when the owner's value is empty", () => {
    const snap = textInputStart({ value: 'x' });
    expect(connectTextInput(snap, noop, { id, hasHint: false, clearLabel: 'c', disabled: true }).showClear).toBe(false);
    expect(connectTextInput(snap, noop, { id, hasHint: false, clearLabel: 'c', readOnly: true }).showClear).toBe(false);
    expect(connectTextInput(snap, noop, { id, hasHint: false, clearLabel: 'c', clearable: false }).showClear).toBe(
      false,
    );
    expect(connectTextInput(snap, noop, { id, hasHint: false, clearLabel: 'c', value: '' })).toMatchObject({
      showClear: false,
      value: '',
    });
    expect(connectTextInput(snap, noop, { id, hasHint: false, clearLabel: 'c' }).showClear).toBe(true);
  });

  it.each([
    ['text', {}, { type: 'text', inputMode: undefined, spellCheck: undefined, autoCapitalize: undefined }],
    ['password', {}, { type: 'password', spellCheck: false }],
    ['email', {}, { type: 'email', inputMode: 'email', spellCheck: false }],
    ['number', {}, { type: 'text', inputMode: 'decimal', spellCheck: false }],
    ['iban', {}, { type: 'text', inputMode: undefined, autoCapitalize: 'characters', spellCheck: false }],
    ['date-dmy', {}, { type: 'text', inputMode: 'numeric' }],
    ['text', { htmlType: 'tel', inputMode: 'tel' }, { type: 'tel', inputMode: 'tel' }],
  ] as const)('%s %o: input attributes %o', (format, given, expected) => {
    expect(textInputAttributes(format, given)).toMatchObject(expected);
    expect(
      connectTextInput(textInputStart(), noop, { id, hasHint: false, clearLabel: 'c', format, ...given }).inputProps,
    ).toMatchObject(expected);
  });
});

describe('select machine', () => {
  const OPTIONS = [
    { value: '', text: 'Please choose' },
    { value: 'MRS', text: 'Mrs' },
    { value: 'MR', text: 'Mr' },
  ];
  const events = [
    { type: 'CHOOSE', value: 'MR' },
    { type: 'CHOOSE', value: 'gone' },
  ] as const;
  const paths = pathsFor(selectMachine, [{}], events);

  it('generated paths reach every state and transition (reachability)', () => expectFullReach(selectMachine, paths));

  it.each(paths.map((p) => [describePath(p), p] as const))(
    "%s: shows a known option, the owner's value first",
    (_name, path) => {
      for (const state of run(selectMachine, {}, path)) {
        const own = connectSelect(state as never, noop, { options: OPTIONS });
        expect(OPTIONS.map((o) => o.value)).toContain(own.value);
        expect(connectSelect(state as never, noop, { options: OPTIONS, value: 'MRS' }).value).toBe('MRS');
      }
    },
  );

  it('with no value the default, else the first option; a choice is kept and told to the owner', () => {
    const actor = createActor(selectMachine).start();
    const told: string[] = [];
    actor.on('change', (event) => told.push(event.value));
    const view = () =>
      connectSelect(actor.getSnapshot(), actor.send, { options: OPTIONS, defaultValue: 'MRS', required: true });
    expect(view()).toMatchObject({ value: 'MRS', missing: false });
    expect(connectSelect(actor.getSnapshot(), actor.send, { options: OPTIONS, required: true })).toMatchObject({
      value: '',
      missing: true,
    });
    view().choose('MR');
    expect(view().value).toBe('MR');
    expect(told).toEqual(['MR']);
  });
});

describe('phone number machine', () => {
  const events = [
    { type: 'CHANGE', patch: { country: 'TR' } },
    { type: 'CHANGE', patch: { areaCode: '312' } },
    { type: 'CHANGE', patch: { country: 'AT' } },
    { type: 'CHANGE', patch: { national: '0151 234' } },
    { type: 'OWNER_VALUE', value: { country: 'TR', areaCode: '312', national: '1' } },
    { type: 'OWNER_VALUE' },
    { type: 'COMMIT' },
  ] as const;
  const inputs = [{ country: 'DE' }, { country: 'TR' }];
  const runs = inputs.flatMap((input) =>
    getTransitionPaths(phoneNumberMachine, { events, input } as never).map(
      (path) => [`${input.country} ${describePath(path)}`, input, path] as const,
    ),
  );
  const when = countedConditions('phone number paths');

  it('generated paths reach every state and transition (reachability)', () =>
    expectFullReach(
      phoneNumberMachine,
      runs.map(([, , path]) => path),
    ));

  it.each(runs)('%s: an area code exactly for Turkey, and always one of the table', (_name, input, path) => {
    for (const state of run(phoneNumberMachine, input, path)) {
      const api = connectPhoneNumber(state as never, noop, {});
      expect(api.withArea).toBe(api.value.country === 'TR');
      when('Turkey: an area code of the table', api.withArea, () =>
        expect(TURKEY_AREA_CODES).toContain(api.value.areaCode),
      );
      when('elsewhere: no area code', !api.withArea, () => expect(api.value.areaCode).toBeUndefined());
    }
  });

  it('Turkey starts with the first mobile prefix, keeps a chosen province code, and tells the owner the number in E.164', () => {
    const actor = createActor(phoneNumberMachine, { input: { country: 'TR' } }).start();
    const told: string[] = [];
    actor.on('change', (event) => told.push(`${event.international}|${event.problem ?? ''}`));
    const view = () => connectPhoneNumber(actor.getSnapshot(), actor.send, {});
    expect(view().value).toEqual({ country: 'TR', areaCode: '501', national: '' });
    view().change({ areaCode: '312' });
    view().change({ national: '123 45 67' });
    expect(view().value).toEqual({ country: 'TR', areaCode: '312', national: '123 45 67' });
    expect(told.at(-1)).toBe('+903121234567|');
    view().changeCountry('DE');
    expect(view().value).toEqual({ country: 'DE', national: '123 45 67' });
    expect(told).toEqual(['|', '+903121234567|', '|phoneInvalid']);
  });

  it('shows a problem only once the number was committed (COMMIT), and none for a valid number', () => {
    const actor = createActor(phoneNumberMachine, { input: { country: 'HU' } }).start();
    const view = () => connectPhoneNumber(actor.getSnapshot(), actor.send, {});
    view().changeNational('06 30 123');
    expect(view().problem).toBeUndefined();
    view().commit();
    expect(view().problem).toBe('phoneTooShort');
    view().changeNational('06 30 123 4567');
    expect(view()).toMatchObject({ problem: undefined, international: '+36301234567' });
  });

  it("a controlled input changes the owner's value, not its own, and tells the owner the result", () => {
    const actor = createActor(phoneNumberMachine, { input: { country: 'DE' } }).start();
    const told: { country: string; areaCode?: string; national: string }[] = [];
    actor.on('change', (event) => told.push(event.value));
    const owner = { country: 'TR', areaCode: '312', national: '' };
    actor.send({ type: 'OWNER_VALUE', value: owner });
    const view = () => connectPhoneNumber(actor.getSnapshot(), actor.send, { value: owner });
    view().changeNational('555 1234');
    expect(told.at(-1)).toEqual({ country: 'TR', areaCode: '312', national: '555 1234' });
    expect(view().value).toEqual(owner);
    actor.send({ type: 'OWNER_VALUE' });
    view().changeAreaCode('0');
    expect(told.at(-1)).toEqual({ country: 'TR', areaCode: '501', national: '555 1234' });
  });
});
