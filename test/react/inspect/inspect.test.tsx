// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useActorRef, useSelector } from '@xstate/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMachine, type InspectionEvent } from 'xstate';
import { InspectorProvider, useInspector, type InspectObserver } from '../../../react/inspect';

const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { FLIP: 'on' } }, on: { on: { FLIP: 'off' } } },
});

/** A view written the way every kit view is: its actor gets the inspector from context. */
function Toggle() {
  const actor = useActorRef(toggle, { inspect: useInspector() });
  const value = useSelector(actor, (s) => String(s.value));
  return (
    <button type="button" onClick={() => actor.send({ type: 'FLIP' })}>
      {value}
    </button>
  );
}

function Probe({ seen }: { seen: (inspect: InspectObserver | undefined) => void }) {
  seen(useInspector());
  return null;
}

afterEach(cleanup);

describe('InspectorProvider / useInspector', () => {
  it('without a provider there is no observer (views run uninspected)', () => {
    const seen = vi.fn();
    render(<Probe seen={seen} />);
    expect(seen).toHaveBeenCalledWith(undefined);
  });

  it('hands the observer to views below: their actors report creation, events and snapshots', () => {
    const events: InspectionEvent[] = [];
    render(
      <InspectorProvider inspect={(e) => events.push(e)}>
        <Toggle />
      </InspectorProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('off');
    act(() => fireEvent.click(screen.getByRole('button')));
    expect(screen.getByRole('button').textContent).toBe('on');
    const ours = events.filter((e) => (e.actorRef as { logic?: { id?: string } }).logic?.id === 'toggle');
    expect(ours.some((e) => e.type === '@xstate.actor')).toBe(true);
    expect(ours.some((e) => e.type === '@xstate.event' && e.event.type === 'FLIP')).toBe(true);
    const last = ours.filter((e) => e.type === '@xstate.snapshot').at(-1) as
      { snapshot: { value: unknown } } | undefined;
    expect(last?.snapshot.value).toBe('on');
  });

  it('accepts an Observer object as well as a function', () => {
    const next = vi.fn();
    render(
      <InspectorProvider inspect={{ next }}>
        <Toggle />
      </InspectorProvider>,
    );
    act(() => fireEvent.click(screen.getByRole('button')));
    expect(next.mock.calls.some(([e]) => (e as InspectionEvent).type === '@xstate.event')).toBe(true);
  });

  it('a tree outside the provider is not inspected', () => {
    const events: InspectionEvent[] = [];
    render(
      <>
        <InspectorProvider inspect={(e) => events.push(e)}>
          <p>inspected area, no machine</p>
        </InspectorProvider>
        <Toggle />
      </>,
    );
    act(() => fireEvent.click(screen.getByRole('button')));
    expect(screen.getByRole('button').textContent).toBe('on');
    expect(events).toEqual([]);
  });

  it('renders on the server (no window access)', () => {
    const html = renderToString(
      <InspectorProvider inspect={undefined}>
        <Toggle />
      </InspectorProvider>,
    );
    expect(html).toContain('off');
  });
});
