'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  createActor,
  type Actor,
  type ActorOptions,
  type AnyActorLogic,
  type EmittedFrom,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import { sameViewModel, viewModelSharer } from '../core/view-model';
import { useInspector, type InspectObserver } from './inspect';

/** What a view's connect() gets: the snapshot, and the actor's `send` for its handlers and prop getters. */
export type ViewConnect<TLogic extends AnyActorLogic, TView> = (
  snapshot: SnapshotFrom<TLogic>,
  send: (event: EventFromLogic<TLogic>) => void,
) => TView;

/** What `inBrowser` creates after mount: the logic to run (usually `logic.provide(...)` with ports) and its input. */
export interface BrowserActor<TLogic extends AnyActorLogic> {
  /** Default: the `logic` given to useMachineView. */
  logic?: TLogic;
  /** Default: `options.input`. */
  input?: InputFrom<TLogic>;
}

/** Listeners for what the machine emits (`actor.on`), by event type. */
export type EmittedListeners<TLogic extends AnyActorLogic> = {
  [K in EmittedFrom<TLogic>['type']]?: (event: Extract<EmittedFrom<TLogic>, { type: K }>) => void;
};

/** Actor options (input, snapshot, id ...); the inspector comes from `<InspectorProvider>`. */
export type MachineViewOptions<TLogic extends AnyActorLogic> = Omit<ActorOptions<TLogic>, 'inspect'> & {
  /**
   * Creates the actor after mount, for a machine that needs the browser to start: until then (server, hydration) the
   * view shows the initial state of `logic` with `input`. `undefined` runs nothing. Called once per mount.
   */
  inBrowser?: () => BrowserActor<TLogic> | undefined;
  /** The owner's callbacks for what the machine emits: subscribed before the start, so nothing is missed. */
  on?: EmittedListeners<TLogic>;
};

export interface MachineView<TLogic extends AnyActorLogic, TView> {
  /** What connect() returned for the current snapshot; unchanged parts keep their identity from render to render. */
  view: TView;
  /** The actor, for views that send or listen themselves; with `inBrowser`, the unstarted one until the browser's runs. */
  actor: Actor<TLogic>;
  /** Sends to the running actor; the same function on every render (with `inBrowser`, kept until its actor runs). */
  send: (event: EventFromLogic<TLogic>) => void;
  /** With `inBrowser`: no actor runs yet (server, hydration, before mount) or it created none. Always false without. */
  pending: boolean;
}

/** Actors a view's effect stopped (StrictMode runs it again on the same actor: a fresh one starts then). */
const stoppedActors = new WeakSet<object>();

/**
 * The one way a view runs a machine: creates the actor (with `<InspectorProvider>`'s inspector), starts it after
 * mounting, stops it on unmount, and selects `connect(snapshot, send)` with `sameViewModel`, so a snapshot that
 * changes nothing the view shows renders nothing. On the server it renders the initial state.
 *
 * `logic`, `options` and the inspector are read once. A view model equal to the last keeps the last one's functions,
 * so its handlers must only send events, never call a prop's callback: reach the owner through an emitted event
 * (`options.on`).
 */
export function useMachineView<TLogic extends AnyActorLogic, TView>(
  logic: TLogic,
  connect: ViewConnect<TLogic, TView>,
  options?: MachineViewOptions<TLogic>,
): MachineView<TLogic, TView> {
  const observer = useInspector();
  const [first] = useState(() => readOnce(logic, observer, options));

  // A StrictMode re-run of the effect after its stop (or React's Activity showing it again) starts a fresh actor.
  const [atOnce, setAtOnce] = useState(() =>
    first.inBrowser
      ? undefined
      : (createActor(logic, { ...first.actorOptions, inspect: first.inspect }) as Actor<TLogic>),
  );
  const [browserActor, setBrowserActor] = useState<Actor<TLogic>>();
  const running = useRef<Actor<TLogic> | undefined>(undefined);
  const early = useRef<EventFromLogic<TLogic>[]>([]);
  const listeners = useRef(options?.on);
  useLayoutEffect(() => {
    listeners.current = options?.on;
  });

  useEffect(() => {
    if (!atOnce) return;
    if (stoppedActors.has(atOnce)) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the stopped actor is replaced once, then this effect starts the fresh one
      setAtOnce(createActor(first.logic, { ...first.actorOptions, inspect: first.inspect }) as Actor<TLogic>);
      return;
    }
    const stop = run(atOnce, listeners, running);
    return () => {
      stop();
      stoppedActors.add(atOnce);
    };
  }, [first, atOnce]);

  useEffect(() => {
    const made = first.inBrowser?.();
    if (!made) return;
    const actor = createActor(made.logic ?? first.logic, {
      ...first.actorOptions,
      input: made.input ?? first.actorOptions.input,
      inspect: first.inspect,
    }) as Actor<TLogic>;
    // start() hands the first snapshot to its subscribers: the view switches to this actor then.
    const shown = actor.subscribe({ next: () => setBrowserActor(actor), error: () => setBrowserActor(actor) });
    const stop = run(actor, listeners, running);
    shown.unsubscribe();
    for (const event of early.current.splice(0)) actor.send(event);
    return () => {
      stop();
      setBrowserActor(undefined);
    };
  }, [first]);

  const actor = atOnce ?? browserActor ?? first.initial!;
  // One function for every render and actor, so kept view models' handlers never go stale; early events wait.
  const send = useCallback(
    (event: EventFromLogic<TLogic>) => {
      const to = running.current ?? atOnce;
      if (to) to.send(event);
      // A person's press before the browser's actor runs (server HTML, hydration) is kept for it, not lost.
      else if (first.inBrowser) early.current.push(event);
    },
    [atOnce, first],
  );
  const [share] = useState(() => viewModelSharer<TView>());
  const view = useSelected(actor, (snapshot: SnapshotFrom<TLogic>) => share(connect(snapshot, send)), sameViewModel);
  return { view, actor, send, pending: first.inBrowser !== undefined && browserActor === undefined };
}

