/**
 * Where the no-access dialog sits, and its removal: a click the original skips still takes away a dialog
 * left open. Apart from the dialog's own code (./no-access), which loads only with a download.
 */
import type { PluginContext } from '../../kernel/types';

export const MODAL = '#dlm-no-access-modal';

export function removeNoAccessModal(ctx: PluginContext): void {
  ctx.write(() => ctx.browser.document.querySelectorAll(MODAL).forEach((modal) => modal.remove()));
}
