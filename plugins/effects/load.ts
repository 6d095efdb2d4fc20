/**
 * "After the window's load event": when the page has loaded already (a plugin
 * mounted late, or an element added by a script), now.
 */
import type { PluginContext } from '../../kernel/types';

export function afterLoad(ctx: PluginContext, run: () => void): void {
  if (ctx.browser.document.readyState === 'complete') run();
  else ctx.listen('window', 'load', run, { once: true });
}
