import { Suspense, use, useEffect, type ReactNode } from 'react';

/**
 * Hydration in slices, for a page hydrated as one tree (the widget gallery): each `<HydrationSlice>` is a Suspense
 * boundary hydrated alone, one after the other in page order. A person who reaches for a slice before its turn gets
 * it hydrated at once. Without `startHydrationSlices()` (server, component tests) a slice renders as it is.
 */

/** A thenable React's `use` reads synchronously once it is fulfilled (it looks at `status` and `value`). */
interface Gate {
  status: 'pending' | 'fulfilled';
  value: undefined;
  then(onFulfilled: () => void): void;
  open(): void;
}

function createGate(): Gate {
  const waiting: (() => void)[] = [];
  const gate: Gate = {
    status: 'pending',
    value: undefined,
    then(onFulfilled) {
      if (gate.status === 'fulfilled') onFulfilled();
      else waiting.push(onFulfilled);
    },
    open() {
      if (gate.status === 'fulfilled') return;
      gate.status = 'fulfilled';
      for (const wake of waiting.splice(0)) wake();
    },
  };
  return gate;
}

const WANT_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
const ATTRIBUTE = 'data-hydration-slice';

interface Slices {
  gates: Map<string, Gate>;
  hydrated: Set<string>;
  /** Slices in the order the page renders them. */
  order: string[];
  turn?: string;
  started: boolean;
  done: (() => void)[];
}
let slices: Slices | undefined;

/** In the browser, before hydrating: slices wait for their turn from now on. */
export function startHydrationSlices(): void {
  if (slices) return;
  const state: Slices = { gates: new Map(), hydrated: new Set(), order: [], started: false, done: [] };
  slices = state;
  // Capture on the window runs before React's own listeners on its root: the slice is open when React looks.
  const wanted = (event: Event) => {
    const id = (event.target instanceof Element ? event.target : null)
      ?.closest(`[${ATTRIBUTE}]`)
      ?.getAttribute(ATTRIBUTE);
    if (id) state.gates.get(id)?.open();
  };
  for (const type of WANT_EVENTS) addEventListener(type, wanted, { capture: true, passive: true });
}

function gateOf(id: string): Gate | undefined {
  if (!slices) return undefined;
  let gate = slices.gates.get(id);
  if (!gate) {
    slices.gates.set(id, (gate = createGate()));
    slices.order.push(id);
  }
  return gate;
}

/** Opens the next slice in page order, in a task of its own (a person's input goes first). */
function nextTurn(state: Slices): void {
  const id = state.order.find((slice) => !state.hydrated.has(slice));
  if (id === undefined) {
    for (const done of state.done.splice(0)) done();
    return;
  }
  if (state.turn === id) return;
  state.turn = id;
  setTimeout(() => state.gates.get(id)?.open(), 0);
}

function sliceHydrated(id: string): void {
  const state = slices;
  if (!state || state.hydrated.has(id)) return;
  state.hydrated.add(id);
  if (state.started) nextTurn(state);
}

/** Calls `done` once every slice of the page has hydrated (at once when there are none, or slices are off). */
export function whenSlicesHydrated(done: () => void): void {
  const state = slices;
  if (!state || state.order.every((id) => state.hydrated.has(id))) return done();
  state.done.push(done);
  if (!state.started) {
    // The page's own tree has committed: the slices' turns begin.
    state.started = true;
    nextTurn(state);
  }
}

function Gated({ id, children }: { id: string; children: ReactNode }) {
  const gate = gateOf(id);
  if (gate) use(gate as unknown as PromiseLike<void> as Promise<void>);
  useEffect(() => sliceHydrated(id), [id]);
  return children;
}

/** A part of the page hydrated on its own, in its turn or when a person reaches for it. `id`: unique on the page. */
export function HydrationSlice({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  // Registered in page order as the page's own tree hydrates (this wrapper is outside the boundary).
  gateOf(id);
  return (
    <div className={className} {...{ [ATTRIBUTE]: id }}>
      <Suspense fallback={null}>
        <Gated id={id}>{children}</Gated>
      </Suspense>
    </div>
  );
}

/** Marks <html data-hydrated> for tests; rendered on the server too, so both trees have the same shape (useId). */
export function HydrationMarker() {
  useEffect(() => {
    // A page hydrated in slices is hydrated once its last slice is.
    whenSlicesHydrated(() => (document.documentElement.dataset.hydrated = 'true'));
  }, []);
  return null;
}
