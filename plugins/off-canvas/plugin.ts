/**
 * One off-canvas panel as Avada prints it (docs/plugins/off-canvas.md#markup):
 * its settings from `window.off_canvas_<ID>`, its counters in storage, one
 * panel machine whose actions change the markup, and its triggers. The
 * anchors, Escape and the page-wide listeners are shared (page-wide.ts).
 */
import type { PluginContext } from '../../kernel/types';
import { panelMachine } from '../../machines/off-canvas/panel';
import { createAppearance } from './appearance';
import { createCounterStore } from './counters';
import { panelInput } from './input';
import { listenToMarkup, type PanelMarkup } from './markup-events';
import { pauseMedia } from './media';
import { createModality, describeDialog } from './modality';
import { createOffCanvasPage } from './page-wide';
import { animates, animationFor, readPanelSettings } from './settings';
import { watchActions, watchTriggers } from './triggers';
import { startVisit } from './visit';
import { fieldWarnings, refusalWarning } from './warnings';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export function mount(element: Element, ctx: PluginContext): void {
  const wrap = element as HTMLElement;
  const id = wrap.dataset.id ?? '';
  const panel = wrap.querySelector<HTMLElement>(':scope > .awb-off-canvas');
  if (!id || !panel) {
    ctx.log.warn('an .awb-off-canvas-wrap without data-id or .awb-off-canvas inside is left alone', wrap);
    return;
  }
  const markup: PanelMarkup = { wrap, panel, closeButton: panel.querySelector<HTMLElement>(':scope > .off-canvas-close') };
  const warn = fieldWarnings(ctx);
  const name = `off_canvas_${id}`;
  const settings = readPanelSettings(ctx.global(name), name, warn);
  const page = ctx.scope.get('page', createOffCanvasPage);
  const store = createCounterStore(ctx.storage, id, warn, ctx.scope.get('storage-refused', refusalWarning));
  const allowed = startVisit(settings, store, { now: ctx.clock.now(), referrer: ctx.browser.referrer(), host: ctx.browser.address().host });

  const motion = animates(settings, ctx.browser.matchesMedia(REDUCED_MOTION));
  const animations = { enter: motion ? animationFor(settings, 'enter') : undefined, exit: motion ? animationFor(settings, 'exit') : undefined };
  const input = panelInput(settings, markup, animations, allowed);
  const locksScroll = settings.overlay === 'yes' && settings.overlay_page_scrollbar === 'no';
  const appearance = createAppearance(wrap, panel, id, settings);
  const modality = createModality(panel, input.modal);
  ctx.onCleanup(describeDialog(panel, input.modal, settings.type));
  const announce = (type: 'awb-oc-opened' | 'awb-oc-closed') => ctx.bus.dispatch({ type, args: [id], origin: 'runtime', target: wrap });

  const actor = ctx.spawn(
    panelMachine.provide({
      actions: {
        recordOpenAttempt: () => store.update(() => ({ last_open_date: new Date(ctx.clock.now()).toISOString() })),
        countOpen: (_args, { count, automatic }) => {
          if (count) store.update((counters) => ({ open_count: counters.openCount + 1 }));
          if (automatic && settings.frequency === 'session') store.setSessionFlag('opened');
        },
        show: (_args, { animate }) => {
          modality.opened();
          appearance.show(animate ? animations.enter : undefined);
          if (input.modal) page.enterModal(wrap);
          if (locksScroll) page.lockScroll(wrap);
        },
        finishEnter: () => appearance.settle(),
        announceOpened: () => announce('awb-oc-opened'),
        revealCloseButton: () => appearance.revealCloseButton(),
        startFocusTrap: () => modality.trapFocus(),
        countClose: () => store.update((counters) => ({ close_count: counters.closeCount + 1, closed: true })),
        hide: (_args, { animate }) => {
          appearance.hide(animate ? animations.exit : undefined);
          page.unlockScroll(wrap);
          // The page stops being inert first: the focus can only go back to an element that is not.
          page.leaveModal(wrap);
          modality.closed();
          pauseMedia(panel, ctx.browser);
          page.dropCommandAnchor();
        },
        finishExit: () => appearance.finishHiding(),
        announceClosed: () => announce('awb-oc-closed'),
      },
    }),
    { input },
  );
  const send = actor.send.bind(actor);
  ctx.onCleanup(
    page.register({
      id,
      wrap,
      send,
      isShown: () => actor.getSnapshot().matches({ panel: 'shown' }),
      closesOnEscape: () => !wrap.classList.contains('disable-close-on-esc'),
    }),
  );
  listenToMarkup(ctx, markup, send, appearance, modality);
  const triggers = { ctx, page, settings, name, send, warn };
  watchActions(triggers);

  // The observed triggers, watched only while an automatic opening can still happen.
  if (!actor.getSnapshot().matches({ automatic: 'watching' })) return;
  const stops = watchTriggers(triggers);
  const stopAll = () => stops.splice(0).forEach((stop) => stop());
  const subscription = actor.subscribe((snapshot) => {
    if (!snapshot.matches({ automatic: 'watching' })) stopAll();
  });
  ctx.onCleanup(() => {
    subscription.unsubscribe();
    stopAll();
  });
}
