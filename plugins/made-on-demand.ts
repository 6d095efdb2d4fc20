/**
 * Something a plugin makes at the visitor's first need instead of at mount:
 * an actor whose machine and xstate load then (`onDemand: ['spawn']`,
 * docs/plugin-api.md#services-uses). Made once; uses asked for while it is
 * being made run when it arrives, in the order asked. A make that fails fails
 * those uses and is forgotten, so the next need makes it again. The first
 * sign of that need can be the first touch of the markup (atFirstTouch), so
 * the code travels while the visitor reaches for it.
 */
import type { PluginContext } from '../kernel/types';

export interface MadeOnDemand<T> {
  /** The thing, once made. */
  readonly current: T | undefined;
  /** Makes it (once) and resolves with it. */
  ready(): Promise<T>;
  /** Runs `use` with it: at once when it is made, else when it arrives; `failed` when making it fails. */
  use(use: (made: T) => void, failed?: (error: unknown) => void): void;
}

export function madeOnDemand<T>(make: () => Promise<T>): MadeOnDemand<T> {
  let made: T | undefined;
  let making: Promise<T> | undefined;
  const ready = (): Promise<T> => {
    if (making) return making;
    const attempt: Promise<T> = make().then(
      (value) => (made = value),
      (error: unknown) => {
        if (making === attempt) making = undefined;
        throw error;
      },
    );
    making = attempt;
    return attempt;
  };
  return {
    get current() {
      return made;
    },
    ready,
    use(use, failed) {
      if (made !== undefined) use(made);
      else ready().then(use, (error: unknown) => failed?.(error));
    },
  };
}

/**
 * Runs `start` once, at the first touch, focus or key inside `target` (a form, a tab list): kept with
 * MadeOnDemand, which its callers start there, so the pages that use them fetch one chunk less.
 */
export function atFirstTouch(ctx: PluginContext, target: Element, start: () => void): void {
  const stops = ['pointerdown', 'focusin', 'keydown'].map((type) =>
    ctx.listen(target, type, () => {
      stops.forEach((stop) => stop());
      start();
    }),
  );
}
