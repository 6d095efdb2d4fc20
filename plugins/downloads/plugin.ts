/**
 * Binds one Download Monitor link (docs/plugins/downloads.md#markup): a click
 * that the original would handle starts the link's machine; everything else
 * keeps the browser's own behaviour.
 */
import { downloadLinkMachine } from '../../machines/downloads/download-link';
import type { PluginContext } from '../../kernel/types';
import type { SettingsOf } from '../../adapters/settings';
import { progressStep } from './headers';
import { legacyEvents } from './legacy-events';
import { createLinkView } from './link-view';
import { removeNoAccessModal } from './no-access';
import { createSaver } from './save-file';
import { downloadSettings, toDownloadSettings, type DownloadSettings } from './settings';
import { createTransfer } from './transfer';
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
  const transfer = createTransfer({ ctx, settings, link, view, save: createSaver(ctx) });
  const events = legacyEvents(ctx, link);

  const actor = ctx.spawn(
    downloadLinkMachine.provide({
      actors: { transfer },
      actions: {
        showStarted: () => {
          view.start();
          events.triggered();
        },
        showProgress: (_args, { loaded, total }) => {
          const step = progressStep(loaded, total);
          view.progress(step);
          events.progress(step.percent);
        },
        showCompleted: () => {
          view.complete();
          events.complete();
        },
        clearCompleted: () => view.clearComplete(),
        restoreLink: () => view.restore(),
        showFailure: (_args, { message, noXhr }) => view.fail(message, noXhr),
      },
    }),
  );

  ctx.listen<MouseEvent>(link, 'click', (event) => {
    // A second click while the download runs (href is '#') does nothing, not even jump to the top.
    if (actor.getSnapshot().matches('started')) {
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
    actor.send({ type: 'START', url: href });
  });
}
