/**
 * Leaving the page the ways the headers stage asks for. The addresses come
 * from the server's answer (no-waypoints and redirect targets, the 401 status
 * text), so they go through plugins/server-urls.ts: only http(s) ones and
 * scheme-less ones on the page's origin are followed, resolved; anything else
 * is refused with one warning per reason and the link stays as restored.
 */
import type { PluginContext } from '../../kernel/types';
import { navigateSafely, openSafely } from '../server-urls';

/** Which part of the answer the address came from, as the warning names it. */
export type AddressSource = 'no-waypoints' | 'download link' | '401 status text' | 'redirect';

/**
 * A redirected download: in the link's own target when it has one. The
 * original defaulted to window.open(url, '_blank') after an async call, which
 * popup blockers stop (Download Monitor issue #1467), so without a target it stays in this tab.
 */
export function followRedirect(ctx: PluginContext, url: string, target: string | null): void {
  if (!target || target === '_self') navigateSafely(ctx, url, 'redirect');
  else openSafely(ctx, url, 'redirect', target, 'noopener');
}
