// @vitest-environment jsdom
/**
 * useMachineView, the one way a view runs a machine: it re-renders only when what connect() selects changes, keeps
 * unchanged parts' identity, stops its actor on unmount, hands the inspector on, and renders the initial state on the server.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { memo, Profiler, StrictMode, useLayoutEffect, useRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  assign,
  createMachine,
  emit,
  fromCallback,
  fromPromise,
  setup,
  type Actor,
  type InspectionEvent,
  type SnapshotFrom,
} from 'xstate';
import { InspectorProvider } from '../../../react/inspect';
import { useMachineView, useMachineViewPart, useMachineViewValue } from '../../../react/useMachineView';

afterEach(cleanup);

const counter = setup({
  types: {
    context: {} as { count: number; noise: number; label: string },
    events: {} as { type: 'INC' } | { type: 'NOISE' },
    input: {} as { label?: string } | undefined,
  },
}).createMachine({
  id: 'counter',
  context: ({ input }) => ({ count: 0, noise: 0, label: input?.label ?? 'Count' }),
  initial: 'idle',
  states: {
    idle: { on: { INC: { target: 'counted', actions: assign({ count: ({ context }) => context.count + 1 }) } } },
    counted: { on: { INC: { actions: assign({ count: ({ context }) => context.count + 1 }) } } },
  },
  on: { NOISE: { actions: assign({ noise: ({ context }) => context.noise + 1 }) } },
});
type CounterSend = (event: { type: 'INC' } | { type: 'NOISE' }) => void;

// What the view shows: the count and a label part that never changes; the noise is never shown.
const connectCounter = (snapshot: SnapshotFrom<typeof counter>, send: CounterSend, suffix = '') => ({
  count: snapshot.context.count,
  counted: snapshot.matches('counted'),
  heading: { text: snapshot.context.label + suffix },
  increment: () => send({ type: 'INC' }),
});

let heardActor: Actor<typeof counter> | undefined;
let headingRenders = 0;
const Heading = memo(function Heading({ heading }: { heading: { text: string } }) {
  headingRenders++;
  return <h2>{heading.text}</h2>;
});

function Counter({ suffix, label }: { suffix?: string; label?: string }) {
  const { view, actor } = useMachineView(counter, (s, send) => connectCounter(s, send, suffix), { input: { label } });
  heardActor = actor;
  return (
    <div>
      <Heading heading={view.heading} />
      <button onClick={view.increment}>{`${view.count}${view.counted ? ' counted' : ''}`}</button>
    </div>
  );
}

function renderCounted(ui = <Counter />) {
  let commits = 0;
  headingRenders = 0;
  const result = render(
    <Profiler id="counter" onRender={() => void commits++}>
      {ui}
    </Profiler>,
  );
  return { ...result, commits: () => commits, actor: () => heardActor! };
}

describe('useMachineView', () => {
  it('renders what connect() returns and sends through its handlers', () => {
    renderCounted();
    expect(screen.getByRole('heading').textContent).toBe('Count');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('1 counted');
  });

  it('a snapshot that changes nothing the view shows renders nothing; a change it shows renders', () => {
    const { commits, actor } = renderCounted();
    const before = commits();
    act(() => actor().send({ type: 'NOISE' }));
    act(() => actor().send({ type: 'NOISE' }));
    expect(actor().getSnapshot().context.noise).toBe(2);
    expect(commits()).toBe(before);
    act(() => actor().send({ type: 'INC' }));
    expect(commits()).toBe(before + 1);
    expect(screen.getByRole('button').textContent).toBe('1 counted');
  });

  it('parts of the view that did not change keep their identity, so memoised parts skip rendering', () => {
    const { actor } = renderCounted();
    const before = headingRenders;
    act(() => actor().send({ type: 'INC' }));
    act(() => actor().send({ type: 'INC' }));
    expect(screen.getByRole('button').textContent).toBe('2 counted');
    expect(headingRenders).toBe(before);
  });

  it('re-renders when only what a prop getter answers changes', () => {
    const machine = createMachine({
      initial: 'measuring',
      states: { measuring: { on: { MEASURED: 'fits' } }, fits: {} },
    });
    let actor: Actor<typeof machine> | undefined;
    function Block() {
      const machineView = useMachineView(machine, (s) => ({ getRootProps: () => ({ 'data-state': String(s.value) }) }));
      actor = machineView.actor;
      return <div data-testid="block" {...machineView.view.getRootProps()} />;
    }
    render(<Block />);
    act(() => actor!.send({ type: 'MEASURED' }));
    expect(screen.getByTestId('block').getAttribute('data-state')).toBe('fits');
  });

  it('runs connect() again when what it closes over changes', () => {
    const { rerender } = render(<Counter suffix="" />);
    rerender(<Counter suffix=" (live)" />);
    expect(screen.getByRole('heading').textContent).toBe('Count (live)');
  });

  it('passes the options (input) to the actor once', () => {
    const { rerender } = render(<Counter label="Items" />);
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('heading').textContent).toBe('Items');
    rerender(<Counter label="Other" />);
    expect(screen.getByRole('heading').textContent).toBe('Items');
    expect(screen.getByRole('button').textContent).toBe('1 counted');
  });

  it('starts the actor once mounted and stops it on unmount: its timers and invoked actors end', () => {
    vi.useFakeTimers();
    try {
      const log: string[] = [];
      const timed = setup({
        actors: {
          listener: fromCallback(() => {
            log.push('listening');
            return () => log.push('stopped listening');
          }),
        },
      }).createMachine({
        initial: 'waiting',
        invoke: { src: 'listener' },
        states: { waiting: { after: { 1000: 'late' } }, late: { entry: () => log.push('late') } },
      });
      function Timed() {
        const { view } = useMachineView(timed, (s) => String(s.value));
        return <p>{view}</p>;
      }
      const { unmount } = render(<Timed />);
      expect(log).toEqual(['listening']);
      unmount();
      expect(log).toEqual(['listening', 'stopped listening']);
      act(() => void vi.advanceTimersByTime(5000));
      expect(log).not.toContain('late');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a mounted actor runs its delays', () => {
    vi.useFakeTimers();
    try {
      const timed = createMachine({ initial: 'waiting', states: { waiting: { after: { 1000: 'late' } }, late: {} } });
      function Timed() {
        const { view } = useMachineView(timed, (s) => String(s.value));
        return <p>{view}</p>;
      }
      render(<Timed />);
      expect(screen.getByText('waiting')).toBeTruthy();
      act(() => void vi.advanceTimersByTime(1000));
      expect(screen.getByText('late')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('survives StrictMode (mount, unmount, mount) with a running actor', () => {
    render(
      <StrictMode>
        <Counter />
      </StrictMode>,
    );
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('1 counted');
    expect(heardActor!.getSnapshot().status).toBe('active');
  });

  it('under StrictMode: the remount runs a fresh actor from the initial state, which the view shows, sends to and hears', () => {
    const waved = vi.fn();
    const waving = setup({ types: { events: {} as { type: 'WAVE' }, emitted: {} as { type: 'WAVED' } } }).createMachine(
      {
        initial: 'still',
        states: { still: { on: { WAVE: { target: 'waved', actions: emit({ type: 'WAVED' as const }) } } }, waved: {} },
      },
    );
    const seen = new Set<Actor<typeof waving>>();
    function Waver() {
      const { view, actor } = useMachineView(
        waving,
        (snapshot, send) => ({ waved: snapshot.matches('waved'), wave: () => send({ type: 'WAVE' }) }),
        {
          on: { WAVED: waved },
        },
      );
      seen.add(actor);
      return <button onClick={view.wave}>{view.waved ? 'waved' : 'wave'}</button>;
    }
    render(
      <StrictMode>
        <Waver />
      </StrictMode>,
    );
    // The first actor was stopped by the simulated unmount; the one the view has now runs.
    expect([...seen].map((a) => a.getSnapshot().status)).toEqual(['stopped', 'active']);
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('waved');
    expect(waved).toHaveBeenCalledTimes(1);
  });

  it('hands the inspector of <InspectorProvider> to the actor', () => {
    const events: InspectionEvent[] = [];
    render(
      <InspectorProvider inspect={(e) => events.push(e)}>
        <Counter />
      </InspectorProvider>,
    );
    act(() => screen.getByRole('button').click());
    expect(events.some((e) => e.type === '@xstate.event' && (e.event as { type: string }).type === 'INC')).toBe(true);
  });

  it('renders the initial state on the server, and starts nothing there', () => {
    const html = renderToString(<Counter label="Server" />);
    expect(html).toContain('<h2>Server</h2>');
    expect(html).toContain('>0</button>');
    const started: string[] = [];
    const invoking = setup({ actors: { load: fromCallback(() => void started.push('load')) } }).createMachine({
      invoke: { src: 'load' },
    });
    function Loader() {
      useMachineView(invoking, () => null);
      return <p>page</p>;
    }
    expect(renderToString(<Loader />)).toBe('<p>page</p>');
    expect(started).toEqual([]);
  });

  it('renders a given start snapshot (the widgets restore server state with one)', () => {
    const machine = createMachine({ initial: 'a', states: { a: {}, b: {} } });
    function Start() {
      const { view } = useMachineView(machine, (s) => ({ state: String(s.value) }), {
        snapshot: machine.resolveState({ value: 'b' }),
      });
      return <p>{view.state}</p>;
    }
    expect(renderToString(<Start />)).toBe('<p>b</p>');
  });

  describe('an actor created in the browser after mount (inBrowser)', () => {
    // A greeting that needs the browser: its name comes from a port, its sign-in from a provided actor.
    const greeter = setup({
      types: {
        context: {} as { name: string },
        input: {} as { name: string },
        events: {} as { type: 'WAVE' },
        emitted: {} as { type: 'WAVED'; by: string },
      },
      actors: { signIn: fromPromise<string>(async () => 'nobody') },
    }).createMachine({
      id: 'greeter',
      context: ({ input }) => ({ name: input.name }),
      initial: 'signingIn',
      states: {
        signingIn: {
          invoke: {
            id: 'signIn',
            src: 'signIn',
            onDone: { target: 'greeting', actions: assign({ name: ({ event }) => event.output }) },
          },
        },
        greeting: { on: { WAVE: { actions: emit(({ context }) => ({ type: 'WAVED' as const, by: context.name })) } } },
      },
    });
    const connectGreeter = (s: SnapshotFrom<typeof greeter>, send: (event: { type: 'WAVE' }) => void) => ({
      text: s.matches('greeting') ? `Hello ${s.context.name}` : `Signing in ${s.context.name}`,
      wave: () => send({ type: 'WAVE' }),
    });

    function Greeting({
      browser,
      onWaved,
    }: {
      browser: () => { logic?: typeof greeter; input?: { name: string } } | undefined;
      onWaved?: (by: string) => void;
    }) {
      const { view, pending } = useMachineView(greeter, connectGreeter, {
        input: { name: 'guest' },
        inBrowser: browser,
        on: { WAVED: (e) => onWaved?.(e.by) },
      });
      return (
        <button data-pending={pending} onClick={view.wave}>
          {view.text}
        </button>
      );
    }
    const signedIn = (name: string) => greeter.provide({ actors: { signIn: fromPromise(async () => name) } });

    it('the server renders the initial state with the given input and creates nothing of the browser', () => {
      const browser = vi.fn(() => ({ logic: signedIn('Ada'), input: { name: 'Ada' } }));
      expect(renderToString(<Greeting browser={browser} />)).toBe(
        '<button data-pending="true">Signing in guest</button>',
      );
      expect(browser).not.toHaveBeenCalled();
    });

    it('hydrates the server HTML, then runs the browser actor: its input, its provided actors, its handlers', async () => {
      const container = document.createElement('div');
      const ui = <Greeting browser={() => ({ logic: signedIn('Ada'), input: { name: 'Ada (browser)' } })} />;
      container.innerHTML = renderToString(ui);
      document.body.append(container);
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const root = await act(async () => hydrateRoot(container, ui));
        expect(errors).not.toHaveBeenCalled();
        expect(container.textContent).toBe('Hello Ada');
        expect(container.querySelector('button')!.dataset.pending).toBe('false');
        act(() => root.unmount());
      } finally {
        errors.mockRestore();
        container.remove();
      }
    });

    it('given nothing to run, keeps showing the initial state and its handlers send nowhere', async () => {
      const onWaved = vi.fn();
      render(<Greeting browser={() => undefined} onWaved={onWaved} />);
      await act(async () => {});
      act(() => screen.getByRole('button').click());
      expect(screen.getByRole('button').textContent).toBe('Signing in guest');
      expect(screen.getByRole('button').dataset.pending).toBe('true');
      expect(onWaved).not.toHaveBeenCalled();
    });

    it('a parent re-rendering or a new inspector restarts nothing; the latest listener hears what it emits', async () => {
      const browser = vi.fn(() => ({ logic: signedIn('Ada') }));
      const first = vi.fn();
      const latest = vi.fn();
      const { rerender } = render(
        <InspectorProvider inspect={() => {}}>
          <Greeting browser={browser} onWaved={first} />
        </InspectorProvider>,
      );
      await act(async () => {});
      rerender(
        <InspectorProvider inspect={() => {}}>
          <Greeting browser={() => ({ logic: signedIn('Bob') })} onWaved={latest} />
        </InspectorProvider>,
      );
      await act(async () => {});
      expect(browser).toHaveBeenCalledTimes(1);
      act(() => screen.getByRole('button').click());
      expect(screen.getByRole('button').textContent).toBe('Hello Ada');
      expect(first).not.toHaveBeenCalled();
      expect(latest).toHaveBeenCalledWith('Ada');
    });

    it("keeps what a person did before the browser's actor runs and hands it over, in order, once it does", async () => {
      const door = setup({
        types: { events: {} as { type: 'OPEN' } | { type: 'KNOCK' }, context: {} as { knocks: number } },
      }).createMachine({
        id: 'door',
        context: { knocks: 0 },
        initial: 'closed',
        on: { KNOCK: { actions: assign({ knocks: ({ context }) => context.knocks + 1 }) } },
        states: { closed: { on: { OPEN: 'open' } }, open: {} },
      });
      function Door() {
        const { view, send, pending } = useMachineView(
          door,
          (s) => `${s.value as string} after ${s.context.knocks} knocks`,
          { inBrowser: () => ({}) },
        );
        const pressed = useRef(false);
        // A layout effect runs before the passive effect that starts the browser's actor: these presses find none yet.
        useLayoutEffect(() => {
          if (pressed.current) return;
          pressed.current = true;
          send({ type: 'KNOCK' });
          send({ type: 'OPEN' });
        });
        return <p data-pending={pending}>{view}</p>;
      }
      render(<Door />);
      await act(async () => {});
      expect(screen.getByText('open after 1 knocks').dataset.pending).toBe('false');
    });

    it('stops the browser actor on unmount', async () => {
      let actor: Actor<typeof greeter> | undefined;
      function Held() {
        const machineView = useMachineView(greeter, connectGreeter, {
          input: { name: 'guest' },
          inBrowser: () => ({ logic: signedIn('Ada') }),
        });
        actor = machineView.actor;
        return null;
      }
      const { unmount } = render(<Held />);
      await act(async () => {});
      expect(actor!.getSnapshot().value).toBe('greeting');
      unmount();
      expect(actor!.getSnapshot().status).toBe('stopped');
    });
  });

  it.each([
    ['created at once', false],
    ['created in the browser', true],
  ])(
    'tells the listeners in `on` of what is emitted as it starts (subscribed before the start): %s',
    (_, inBrowser) => {
      const announcing = setup({ types: { emitted: {} as { type: 'READY' } } }).createMachine({
        entry: emit({ type: 'READY' }),
      });
      const ready = vi.fn();
      function Announcer() {
        useMachineView(announcing, () => null, { on: { READY: ready }, ...(inBrowser && { inBrowser: () => ({}) }) });
        return null;
      }
      render(<Announcer />);
      expect(ready).toHaveBeenCalledTimes(1);
    },
  );

  it('useMachineViewPart: a part its child selects renders that child alone, not the view that holds it', () => {
    let holderRenders = 0;
    let partRenders = 0;
    const Count = memo(function Count({ actor }: { actor: Actor<typeof counter> }) {
      partRenders++;
      const count = useMachineViewPart(actor, connectCounter, (view) => view.count);
      return <output>{count}</output>;
    });
    function Holder() {
      holderRenders++;
      // The holder's own view model leaves the count out.
      const { view, actor } = useMachineView(counter, (s, send) => ({ ...connectCounter(s, send), count: 0 }));
      return (
        <div>
          <Heading heading={view.heading} />
          <Count actor={actor} />
          <button onClick={view.increment}>{view.counted ? 'again' : 'count'}</button>
        </div>
      );
    }
    render(<Holder />);
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('status').textContent).toBe('1');
    // The first count changed `counted`, which the holder shows; the next ones change only the part.
    const [holder, part] = [holderRenders, partRenders];
    act(() => screen.getByRole('button').click());
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('status').textContent).toBe('3');
    expect(holderRenders).toBe(holder);
    expect(partRenders).toBe(part + 2);
  });

  describe('useMachineViewValue: a part the DOM holds, written without a render', () => {
    const counterText = (view: ReturnType<typeof connectCounter>) => String(view.count);
    function Field({ onRender }: { onRender: () => void }) {
      onRender();
      const { view, actor } = useMachineView(counter, (s, send) => ({ ...connectCounter(s, send), count: 0 }));
      const input = useRef<HTMLInputElement>(null);
      const first = useMachineViewValue(actor, connectCounter, counterText, (text) => {
        if (input.current) input.current.value = text;
      });
      return (
        <>
          <input aria-label="count" ref={input} defaultValue={first} />
          <button onClick={view.increment}>count</button>
          <button onClick={() => actor.send({ type: 'NOISE' })}>noise</button>
        </>
      );
    }

    it('renders the part first, then writes each change into the DOM and renders nothing for it', () => {
      const renders = vi.fn();
      render(<Field onRender={renders} />);
      const input = screen.getByRole('textbox') as HTMLInputElement;
      expect(input.value).toBe('0');
      act(() => screen.getByRole('button', { name: 'count' }).click());
      const rendered = renders.mock.calls.length;
      act(() => screen.getByRole('button', { name: 'count' }).click());
      act(() => screen.getByRole('button', { name: 'count' }).click());
      expect(input.value).toBe('3');
      expect(renders).toHaveBeenCalledTimes(rendered);
    });

    it('leaves what the DOM holds alone while the part does not change (typed before the code ran, at the start)', () => {
      render(<Field onRender={() => {}} />);
      const input = screen.getByRole('textbox') as HTMLInputElement;
      input.value = 'typed';
      act(() => screen.getByRole('button', { name: 'noise' }).click());
      expect(input.value).toBe('typed');
      act(() => screen.getByRole('button', { name: 'count' }).click());
      expect(input.value).toBe('1');
    });
  });
});
