/**
 * A badge's trpBadge actor for the real-person badge (plugin.ts), in its own
 * chunk with xstate and the machine: they load at the visitor's first hover,
 * click or tap on a badge, not with the plugin.
 */
import type { ServiceValue } from '../../../kernel/services';
import { trpBadgeMachine } from '../../../machines/anti-spam/trp-badge';

/** What the machine's actions and guard look at on the page. */
export interface BadgeWork {
  show(): void;
  hide(): void;
  hasSelection(): boolean;
}

export function startBadge(spawn: ServiceValue<'spawn'>, work: BadgeWork) {
  return spawn(
    trpBadgeMachine.provide({
      actions: { show: () => work.show(), hide: () => work.hide() },
      guards: { hasSelection: () => work.hasSelection() },
    }),
  );
}
