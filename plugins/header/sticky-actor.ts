/**
 * The header's stickyHeader actor (plugin.ts), in its own chunk with xstate and the machine: they load
 * at the visitor's first scroll, or at mount on a page opened already scrolled past the trigger.
 */
import type { ServiceValue } from '../../kernel/services';
import { stickyHeaderMachine } from '../../machines/header/sticky-header';

/** What the machine's actions do on the page. */
export interface StickyWork {
  stick(): void;
  unstick(): void;
  shrink(ms: number): void;
  grow(ms: number): void;
  showShadow(): void;
}

export function startStickyHeader(spawn: ServiceValue<'spawn'>, work: StickyWork) {
  return spawn(
    stickyHeaderMachine.provide({
      actions: {
        stick: () => work.stick(),
        unstick: () => work.unstick(),
        shrink: (_args, { ms }) => work.shrink(ms),
        grow: (_args, { ms }) => work.grow(ms),
        showShadow: () => work.showShadow(),
      },
    }),
  );
}
