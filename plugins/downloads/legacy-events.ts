/**
 * Fires Download Monitor's jQuery events on `document` (declared in definition.ts)
 * so its listeners keep working. We run no XHR and no script instance: those
 * positions carry undefined; the anchor and $anchor positions are real.
 */
import type { EventName } from '../../kernel/events';
import type { PluginContext } from '../../kernel/types';

export function legacyEvents(ctx: PluginContext, link: HTMLAnchorElement) {
  const onDocument = <K extends EventName>(type: K, args: unknown[]) =>
    ctx.bus.dispatch({ type, args: args as never, origin: 'runtime', target: ctx.browser.document });
  const $link = () => ctx.browser.wrap(link);
  return {
    clicked: (href: string, globalLinks: string) => onDocument('dlm-xhr-download-button-click', [href, link, globalLinks]),
    triggered: () => onDocument('dlm_download_triggered', [undefined, link, $link(), undefined, undefined]),
    // An unknown size has no percentage to show.
    progress: (percent: number) =>
      onDocument('dlm_download_progress', [undefined, link, $link(), undefined, undefined, Number.isFinite(percent) ? `${percent}%` : '']),
    complete: () => onDocument('dlm_download_complete', [undefined, link, $link(), undefined]),
  };
}
