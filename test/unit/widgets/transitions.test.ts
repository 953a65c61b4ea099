/**
 * Each small widget machine's transitions, written out from the spec (section 4), not generated from the machine: the
 * model tests (test/model/widgets) replay paths the machine itself produces, so a transition that went to the wrong
 * state, or told its owner nothing, still made a valid path. Found by the machine definitions' mutation run
 * (docs/mutation-testing.md, "core/widgets, static").
 */
import { describe, expect, it } from 'vitest';
import { fromCallback, type EventObject } from 'xstate';
import {
  expandableSectionMachine,
  expandableSectionStart,
  type ExpandableSectionEvent,
} from '../../../core/widgets/expandableSection.machine';
import { expandableTextMachine, type ExpandableTextEvent } from '../../../core/widgets/expandableText.machine';
import {
  notificationMachine,
  notificationStart,
  type NotificationEvent,
} from '../../../core/widgets/notification.machine';
import {
  passwordVisibilityMachine,
  type PasswordVisibilityEvent,
} from '../../../core/widgets/passwordVisibility.machine';
import { createCoveredActor } from '../../support/machine-coverage';

/** Sends `events` to a started actor; the state it ends in and what it told its owner on the way. */
function afterEvents<E extends EventObject>(
  actor: { send(e: E): void; getSnapshot(): { value: unknown }; on(type: '*', fn: (e: EventObject) => void): unknown },
  events: E[],
) {
  const told: EventObject[] = [];
  actor.on('*', (e) => void told.push(e));
  for (const event of events) actor.send(event);
  return { value: actor.getSnapshot().value, told };
}

describe('expandable section: toggles open and closed, and becoming disabled forces it closed', () => {
  const T = { type: 'TOGGLE' } as const;
  const OPEN = { type: 'OPEN' } as const;
  const CLOSE = { type: 'CLOSE' } as const;
  const DISABLE = { type: 'DISABLE' } as const;
  const ENABLE = { type: 'ENABLE' } as const;
  const opened = { type: 'openChange', open: true };
  const closed = { type: 'openChange', open: false };
  it.each<[string, { open?: boolean; disabled?: boolean }, ExpandableSectionEvent[], unknown, EventObject[]]>([
    ['closed, toggled: opens and says so', {}, [T], { enabled: 'open' }, [opened]],
    ['closed, opened by its owner: opens and says so', {}, [OPEN], { enabled: 'open' }, [opened]],
    ['closed, closed again: nothing happens', {}, [CLOSE], { enabled: 'closed' }, []],
    ['open, toggled: closes and says so', { open: true }, [T], { enabled: 'closed' }, [closed]],
    ['open, closed by its owner: closes and says so', { open: true }, [CLOSE], { enabled: 'closed' }, [closed]],
    ['open, opened again: nothing happens', { open: true }, [OPEN], { enabled: 'open' }, []],
    ['toggled twice: closed again, both told', {}, [T, T], { enabled: 'closed' }, [opened, closed]],
    ['open, disabled: closed and not operable', { open: true }, [DISABLE], 'disabled', []],
    ['disabled: a toggle, open or close changes nothing', { disabled: true }, [T, OPEN, CLOSE], 'disabled', []],
    ['disabled, enabled again: closed', { open: true, disabled: true }, [ENABLE], { enabled: 'closed' }, []],
  ])('%s', (_name, start, events, value, told) => {
    const actor = createCoveredActor(expandableSectionMachine, { snapshot: expandableSectionStart(start) }).start();
    expect(afterEvents(actor, events)).toEqual({ value, told });
  });
});

describe('expandable text: a toggle only while taller than the collapsed height (96 px), re-measured on resize', () => {
  const measured = (height: number) => ({ type: 'MEASURED', height }) as const;
  const T = { type: 'TOGGLE' } as const;
  // The measurements are sent by the test: the port's own reports are left out.
  const unmeasured = expandableTextMachine.provide({ actors: { watchHeight: fromCallback(() => {}) } });
  it.each<[string, ExpandableTextEvent[], unknown]>([
    ['not measured yet: the whole text, no toggle; a toggle does nothing', [T], 'measuring'],
    ['exactly 96 px: fits', [measured(96)], 'fits'],
    ['97 px: collapsed, with a toggle', [measured(97)], { overflowing: 'collapsed' }],
    ['a text that fits grows taller on resize: collapsed', [measured(40), measured(200)], { overflowing: 'collapsed' }],
    ['a text that fits and stays short: still fits, a toggle does nothing', [measured(40), measured(90), T], 'fits'],
    ['toggled: expanded', [measured(200), T], { overflowing: 'expanded' }],
    ['toggled twice: collapsed again', [measured(200), T, T], { overflowing: 'collapsed' }],
    [
      'expanded and still taller after a resize: stays expanded',
      [measured(200), T, measured(150)],
      { overflowing: 'expanded' },
    ],
    ['collapsed and now short enough: fits', [measured(200), measured(96)], 'fits'],
  ])('%s', (_name, events, value) => {
    const actor = createCoveredActor(unmeasured, {
      input: { measure: { measure: () => 0, subscribe: () => () => {} } },
    }).start();
    expect(afterEvents(actor, events).value).toEqual(value);
  });
});

describe('password field: toggles hidden and visible; the toggle is ignored when disabled', () => {
  const T = { type: 'TOGGLE' } as const;
  const disabled = (on: boolean) => ({ type: 'SET_DISABLED', disabled: on }) as const;
  it.each<[string, PasswordVisibilityEvent[], unknown]>([
    ['toggled: visible', [T], 'visible'],
    ['toggled twice: hidden again', [T, T], 'hidden'],
    ['disabled, toggled: still hidden', [disabled(true), T], 'hidden'],
    ['visible, disabled, toggled: still visible', [T, disabled(true), T], 'visible'],
    ['visible, disabled and enabled again, toggled: hidden', [T, disabled(true), disabled(false), T], 'hidden'],
  ])('%s', (_name, events, value) => {
    const actor = createCoveredActor(passwordVisibilityMachine).start();
    expect(afterEvents(actor, events).value).toBe(value);
  });
});

describe('notification: shown only while open; tells its owner when the person closes it', () => {
  const told = [{ type: 'closed' }];
  it.each<[string, boolean, NotificationEvent[], unknown, EventObject[]]>([
    ['closed by the person: closed, and the owner told', true, [{ type: 'DISMISS' }], 'closed', told],
    ['closed by its owner: closed, nobody told', true, [{ type: 'CLOSE' }], 'closed', []],
    ['opened by its owner: shown', false, [{ type: 'OPEN' }], 'open', []],
    ['already closed: closing again tells nobody', false, [{ type: 'DISMISS' }, { type: 'CLOSE' }], 'closed', []],
    ['open, opened again: nothing happens', true, [{ type: 'OPEN' }], 'open', []],
  ])('%s', (_name, open, events, value, emitted) => {
    const actor = createCoveredActor(notificationMachine, { snapshot: notificationStart(open) }).start();
    expect(afterEvents(actor, events)).toEqual({ value, told: emitted });
  });
});
