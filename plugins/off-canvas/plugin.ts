/**
 * One off-canvas panel as Avada prints it (docs/plugins/off-canvas.md#markup):
 * its settings from `window.off_canvas_<ID>`, its counters in storage, one
 * panel machine, the close paths on its own markup, and its triggers. The
 * anchors, Escape and the page-wide listeners are shared (page-wide.ts).
 */
import type { PluginContext } from '../../kernel/types';
import { panelMachine } from '../../machines/off-canvas/panel';
import { createAppearance, type Animation } from './appearance';
import { createCounterStore } from './counters';
import { pauseMedia } from './media';
import { createModality, describeDialog } from './modality';
import { createOffCanvasPage, type Panel } from './page-wide';
import { animates, animationClass, readPanelSettings, type PanelSettings } from './settings';
import { selectAll, watchTriggers } from './triggers';
import { startVisit } from './visit';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function animationOf(settings: PanelSettings, phase: 'enter' | 'exit'): Animation | undefined {
  const name = animationClass(settings[`${phase}_animation`], settings[`${phase}_animation_direction`], phase === 'enter' ? 'In' : 'Out');
  return name ? { name, seconds: settings[`${phase}_animation_speed`], timing: settings[`${phase}_animation_timing`] } : undefined;
}

/** A warn function that says each problem once, through the plugin's log. */
function warnOnce(ctx: PluginContext) {
  const said = new Set<string>();
  return (path: string, problem: string) => {
    const message = `${path}: ${problem}; using the default`;
    if (said.has(message)) return;
    said.add(message);
    ctx.log.warn(message);
  };
}

/** Says once per page that storage refuses: the counters last for this page view only. */
function refusedOnce(ctx: PluginContext) {
  let said = false;
  return (where: string) => {
    if (said) return;
    said = true;
    ctx.log.warn(`${where}: storage refused the write (disabled or full); the counters last for this page view only`);
  };
}

