/**
 * Decision D26: showing or clearing a message never moves the control under the pointer between press and release.
 *
 * A press focuses what is pressed (and blurs what had the focus) before the release makes the click. A message
 * that a focus clears, or a blur shows, would move the control between the two, and the click would land beside it.
 * Views ask `isPointerHeld()` while they render a message change that adds or removes space: while a pointer is
 * held, they keep the old space (the old message invisible, or no new message yet) and render again once the
 * pointer is released and its click has run (`afterPointerRelease`).
 *
 * The views hand in the page's document (`watchPointerHold(document)`): the core itself stays DOM-free.
 */

let held = false;
let installed = false;
const waiting = new Set<() => void>();

function release() {
  if (!held) return;
  // The click follows the release in the same task: let it run (and its updates render) before the views move.
  setTimeout(() => {
    held = false;
    const callbacks = [...waiting];
    waiting.clear();
    for (const callback of callbacks) callback();
  }, 0);
}

/** Where presses happen: the page's `document` (any EventTarget). */
export interface PressSource {
  addEventListener(type: 'pointerdown' | 'pointerup' | 'pointercancel', listener: () => void, capture?: boolean): void;
}

/** Starts watching presses on `source`, the page's document (once; views call it when they mount). */
export function watchPointerHold(source: PressSource): void {
  if (installed) return;
  installed = true;
  source.addEventListener(
    'pointerdown',
    () => {
      held = true;
    },
    true,
  );
  source.addEventListener('pointerup', release, true);
  source.addEventListener('pointercancel', release, true);
}

/** True between a pointer's press and the end of its click. */
export function isPointerHeld(): boolean {
  return held;
}

/** Calls `callback` once the held pointer is released and its click has run (soon, when none is held). Returns a cancel. */
export function afterPointerRelease(callback: () => void): () => void {
  if (!held) {
    let cancelled = false;
    queueMicrotask(() => {
      if (!cancelled) callback();
    });
    return () => {
      cancelled = true;
    };
  }
  waiting.add(callback);
  return () => {
    waiting.delete(callback);
  };
}
