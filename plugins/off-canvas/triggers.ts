/**
 * The triggers the page observes for a panel (docs/plugins/off-canvas.md#triggers).
 * Whatever the rules say: a click on the chosen element, an item added to the
 * cart. While an automatic opening can still happen: scrolling (direction,
 * position or an element coming into view), exit intent, and activity for the
 * inactivity timer (the timed triggers live in the machine). Selectors from
 * the settings are checked here: a bad one warns, naming the field, and that
 * trigger is left out.
 */
import type { Warn } from '../../adapters/shapes';
import type { Cleanup, PluginContext } from '../../kernel/types';
import type { PanelEvent } from '../../machines/off-canvas/panel';
import { scrollTriggerFires } from '../../machines/off-canvas/scroll';
import '../woocommerce/cart-events';
import type { OffCanvasPage } from './page-wide';
import type { PanelSettings } from './settings';

/** The elements a selector from the settings finds, or undefined (with a warning) when it is not a selector. */
export function selectAll(document: Document, selector: string, field: string, warn: Warn): Element[] | undefined {
  try {
    return Array.from(document.querySelectorAll(selector));
  } catch {
    warn(field, `not a valid selector: ${selector}`);
    return undefined;
  }
}

/** One panel's side of its triggers: its settings (named `name` in warnings) and where its events go. */
export interface PanelTriggers {
  ctx: PluginContext;
  page: OffCanvasPage;
  settings: PanelSettings;
  name: string;
  send: (event: PanelEvent) => void;
  warn: Warn;
}

/** on_click and on_add_to_cart: they open the panel whatever the rules, as in the original. */
export function watchActions({ ctx, page, settings, name, send, warn }: PanelTriggers): void {
  if (settings.on_click === 'yes' && settings.on_click_element) {
    const targets = selectAll(ctx.browser.document, settings.on_click_element, `${name}.on_click_element`, warn);
    if (targets) {
      targets.forEach((target) => target.setAttribute('data-off-canvas', settings.on_click_element));
      ctx.onCleanup(
        page.onClick(settings.on_click_element, (event) => {
          event.preventDefault();
          send({ type: 'OPEN', count: false });
        }),
      );
    }
  }
  if (settings.on_add_to_cart === 'yes') ctx.bus.on('added_to_cart', () => send({ type: 'OPEN', count: true }));
}

/** The observed automatic triggers; the returned cleanups stop watching. */
export function watchTriggers({ ctx, page, settings, name, send, warn }: PanelTriggers): Cleanup[] {
  const stops: Cleanup[] = [];
  if (settings.on_scroll === 'yes') {
    if (settings.scroll_direction === 'down' && settings.scroll_to === 'element') {
      const element = settings.scroll_element ? selectAll(ctx.browser.document, settings.scroll_element, `${name}.scroll_element`, warn)?.[0] : undefined;
      if (element) stops.push(ctx.browser.onceVisible(element, () => send({ type: 'TRIGGER' })));
    } else {
      stops.push(
        page.onScroll((step) => {
          if (scrollTriggerFires(settings.scroll_direction, settings.scroll_position, step)) send({ type: 'TRIGGER' });
        }),
      );
    }
  }
  if (settings.exit_intent === 'yes') stops.push(page.onExitIntent(() => send({ type: 'TRIGGER' })));
  if (settings.after_inactivity === 'yes' && settings.inactivity_duration > 0) stops.push(page.onActivity(() => send({ type: 'ACTIVITY' })));
  return stops;
}