export function mount(element: Element, ctx: PluginContext): void {
  const wrap = element as HTMLElement;
  const id = wrap.dataset.id ?? '';
  const panel = wrap.querySelector<HTMLElement>(':scope > .awb-off-canvas');
  if (!id || !panel) {
    ctx.log.warn('an .awb-off-canvas-wrap without data-id or .awb-off-canvas inside is left alone', wrap);
    return;
  }
  const warn = warnOnce(ctx);
  const name = `off_canvas_${id}`;
  const settings = readPanelSettings(ctx.global(name), name, warn);
  const page = ctx.scope.get('page', createOffCanvasPage);
  const store = createCounterStore(ctx.storage, id, warn, ctx.scope.get('storage-refused', refusedOnce));
  const allowed = startVisit(settings, store, { now: ctx.clock.now(), referrer: ctx.page.referrer(), host: ctx.page.address().host });

  const motion = animates(settings, ctx.page.matchesMedia(REDUCED_MOTION));
  const enter = motion ? animationOf(settings, 'enter') : undefined;
  const exit = motion ? animationOf(settings, 'exit') : undefined;
  const modal = !wrap.classList.contains('overlay-disabled');
  const locksScroll = settings.overlay === 'yes' && settings.overlay_page_scrollbar === 'no';
  const closeButton = panel.querySelector<HTMLElement>(':scope > .off-canvas-close');
  const appearance = createAppearance(wrap, panel, id, settings);
  const modality = createModality(panel, modal);
  ctx.onCleanup(describeDialog(panel, modal, settings.type));

  const handle: Panel = {
    id,
    wrap,
    send: (event) => actor.send(event),
    isShown: () => actor.getSnapshot().matches({ panel: 'shown' }),
    closesOnEscape: () => !wrap.classList.contains('disable-close-on-esc'),
  };
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
          appearance.show(animate ? enter : undefined);
          if (modal) page.enterModal(handle);
          if (locksScroll) page.lockScroll(handle);
        },
        finishEnter: () => appearance.settle(),
        announceOpened: () => announce('awb-oc-opened'),
        revealCloseButton: () => appearance.revealCloseButton(),
        startFocusTrap: () => modality.trapFocus(),
        countClose: () => store.update((counters) => ({ close_count: counters.closeCount + 1, closed: true })),
        hide: (_args, { animate }) => {
          appearance.hide(animate ? exit : undefined);
          page.unlockScroll(handle);
          // The page stops being inert first: the focus can only go back to an element that is not.
          page.leaveModal(handle);
          modality.closed();
          pauseMedia(panel, ctx.page);
          page.dropCommandAnchor();
        },
        finishExit: () => appearance.finishHiding(),
        announceClosed: () => announce('awb-oc-closed'),
      },
    }),
    {
      input: {
        startsShown: wrap.classList.contains('awb-show'),
        enterMs: enter ? enter.seconds * 1000 : 0,
        exitMs: exit ? exit.seconds * 1000 : 0,
        autoCloseMs: settings.auto_close_after_time * 1000,
        closeButtonDelayMs: closeButton ? settings.show_close_button_after_time * 1000 : 0,
        modal,
        automatic: {
          allowed,
          openAtStart: settings.type === 'sliding-bar' && settings.off_canvas_state === 'opened' && settings.has_js_rules,
          onPageLoad: settings.on_page_load === 'yes',
          timeOnPageMs: settings.time_on_page === 'yes' ? settings.time_on_page_duration * 1000 : 0,
          inactivityMs: settings.after_inactivity === 'yes' ? settings.inactivity_duration * 1000 : 0,
        },
      },
    },
  );
  ctx.onCleanup(page.register(handle));

  // The close paths on the panel's own markup.
  if (closeButton) {
    ctx.listen(closeButton, 'click', (event) => {
      event.preventDefault();
      actor.send({ type: 'CLOSE' });
    });
  }
  ctx.listen(wrap, 'click', (event) => {
    if (event.target === wrap && !wrap.classList.contains('overlay-disable-close')) actor.send({ type: 'CLOSE' });
  });
  ctx.listen(panel, 'click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link && wrap.classList.contains('close-on-anchor') && link.getAttribute('href')!.includes('#')) actor.send({ type: 'CLOSE' });
  });
  ctx.listen(panel, 'mouseenter', () => actor.send({ type: 'POINTER_ENTER' }));
  ctx.listen(panel, 'mouseleave', () => actor.send({ type: 'POINTER_LEAVE' }));
  // Only the panel's own animation: content inside may animate too.
  ctx.listen(panel, 'animationend', (event) => {
    if (event.target === panel) actor.send({ type: 'ANIMATION_END' });
  });
  ctx.listen(wrap, 'transitionend', (event) => {
    if (event.target === wrap) appearance.transitionDone();
  });
  ctx.listen<KeyboardEvent>(panel, 'keydown', (event) => modality.keydown(event));

  // Triggers that open whatever the rules say: a click on the chosen element, an item added to the cart.
  if (settings.on_click === 'yes' && settings.on_click_element) {
    const targets = selectAll(ctx.page.document, settings.on_click_element, `${name}.on_click_element`, warn);
    if (targets) {
      targets.forEach((target) => target.setAttribute('data-off-canvas', settings.on_click_element));
      ctx.onCleanup(
        page.onClick(settings.on_click_element, (event) => {
          event.preventDefault();
          actor.send({ type: 'OPEN', count: false });
        }),
      );
    }
  }
  if (settings.on_add_to_cart === 'yes') ctx.bus.on('added_to_cart', () => actor.send({ type: 'OPEN', count: true }));

  // The observed triggers, watched only while an automatic opening can still happen.
  if (!actor.getSnapshot().matches({ automatic: 'watching' })) return;
  const stops = watchTriggers(ctx, page, settings, name, (event) => actor.send(event), warn);
  const stopAll = () => stops.splice(0).forEach((stop) => stop());
  const subscription = actor.subscribe((snapshot) => {
    if (!snapshot.matches({ automatic: 'watching' })) stopAll();
  });
  ctx.onCleanup(() => {
    subscription.unsubscribe();
    stopAll();
  });
}
