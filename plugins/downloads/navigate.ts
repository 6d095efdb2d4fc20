/** Leaving the page the ways the headers stage asks for. */
import type { PluginContext } from '../../kernel/types';

export function navigate(ctx: PluginContext, url: string): void {
  ctx.env.location().assign(url);
}

/**
 * A redirected download: in the link's own target when it has one. The
 * original defaulted to window.open(url, '_blank') after an async call, which
 * popup blockers stop (REFERENCES #1467), so without a target it stays in this tab.
 */
export function followRedirect(ctx: PluginContext, url: string, target: string | null): void {
  if (!target || target === '_self') navigate(ctx, url);
  else ctx.env.window.open(url, target, 'noopener');
}
