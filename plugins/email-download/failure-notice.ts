/**
 * The visitor's word that the links call failed after the mail was sent: an
 * alert where the links would have appeared (the end of the form's CF7
 * wrapper), so a screen reader announces it and the sent message stays.
 */
import type { PluginContext } from '../../kernel/types';

export const LINKS_FAILED = 'Your message was sent, but the download links could not be fetched. Please send the form again.';

export interface FailureNotice {
  /** Appends the alert to `container` (once: a second failure keeps the one shown). */
  show(container: Element): void;
  /** Takes the alert away (a new send). */
  clear(): void;
}

export function linksFailedNotice(ctx: PluginContext): FailureNotice {
  let shown: HTMLElement | null = null;
  return {
    show(container) {
      if (shown?.isConnected) return;
      const alert = container.ownerDocument.createElement('div');
      alert.className = 'ebd_results ebd_error';
      alert.setAttribute('role', 'alert');
      alert.textContent = LINKS_FAILED;
      shown = alert;
      ctx.write(() => container.append(alert));
    },
    clear() {
      const alert = shown;
      shown = null;
      if (alert) ctx.write(() => alert.remove());
    },
  };
}
