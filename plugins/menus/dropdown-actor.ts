/**
 * A menu item's dropdown actor (dropdown.ts), in its own chunk with xstate and the machine: they load
 * at the visitor's first hover, focus, key or tap on the item, not with the plugin.
 */
import type { ServiceValue } from '../../kernel/services';
import { dropdownMachine } from '../../machines/menus/dropdown';

/** What the machine's actions do on the page. */
export interface DropdownWork {
  show(): void;
  hide(): void;
}

export function startDropdown(spawn: ServiceValue<'spawn'>, work: DropdownWork) {
  return spawn(dropdownMachine.provide({ actions: { show: () => work.show(), hide: () => work.hide() } }));
}
