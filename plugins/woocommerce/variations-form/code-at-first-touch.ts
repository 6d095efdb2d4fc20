/**
 * Code the variations form needs only once the shopper chooses (the sanitizer
 * for a variation's HTML, the image swap), kept off the mount: asked at the
 * first touch, focus or key on the form, so it travels while the shopper
 * chooses, or at the first write that needs it. A write asked for before the
 * code is in runs once it is in, unless a later write, a `forget` or the
 * form's cleanup came in between: a late write is never a stale one.
 */
import type { PluginContext } from '../../../kernel/types';
import { atFirstTouch, madeOnDemand } from '../../made-on-demand';

export interface CodeAtFirstTouch<T> {
  /** The code, once it is in. */
  readonly current: T | undefined;
  /** Runs `write` with the code: now when it is in, else on arrival if no later write or forget came first. */
  write(write: (code: T) => void): void;
  /** Whatever write is waiting is dropped. */
  forget(): void;
}

export function codeAtFirstTouch<T>(ctx: PluginContext, form: Element, load: () => Promise<T>): CodeAtFirstTouch<T> {
  const code = madeOnDemand(load);
  atFirstTouch(ctx, form, () => void code.ready().catch(() => undefined));

  /** Counts the writes asked for and forgotten: a write that comes late runs only if it is still the last. */
  let asked = 0;
  const forget = () => void asked++;
  ctx.onCleanup(forget);

  return {
    get current() {
      return code.current;
    },
    forget,
    write(write) {
      const mine = ++asked;
      code.use(
        (loaded) => mine === asked && write(loaded),
        (error: unknown) => ctx.report(error),
      );
    },
  };
}
