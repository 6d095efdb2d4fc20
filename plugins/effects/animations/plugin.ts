/**
 * Avada's element animations (docs/plugins/effects.md#animations): a
 * `.fusion-animated` element stays hidden until it enters the viewport, then
 * shows with its animation class, removed again once duration plus delay have
 * passed. Watching starts 300 ms after the page's load event, with one
 * IntersectionObserver per offset kind shared by all elements (plugin scope).
 * Without IntersectionObserver, with animations off, or with reduced motion,
 * elements show at once without animating. Elements inside a
 * `.fusion-delayed-animation` parent belong to that parent's own script.
 */
import type { SettingsOf } from '../../../adapters/shapes';
import type { PluginContext } from '../../../kernel/types';
import { afterLoad } from '../load';
import { prefersReducedMotion } from '../motion';
import { animationData, settings, type AnimationData, type AnimationOffset } from './settings';

export { settings };

/** Avada waits this long after load before it starts watching. */
export const START_DELAY_MS = 300;
const DELAYED_PARENT = '.fusion-delayed-animation';
/** A phone, by its user agent, as the theme tells one. */
const MOBILE_AGENT = /Mobi|Android|iPhone|iPod|iPad/i;

type Context = PluginContext<SettingsOf<typeof settings>>;
type Reveal = (entry: IntersectionObserverEntry) => void;

const OBSERVER_OPTIONS: Record<AnimationOffset, IntersectionObserverInit> = {
  'top-into-view': { threshold: 0 },
  'top-mid-of-view': { rootMargin: '0px 0px -50% 0px' },
  'bottom-in-view': { threshold: [0, 0.2, 0.4, 0.6, 0.7, 0.8, 0.9, 1] },
};

/** bottom-in-view: the whole element in view, or as much of it as the viewport can hold. */
function fullyInView(entry: IntersectionObserverEntry): boolean {
  const viewportHeight = entry.rootBounds?.height ?? 0;
  const height = entry.boundingClientRect.height;
  const needed = height > viewportHeight && height > 0 ? viewportHeight / height : 1;
  return entry.intersectionRatio >= needed - 0.001;
}

interface Watcher {
  /** Calls `reveal` once the element has arrived; returns how to stop watching. */
  watch(element: Element, offset: AnimationOffset, reveal: Reveal): () => void;
}

/** The page's observers, one per offset kind, made when watching starts. */
function watcher(ctx: Context): Watcher | null {
  return ctx.scope.get('observers', (scope): Watcher | null => {
    const reveals = new Map<Element, Reveal>();
    const observers = new Map<AnimationOffset, IntersectionObserver>();
    for (const [offset, options] of Object.entries(OBSERVER_OPTIONS) as [AnimationOffset, IntersectionObserverInit][]) {
      const observer = scope.browser.observeIntersections((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          if (offset === 'bottom-in-view' && !fullyInView(entry)) continue;
          observer!.unobserve(entry.target);
          const reveal = reveals.get(entry.target);
          reveals.delete(entry.target);
          reveal?.(entry);
        }
      }, options);
      if (!observer) return null;
      observers.set(offset, observer);
    }
    scope.onCleanup(() => observers.forEach((observer) => observer.disconnect()));
    return {
      watch(element, offset, reveal) {
        reveals.set(element, reveal);
        observers.get(offset)!.observe(element);
        return () => {
          reveals.delete(element);
          observers.get(offset)?.unobserve(element);
        };
      },
    };
  });
}

/** Whether the page animates at all: the theme's setting, the device, and the visitor's preference. */
function animates(ctx: Context): boolean {
  const status = ctx.settings.vars.status_css_animations;
  if (status === 'off') return false;
  if (status !== 'desktop_and_mobile' && MOBILE_AGENT.test(ctx.browser.userAgent())) return false;
  return !prefersReducedMotion(ctx.browser);
}

/** The body says whether the theme's CSS animates (`do-animate` / `dont-animate`), once per page. */
function markBody(ctx: Context, on: boolean): void {
  ctx.scope.get('body-class', (scope) => {
    const body = scope.browser.document.body;
    body.classList.toggle('do-animate', on);
    body.classList.toggle('dont-animate', !on);
    return true;
  });
}

/** Watching starts START_DELAY_MS after load; a promise of that moment, shared by the page's elements. */
function started(ctx: Context): Promise<void> {
  return ctx.scope.get('started', (scope) => new Promise<void>((resolve) => afterLoad(scope, () => scope.clock.setTimeout(resolve, START_DELAY_MS))));
}

function show(element: HTMLElement): void {
  element.style.visibility = 'visible';
}

function animate(element: HTMLElement, data: AnimationData, ctx: Context): void {
  show(element);
  if (!data.type) return;
  element.classList.add(data.type);
  element.style.animationDuration = `${data.durationS}s`;
  if (data.delayS) element.style.animationDelay = `${data.delayS}s`;
  const totalMs = (data.durationS + data.delayS) * 1000;
  // Removed once played, so the class does not fight the element's hover effects.
  if (totalMs > 0) ctx.clock.setTimeout(() => element.classList.remove(data.type), totalMs);
}

export function mount(element: Element, ctx: Context): void {
  const target = element as HTMLElement;
  if (target.parentElement?.closest(DELAYED_PARENT)) return;
  const on = animates(ctx);
  markBody(ctx, on);
  if (!on) return show(target);
  const data = animationData(target, (message) => ctx.log.warn(message));

  let stop: (() => void) | undefined;
  let gone = false;
  ctx.onCleanup(() => {
    gone = true;
    stop?.();
  });
  void started(ctx).then(() => {
    if (gone) return;
    const observers = watcher(ctx);
    if (!observers) return show(target);
    stop = observers.watch(target, data.offset, () => animate(target, data, ctx));
  });
}
