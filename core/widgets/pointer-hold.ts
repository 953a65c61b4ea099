/**
 * Showing or clearing a message never moves the control under the pointer between press and release (D26): a press
 * focuses (and blurs) before the release clicks, so a message it shows or clears would make the click land beside
 * the control. While a pointer is held, views keep the old space and render again after the click
 * (`afterPointerRelease`). Views hand in the document (`watchPointerHold(document)`), so the core stays DOM-free.
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