function readOnce<TLogic extends AnyActorLogic>(
  logic: TLogic,
  inspect: InspectObserver | undefined,
  options: MachineViewOptions<TLogic> = {},
) {
  const { inBrowser, on: _on, ...actorOptions } = options;
  return {
    logic,
    inspect,
    inBrowser,
    actorOptions: actorOptions as ActorOptions<TLogic>,
    // The initial state shown until the browser's actor runs; never started, nothing reported to the inspector.
    initial: inBrowser ? (createActor(logic, actorOptions as ActorOptions<TLogic>) as Actor<TLogic>) : undefined,
  };
}

/** Starts the actor as the one that runs, its emitted events told to the latest listeners (subscribed before the start, so nothing is missed); returns what stops it. */
function run<TLogic extends AnyActorLogic>(
  actor: Actor<TLogic>,
  listeners: { current: EmittedListeners<TLogic> | undefined },
  running: { current: Actor<TLogic> | undefined },
): () => void {
  const listening = listen(actor, listeners);
  running.current = actor;
  actor.start();
  return () => {
    running.current = undefined;
    listening.unsubscribe();
    actor.stop();
  };
}

/** Tells the latest listeners of what the actor emits. */
function listen<TLogic extends AnyActorLogic>(
  actor: Actor<TLogic>,
  listeners: { current: EmittedListeners<TLogic> | undefined },
) {
  return actor.on('*', (event: EmittedFrom<TLogic>) => {
    const listener = listeners.current?.[event.type as EmittedFrom<TLogic>['type']] as
      ((event: EmittedFrom<TLogic>) => void) | undefined;
    listener?.(event);
  });
}

/** `useSelector` of @xstate/react on React's own `useSyncExternalStore`: no shim in the islands' JS. */
function useSelected<TLogic extends AnyActorLogic, T>(
  actor: Actor<TLogic>,
  select: (snapshot: SnapshotFrom<TLogic>) => T,
  equal: (a: T, b: T) => boolean,
): T {
  const last = useRef<{ snapshot: unknown; select: unknown; value: T }>(undefined);
  const subscribe = useCallback(
    (changed: () => void) => {
      const subscription = actor.subscribe({ next: changed, error: changed });
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const selected = () => {
    const snapshot = actor.getSnapshot();
    // As useSelector: an actor that failed throws its error into the view (an error boundary shows it).
    if ((snapshot as { status?: string }).status === 'error') throw (snapshot as { error?: unknown }).error;
    const before = last.current;
    if (before && before.snapshot === snapshot && before.select === select) return before.value;
    const next = select(snapshot);
    const value = before && equal(before.value, next) ? before.value : next;
    last.current = { snapshot, select, value };
    return value;
  };
  return useSyncExternalStore(subscribe, selected, selected);
}

/**
 * One part of a running machine's view, selected by the child that shows it, so a snapshot that changes only this
 * part renders only that child (a form's e-mail field while someone types). `actor` is `useMachineView`'s.
 */
export function useMachineViewPart<TLogic extends AnyActorLogic, TView, TPart>(
  actor: Actor<TLogic>,
  connect: ViewConnect<TLogic, TView>,
  part: (view: TView) => TPart,
): TPart {
  const [share] = useState(() => viewModelSharer<TPart>());
  // One selector while actor, connect and part stay the same: a render after a change reuses what the change selected.
  const select = useCallback(
    (snapshot: SnapshotFrom<TLogic>) => share(part(connect(snapshot, actor.send))),
    [share, actor, connect, part],
  );
  return useSelected(actor, select, sameViewModel);
}

/**
 * A part of the view the DOM holds rather than React renders (an uncontrolled input's value). Returns it for the
 * first render; after mounting, `write(part)` runs on each change with no render, and must compare first (a change the
 * DOM made and the machine heard writes what the DOM already shows).
 */
export function useMachineViewValue<TLogic extends AnyActorLogic, TView, TPart>(
  actor: Actor<TLogic>,
  connect: ViewConnect<TLogic, TView>,
  part: (view: TView) => TPart,
  write: (part: TPart) => void,
): TPart {
  const [first] = useState(() => part(connect(actor.getSnapshot(), actor.send)));
  const writer = useRef(write);
  useLayoutEffect(() => {
    writer.current = write;
  });
  useEffect(() => {
    // What the DOM holds when the subscription starts (typed before the code ran) is not overwritten by an unchanged part.
    let last = part(connect(actor.getSnapshot(), actor.send));
    const subscription = actor.subscribe((snapshot) => {
      const next = part(connect(snapshot, actor.send));
      if (sameViewModel(last, next)) return;
      last = next;
      writer.current(next);
    });
    return () => subscription.unsubscribe();
  }, [actor, connect, part]);
  return first;
}
