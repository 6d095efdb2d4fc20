/**
 * Avada's sticky containers (docs/plugins/effects.md#sticky-containers): a
 * `.fusion-sticky-container` sticks under its offset once the page scrolls to
 * it (`fusion-container-stuck`, fixed, with a spacer keeping its place so
 * nothing below moves) and rests at its parent's end when the parent runs out
 * (bottomed). Each frame only compares the scroll position with measurements;
 * they are taken at mount, after a resize, and again 350 ms after the last
 * scroll or resize (content that grew meanwhile). An element without a parent
 * is reported ('failed to find stick parent') and left as it is.
 */
import { numeric, object, pageGlobal, type SettingsOf } from '../../../adapters/shapes';
import type { PluginContext } from '../../../kernel/types';
import { findParent, readOptions, type Device, type StickyOptions } from './options';
import { stickyState, type StickyGeometry, type StickyState } from './position';

export const settings = {
  vars: pageGlobal(
    'fusionJSVars',
    object({ visibility_small: numeric(640, { min: 0 }), visibility_medium: numeric(1024, { min: 0 }) }, { nullIsAbsent: true }),
  ),
};

/** Sticky-kit's trailing re-measure after the scrolling or resizing stops. */
export const REMEASURE_DEBOUNCE_MS = 350;
export const STUCK_CLASS = 'fusion-container-stuck';
export const PARENT_MISSING = 'failed to find stick parent';
const PLACEMENT = ['position', 'top', 'bottom', 'width'] as const;

type Context = PluginContext<SettingsOf<typeof settings>>;

const px = (value: string) => parseFloat(value) || 0;

