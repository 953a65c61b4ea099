// Comparing and sharing view models: what connect() returns is rebuilt for every snapshot; a view re-renders
// only when what it shows changed, and the parts that did not change keep their identity (React.memo skips them).

/**
 * True when two view models show the same thing: equal data, functions ignored (connect() builds them afresh, and
 * they only send events to the same actor). `useMachineView` selects with it, so a snapshot that changes nothing
 * a view shows renders nothing.
 */
export function sameViewModel(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a === 'function' && typeof b === 'function') return true;
  if (!isRecord(a) || !isRecord(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => Object.hasOwn(b, key) && sameViewModel(a[key], b[key]));
}

/**
 * `next`, with every part that shows the same as in `prev` replaced by that part of `prev` (structural sharing, as
 * sameViewModel compares): all of `prev` when nothing changed, otherwise a new object whose unchanged parts keep
 * their identity. Functions count as equal, so a prop getter must answer from data of the object it sits in (put
 * getters at the top of a view model, next to the state they read).
 */
export function shareViewModel<T>(prev: T | undefined, next: T): T {
  return share(prev, next) as T;
}

function share(prev: unknown, next: unknown): unknown {
  if (Object.is(prev, next)) return prev;
  if (typeof prev === 'function' && typeof next === 'function') return prev;
  if (!isRecord(prev) || !isRecord(next) || Array.isArray(prev) !== Array.isArray(next) || !isPlain(next)) return next;
  const keys = Object.keys(next);
  let same = keys.length === Object.keys(prev).length;
  const out: Record<string, unknown> = Array.isArray(next) ? ([] as unknown as Record<string, unknown>) : {};
  for (const key of keys) {
    const [p, n] = [prev[key], next[key]];
    // A rebuilt object takes the new functions: a prop getter answers from the snapshot it was made with.
    if (typeof p === 'function' && typeof n === 'function') out[key] = n;
    else {
      out[key] = Object.hasOwn(prev, key) ? share(p, n) : n;
      same &&= Object.hasOwn(prev, key) && out[key] === p;
    }
  }
  return same ? prev : out;
}

/** A selector step that keeps what it returned last: `select(next)` is `shareViewModel(last, next)`. */
export function viewModelSharer<T>(): (next: T) => T {
  let last: T | undefined;
  return (next) => (last = shareViewModel(last, next));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isPlain = (value: Record<string, unknown>) => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === Array.prototype || proto === null;
};
