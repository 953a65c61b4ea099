import { isPointerHeld } from './pointer-hold';

/** What a field's message box shows now (D26), for a renderer that keeps what it showed last. */
export interface SteadyMessage<M> {
  /** The message to show: the new one, or while a pointer is held the one shown before. */
  message: M | undefined;
  /** The message shown keeps its space but is invisible and hidden from assistive technology (it is going away). */
  ghost: boolean;
  /** The change waits for the pointer's release: render again then (`afterPointerRelease`). */
  held: boolean;
}

/**
 * The D26 rule in one place: a message that would appear or vanish while a pointer is pressed, and so move the
 * control under it before the release makes the click, waits: a vanishing one keeps its space, invisible; a new one
 * is not shown yet. `shown` is what the box shows now, `next` what the view model says.
 */
export function steadyMessage<M>(shown: M | undefined, next: M | undefined): SteadyMessage<M> {
  const held = Boolean(shown) !== Boolean(next) && isPointerHeld();
  if (!held) return { message: next, ghost: false, held };
  return { message: shown, ghost: !next, held };
}
