/**
 * Binds one Download Monitor link (docs/plugins/downloads.md#markup): a click
 * that the original would handle starts the link's machine; everything else
 * keeps the browser's own behaviour. The machine, its transfer and xstate
 * (./link-actor, with the transfer and beacon services) load at the link's
 * first such click, so a page where nobody downloads brings none of them.
 */
import type { PluginContext } from '../../kernel/types';
import type { SettingsOf } from '../../adapters/settings';
import { madeOnDemand } from '../made-on-demand';
import { legacyEvents } from './legacy-events';
import { createLinkView } from './link-view';
import { removeNoAccessModal } from './no-access-modal';
import { downloadSettings, toDownloadSettings, type DownloadSettings } from './settings';
import { allowedUrl } from '../server-urls';

export { downloadSettings as settings };

/**
 * The skips: the no-xhr class, dlmNonXHRGlobalLinks, redirect-only
 * links opening a new tab, foreign links. The original tests the href as
 * written; the resolved href is tested too, so relative links match an absolute prefix.
 */
function handledByUs(link: HTMLAnchorElement, href: string, settings: DownloadSettings): 'skip' | 'native' | 'ours' {
  const contains = (part: string) => href.includes(part) || link.href.includes(part);
  if (link.classList.contains('dlm-no-xhr-download')) return 'skip';
  if (settings.nonXhrLinks.some(contains)) return 'skip';
  if (!settings.globalLinks || !contains(settings.globalLinks)) return 'native';
  if (link.dataset.redirect === 'true' && link.getAttribute('target') === '_blank') return 'native';
  return 'ours';
}

export function mount(element: Element, ctx: PluginContext<SettingsOf<typeof downloadSettings>>): void {
  if (!(element instanceof HTMLAnchorElement)) return;
  const link = element;
  const settings = toDownloadSettings(ctx.settings);
  // The loading picture's address is a setting: the one URL rule decides, and a refused one shows none.
  const gif = settings.progress && allowedUrl(ctx, settings.gif, 'loading picture') !== null ? settings.gif : null;
  const view = createLinkView(link, { gif, showProgress: settings.progress, write: (fn) => ctx.write(fn) });
  const events = legacyEvents(ctx, link);

  const actor = madeOnDemand(async () => {
    const [spawn, transfer, beacon, { startLink }] = await Promise.all([
      ctx.onDemand('spawn'),
      ctx.onDemand('transfer'),
      ctx.onDemand('beacon'),
      import('./link-actor'),
    ]);
    return startLink(spawn, { ctx, transfer, beacon, settings, link, view, events });
  });
  // From the click that starts a download until its actor has it: a second click is the same intent.
  let starting = false;

  ctx.listen<MouseEvent>(link, 'click', (event) => {
    // A second click while the download starts or runs (href is '#') does nothing, not even jump to the top.
    if (starting || actor.current?.getSnapshot().matches('started')) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    const href = link.getAttribute('href') ?? '';
    const verdict = handledByUs(link, href, settings);
    if (verdict === 'skip') return removeNoAccessModal(ctx);
    if (verdict === 'native') return;
    event.stopPropagation();
    event.preventDefault();
    events.clicked(href, settings.globalLinks);
    starting = true;
    actor.use(
      (made) => {
        starting = false;
        made.send({ type: 'START', url: href });
      },
      // Code that did not load is a download that could not start: the error a failed request shows; the next click loads again.
      (error) => {
        starting = false;
        ctx.log.debug('** An error occurred during the transaction', error);
        view.fail(settings.message(), false);
      },
    );
  });
}