export function mount(element: Element, ctx: Context): void {
  const target = element as HTMLElement;
  const { browser, clock } = ctx;
  const { document } = browser;
  if (document.body.classList.contains('fusion-disable-sticky')) return;
  const options: StickyOptions = readOptions(target);
  const parent = findParent(target, options.parent);
  if (!parent) {
    ctx.report(new Error(PARENT_MISSING));
    return;
  }

  const { visibility_small: small, visibility_medium: medium } = ctx.settings.vars;
  const deviceNow = (): Device =>
    browser.matchesMedia(`only screen and (max-width: ${small}px)`) ? 'small' : browser.matchesMedia(`only screen and (max-width: ${medium}px)`) ? 'medium' : 'large';

  const offsetOf = (): number => {
    const heightOf = (selector: string) => Array.from(document.querySelectorAll<HTMLElement>(selector)).reduce((sum, el) => sum + el.offsetHeight, 0);
    let base = 0;
    if (typeof options.stickyOffset === 'number') base = options.stickyOffset;
    else {
      try {
        base = heightOf(options.stickyOffset);
      } catch {
        ctx.log.warn(`data-sticky-offset "${options.stickyOffset}" is neither pixels nor a selector; using 0`);
        options.stickyOffset = 0;
      }
    }
    return base + heightOf('#wpadminbar') + heightOf('.fusion-fixed-top');
  };

  let state: StickyState = 'unstuck';
  let spacer: HTMLElement | undefined;
  let geometry: StickyGeometry | undefined;
  let parentMadeRelative = false;

  const makeSpacer = (g: StickyGeometry): HTMLElement => {
    if (options.heightTransition) {
      const copy = target.cloneNode(true) as HTMLElement;
      copy.classList.add('fusion-sticky-spacer');
      copy.classList.remove('fusion-sticky-transition', STUCK_CLASS);
      copy.removeAttribute('id');
      copy.querySelectorAll('[id]').forEach((node) => node.removeAttribute('id'));
      copy.setAttribute('aria-hidden', 'true');
      copy.setAttribute('inert', '');
      return copy;
    }
    const plain = document.createElement('div');
    plain.className = 'fusion-sticky-spacer';
    Object.assign(plain.style, { height: `${g.height}px`, width: `${g.width}px` });
    return plain;
  };

  const render = (next: StickyState, g: StickyGeometry) => {
    if (next === state) return;
    if (next === 'unstuck') {
      for (const property of PLACEMENT) target.style.removeProperty(property);
      target.classList.remove(STUCK_CLASS);
      spacer?.remove();
      spacer = undefined;
    } else {
      if (!spacer) {
        const made = makeSpacer(g);
        ctx.write(() => target.after(made));
        spacer = made;
      }
      target.classList.add(STUCK_CLASS);
      target.style.width = `${g.width}px`;
      if (next === 'stuck') Object.assign(target.style, { position: 'fixed', top: `${g.offset}px`, bottom: '' });
      else {
        if (['', 'static'].includes(browser.computedStyle(parent).position)) {
          parent.style.position = 'relative';
          parentMadeRelative = true;
        }
        Object.assign(target.style, { position: 'absolute', top: 'auto', bottom: `${g.parentPaddingBottom}px` });
      }
    }
    state = next;
  };

  const measure = (scrollY: number): StickyGeometry => {
    const style = browser.computedStyle(target);
    const box = (spacer ?? target).getBoundingClientRect();
    const parentBox = parent.getBoundingClientRect();
    const parentStyle = browser.computedStyle(parent);
    const parentTopInset = px(parentStyle.borderTopWidth) + px(parentStyle.paddingTop);
    const parentBottomInset = px(parentStyle.borderBottomWidth) + px(parentStyle.paddingBottom);
    const offset = offsetOf();
    return {
      top: box.top + scrollY - px(style.marginTop) - offset,
      height: box.height + px(style.marginTop) + px(style.marginBottom),
      width: box.width,
      offset,
      parentTop: parentBox.top + scrollY + parentTopInset,
      parentHeight: parentBox.height - parentTopInset - parentBottomInset,
      parentPaddingBottom: px(parentStyle.paddingBottom),
    };
  };

  const toggleClasses = (scrollY: number, previousY: number, g: StickyGeometry) => {
    const past = scrollY - g.top;
    target.classList.toggle('fusion-sticky-transition', state !== 'unstuck' && past > options.transitionOffset);
    if (options.scrollOffset === undefined) return;
    if (scrollY !== previousY) {
      target.classList.toggle('fusion-scrolling-up', scrollY < previousY);
      target.classList.toggle('fusion-scrolling-down', scrollY > previousY);
    }
    target.classList.toggle('fusion-sticky-scroll-transition', past > options.scrollOffset);
  };

  let device = deviceNow();
  let previousY = browser.scrollPosition().y;

  ctx.onCleanup(() => {
    if (geometry) render('unstuck', geometry);
    target.classList.remove('fusion-sticky-transition', 'fusion-sticky-scroll-transition', 'fusion-scrolling-up', 'fusion-scrolling-down');
    if (parentMadeRelative) parent.style.removeProperty('position');
  });

  const place = (y: number, before: number, g: StickyGeometry, enabled: boolean) => {
    render(enabled ? stickyState(y, g, options.bottoming) : 'unstuck', g);
    toggleClasses(y, before, g);
  };

  let pending: number | undefined;
  /** Once scrolling or resizing has stopped: what moved on the page meanwhile is measured again (one read, then writes). */
  const settleLater = () => {
    clock.clearTimeout(pending);
    pending = clock.setTimeout(() => {
      if (!options.devices.has(device)) return;
      const y = browser.scrollPosition().y;
      geometry = measure(y);
      place(y, y, geometry, true);
    }, REMEASURE_DEBOUNCE_MS);
  };

  ctx.onCleanup(
    browser.followViewport((viewport, changes) => {
      if (changes.resized) device = deviceNow();
      const enabled = options.devices.has(device);
      if (enabled && (changes.resized || !geometry)) geometry = measure(viewport.scrollY);
      const g = geometry;
      const y = viewport.scrollY;
      const before = previousY;
      previousY = y;
      return () => {
        if (!g) return;
        place(y, before, g, enabled);
        settleLater();
      };
    }),
  );
}
