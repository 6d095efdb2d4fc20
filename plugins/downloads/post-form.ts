/**
 * A form-encoded POST to admin-ajax, answered as text, with the spec §9
 * time-out. Kept to fetch (not adapters/http) so the downloads page does not
 * load ofetch before its load event (weight budget).
 */
import type { PluginContext } from '../../kernel/types';

/** Spec §9: AJAX time-out. */
export const REQUEST_TIMEOUT_MS = 15000;

/** Rejects on a network failure or the time-out; any HTTP status resolves with its body. */
export async function postForm(ctx: PluginContext, url: string, fields: Record<string, string>): Promise<string> {
  const controller = new AbortController();
  const timer = ctx.clock.setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const response = await ctx.env.fetch(url, {
      method: 'POST',
      body: new URLSearchParams(fields),
      credentials: 'same-origin',
      signal: controller.signal,
    });
    return await response.text();
  } finally {
    ctx.clock.clearTimeout(timer);
  }
}
