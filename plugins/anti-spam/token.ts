/**
 * Listens for the bot detector's token (`botDetectorEventTokenUpdated` on
 * window, docs/plugins/anti-spam.md#events). The first token is stored as the
 * ct_bot_detector_event_token signal; every token is remembered for injection.
 */
import type { PluginContext } from '../../kernel/types';
import { isEventToken, storedEventToken, TOKEN_EVENT } from './bot-token';
import type { SignalStore } from './signal-store';

export interface TokenSource {
  /** The latest announced token, else the one the detector stored, else null. */
  current(): string | null;
}

export function listenForToken(ctx: PluginContext, store: () => SignalStore): TokenSource {
  let latest: string | null = null;
  ctx.listen<CustomEvent<{ eventToken?: unknown }>>('window', TOKEN_EVENT, (event) => {
    const token = event.detail?.eventToken;
    if (!isEventToken(token)) return;
    const first = latest === null;
    latest = token;
    if (first) void store().set({ ct_bot_detector_event_token: token });
  });
  return { current: () => latest ?? storedEventToken(ctx.storage) };
}
