import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { Actor, ActorOptions, AnyActorLogic, EventFromLogic, SnapshotFrom } from 'xstate';
import { sameViewModel, viewModelSharer } from '../core/view-model';
import { useInspector } from './inspect';

/** What a view's connect() gets: the snapshot, and the actor's `send` for its handlers and prop getters. */
export type ViewConnect<TLogic extends AnyActorLogic, TView> = (snapshot: SnapshotFrom<TLogic>, send: (event: EventFromLogic<TLogic>) => void) => TView;

/** Actor options (input, snapshot, id ...); the inspector comes from `<InspectorProvider>`. */
export type MachineViewOptions<TLogic extends AnyActorLogic> = Omit<ActorOptions<TLogic>, 'inspect'>;

export interface MachineView<TLogic extends AnyActorLogic, TView> {
  /** What connect() returned for the current snapshot; unchanged parts keep their identity from render to render. */
  view: TView;
  /** The running actor, for views that send or listen themselves (props mirrored into the machine, emitted events). */
  actor: Actor<TLogic>;
}

/**
 * The one way a view runs a machine: creates the actor (with the inspector of `<InspectorProvider>`), starts it after
 * mounting and stops it on unmount, and selects `connect(snapshot, send)` with a comparison (`sameViewModel`): a
 * snapshot that changes nothing the view shows renders nothing. On the server it renders the initial state.
 *
 * `logic` and `options` are read once, when the actor is created (as `useActorRef` does). `connect` may close over
 * props (ids, texts) as data; a view model equal to the last keeps the last one's functions, so its handlers must
 * only send events (or answer from its data, as prop getters do), never call a prop's callback: a callback the owner
 * passes is reached through an emitted event (`actor.on`), as ExpandableSection and Notification do.
 */
export function useMachineView<TLogic extends AnyActorLogic, TView>(
  logic: TLogic,
  connect: ViewConnect<TLogic, TView>,
  options?: MachineViewOptions<TLogic>,
): MachineView<TLogic, TView> {
  const inspect = useInspector();
  const actor = (useActorRef as (logic: TLogic, options: ActorOptions<TLogic>) => Actor<TLogic>)(logic, { ...options, inspect });
  const [share] = useState(() => viewModelSharer<TView>());
  const view = useSelector(actor, (snapshot: SnapshotFrom<TLogic>) => share(connect(snapshot, actor.send)), sameViewModel);
  return { view, actor };
}

/**
 * One part of a running machine's view, selected by the child view that shows it (`part` picks it from what
 * `connect` returns), compared and shared as `useMachineView` does: a snapshot that changes only this part renders
 * only that child, not the view that holds it, when the holder's own view model leaves the part out (a form's
 * e-mail field while someone types). `actor` is the one `useMachineView` returned.
 */
export function useMachineViewPart<TLogic extends AnyActorLogic, TView, TPart>(
  actor: Actor<TLogic>,
  connect: ViewConnect<TLogic, TView>,
  part: (view: TView) => TPart,
): TPart {
  const [share] = useState(() => viewModelSharer<TPart>());
  return useSelector(actor, (snapshot: SnapshotFrom<TLogic>) => share(part(connect(snapshot, actor.send))), sameViewModel);
}
