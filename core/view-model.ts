// A view re-renders only when what it shows changed, and unchanged parts keep their identity (React.memo skips them).

/**
 * True when two view models show the same: equal data and equal prop-getter attributes; other functions are ignored
 * (they only send events to the same actor).
 */
export function sameViewModel(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a === 'function' && typeof b === 'function') return true;
  if (!isRecord(a) || !isRecord(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => Object.hasOwn(b, key) && sameEntry(key, a[key], b[key]));
}

/** A prop getter (`getToggleProps()`): its attributes are what the view shows, so they are compared. */
const isPropGetter = (key: string, value: unknown): value is () => unknown =>
  typeof value === 'function' && value.length === 0 && /^get[A-Z]\w*Props$/.test(key);

function sameEntry(key: string, a: unknown, b: unknown): boolean {
  if (isPropGetter(key, a) && isPropGetter(key, b)) return a === b || sameViewModel(a(), b());
  return sameViewModel(a, b);
}

/** `next`, with every part that shows the same as in `prev` replaced by `prev`'s (structural sharing). */
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
    if (typeof p === 'function' && typeof n === 'function') {
      out[key] = n;
      same &&= sameEntry(key, p, n);
    } else {
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

/** `connect` run once per snapshot, so views selecting parts of one snapshot share one view model. */
export function oncePerSnapshot<TSnapshot extends object, TArgs extends unknown[], TView>(
  connect: (snapshot: TSnapshot, ...args: TArgs) => TView,
): (snapshot: TSnapshot, ...args: TArgs) => TView {
  const views = new WeakMap<TSnapshot, TView>();
  return (snapshot, ...args) => {
    if (views.has(snapshot)) return views.get(snapshot)!;
    const view = connect(snapshot, ...args);
    views.set(snapshot, view);
    return view;
  };
}
