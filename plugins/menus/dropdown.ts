/**
 * A menu item's dropdown, its actor made at the first need (docs/plugins/menus.md#dropdowns-and-mega-menus):
 * the first event that can open the closed dropdown (hover, focus, a key, a tap) makes it; from then on
 * every event goes to it, those sent while it loads carried out in order when it arrives. Before that
 * the dropdown is closed, so the others (leaving, focus leaving, closing) have nothing to do. A load
 * that fails is reported once and opens nothing; the next opening event loads again.
 */
import type { DropdownEvent } from '../../machines/menus/dropdown';
import type { PluginContext } from '../../kernel/types';
import { madeOnDemand } from '../made-on-demand';
import type { DropdownWork } from './dropdown-actor';

const OPENING: ReadonlySet<DropdownEvent['type']> = new Set(['POINTER_ENTER', 'FOCUS_IN', 'OPEN', 'TOGGLE']);

export interface Dropdown {
  send(event: DropdownEvent): void;
  /** Open, or to be opened by what waits for the actor (OPEN, or TOGGLE an odd number of times): what the keys and a second tap act on. */
  isOpen(): boolean;
  /** Runs `fn` once what was sent so far has been carried out (at once when nothing waits for the actor). */
  afterSent(fn: () => void): void;
}

export function dropdownOnDemand(ctx: Pick<PluginContext, 'onDemand' | 'report'>, work: DropdownWork): Dropdown {
  const actor = madeOnDemand(async () => {
    const [spawn, { startDropdown }] = await Promise.all([ctx.onDemand('spawn'), import('./dropdown-actor')]).catch((error: unknown) => {
      ctx.report(error);
      throw error;
    });
    return startDropdown(spawn, work);
  });
  // Asked for (loading or in): from then on every event goes to the actor, in order.
  let asked = false;
  // While it loads: whether the keys and taps sent so far open it (a focus alone does not: a tap focuses its link first).
  let opening = false;
  return {
    send(event) {
      if (!asked && !OPENING.has(event.type)) return;
      if (!asked) opening = false;
      asked = true;
      if (event.type === 'OPEN') opening = true;
      else if (event.type === 'TOGGLE') opening = !opening;
      else if (event.type === 'CLOSE') opening = false;
      actor.use(
        (made) => made.send(event),
        () => (asked = false),
      );
    },
    isOpen: () => (actor.current ? actor.current.getSnapshot().matches('open') : asked && opening),
    afterSent(fn) {
      if (actor.current || !asked) fn();
      else actor.use(fn);
    },
  };
}
