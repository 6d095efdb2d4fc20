/**
 * The brief scroll lock of a move (docs/plugins/scroll-sections.md#moving):
 * while a group is `moving`, wheel, touch moves and the scrolling keys do
 * nothing, so one gesture moves one element. The listeners exist only during
 * the lock (they must be able to cancel, so they cannot be passive).
 */
import type { AnyActorRef } from 'xstate';
import type { Cleanup, PluginContext } from '../../kernel/types';

/** Keys that scroll the page (Space without a modifier scrolls too). */
export const SCROLL_KEYS = new Set(['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp', 'Home', 'End', ' ', 'Spacebar']);

/** Whether a key press belongs to a field that takes text (it must keep its keys). */
export function typesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(input|textarea|select)$/.test(target.localName);
}

export function holdScrolling(ctx: PluginContext, actor: AnyActorRef): void {
  let release: Cleanup[] = [];
  const cancel = (event: Event) => event.preventDefault();
  const cancelKeys = (event: KeyboardEvent) => {
    if (SCROLL_KEYS.has(event.key) && !typesText(event.target)) event.preventDefault();
  };
  const update = (moving: boolean) => {
    if (moving && release.length === 0) {
      release = [
        ctx.listen('window', 'wheel', cancel, { passive: false }),
        ctx.listen('window', 'touchmove', cancel, { passive: false }),
        ctx.listen<KeyboardEvent>('window', 'keydown', cancelKeys),
      ];
    } else if (!moving && release.length > 0) {
      release.forEach((stop) => stop());
      release = [];
    }
  };
  const subscription = actor.subscribe((snapshot) => update(snapshot.matches({ active: 'moving' })));
  ctx.onCleanup(() => subscription.unsubscribe());
}
