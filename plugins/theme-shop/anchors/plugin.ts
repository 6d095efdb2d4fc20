/**
 * In-page anchor links scroll smoothly, and anchors on other pages travel as
 * `#_id` so the browser does not jump before the page is laid out
 * (docs/plugins/theme-shop.md#anchors). One click listener for the page; the
 * scroll runs frame by frame on the clock, measuring the target only at the
 * start of each leg. With reduced motion the page jumps at once. Focus moves
 * to the target, as a native anchor jump would.
 */
import type { PluginContext } from '../../../kernel/types';
import { scrollTargetOf } from '../page-scroll';
import { easeIn, easeOut, FIRST_LEG_MS, legPosition, SECOND_LEG_MS } from './glide';
import { crossPageTarget, FOREIGN_TARGETS, planFor, SCROLL_LINKS } from './links';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function focusTarget(target: HTMLElement): void {
  if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

export function mount(_root: Element, ctx: PluginContext): void {
  const doc = ctx.browser.document;
  let frame: number | undefined;

  const destination = (target: HTMLElement) => scrollTargetOf(ctx, target);

  const run = (from: number, to: number, duration: number, ease: (t: number) => number, done: () => void) => {
    const start = ctx.clock.now();
    const step = () => {
      const elapsed = ctx.clock.now() - start;
      ctx.browser.scrollTo(legPosition(from, to, elapsed, duration, ease));
      if (elapsed < duration) frame = ctx.clock.requestAnimationFrame(step);
      else done();
    };
    frame = ctx.clock.requestAnimationFrame(step);
  };

  const scrollToTarget = (target: HTMLElement, after: () => void) => {
    ctx.clock.cancelAnimationFrame(frame);
    if (ctx.browser.matchesMedia(REDUCED_MOTION)) {
      ctx.browser.scrollTo(destination(target));
      focusTarget(target);
      after();
      return;
    }
    const from = ctx.browser.scrollPosition().y;
    const halfway = from + (destination(target) - from) / 2;
    run(from, halfway, FIRST_LEG_MS, easeIn, () => {
      run(ctx.browser.scrollPosition().y, destination(target), SECOND_LEG_MS, easeOut, () => {
        focusTarget(target);
        after();
      });
    });
  };

  const ownTarget = (id: string): HTMLElement | null => {
    const target = doc.getElementById(id);
    return target && !target.closest(FOREIGN_TARGETS) ? target : null;
  };

  ctx.listen('document', 'click', (event) => {
    const mouse = event as MouseEvent;
    if (mouse.defaultPrevented || mouse.button !== 0 || mouse.metaKey || mouse.ctrlKey || mouse.shiftKey || mouse.altKey) return;
    const link = (event.target as Element | null)?.closest?.(SCROLL_LINKS);
    if (!(link instanceof HTMLAnchorElement)) return;
    const plan = planFor(link, ctx.browser.address());
    if (!plan) return;
    if (plan.kind === 'open') {
      event.preventDefault();
      if (plan.target === '_self') ctx.browser.navigate(plan.url);
      else ctx.browser.open(plan.url, plan.target);
      return;
    }
    const target = ownTarget(plan.id);
    if (!target) return;
    event.preventDefault();
    const address = ctx.browser.address();
    address.hash = plan.hash;
    ctx.browser.replaceAddress(address.href);
    scrollToTarget(target, () => undefined);
  });

  // Arriving with #_id: scroll there once the page is laid out, then show the plain #id.
  const arrived = crossPageTarget(ctx.browser.address());
  if (arrived === null) return;
  const arrive = () => {
    const target = ownTarget(arrived);
    if (!target) return;
    scrollToTarget(target, () => {
      const address = ctx.browser.address();
      address.hash = `#${encodeURIComponent(arrived)}`;
      ctx.browser.replaceAddress(address.href);
    });
  };
  if (doc.readyState === 'complete') frame = ctx.clock.requestAnimationFrame(arrive);
  else ctx.listen('window', 'load', arrive, { once: true });
}
