/**
 * Avada's 100%-height scroll sections (docs/plugins/scroll-sections.md): one
 * mount per `.fusion-scroll-section` group. The group machine decides which
 * element shows and when scrolling is locked; a stage renders it (fade, or
 * slides moved by gsap); the page's one viewport follower reports where the
 * group is each frame. Links, the address's hash and the keyboard are
 * listened to once per page, in the plugin's scope, for every group.
 */
import type { Viewport } from '../../adapters/browser';
import type { PluginContext } from '../../kernel/types';
import { scrollSectionMachine, type Direction } from '../../machines/scroll-sections/scroll-section';
import { prefersReducedMotion } from '../effects/motion';
import { SCROLL_ANIMATIONS, type ScrollAnimation } from './animations';
import { createFadeStage } from './fade-stage';
import { fadeGroupFills, fadeRestingScroll, sideOf, slideGroupFills, slideRestingScroll, type GroupReading } from './geometry';
import { holdScrolling } from './hold';
import { followInput } from './input';
import { pageWide, type GroupHandle } from './page-wide';
import { settings, toScrollSectionSettings, type ScrollSectionSettings } from './settings';
import { createSlideStage } from './slide-stage';
import { labelNavLinks, type GroupParts } from './marks';
import type { Stage, StageLayout } from './stage';

export { settings };

/** Avada's default `data-speed` (container_hundred_percent_animation_speed), ms. */
export const DEFAULT_SPEED_MS = 800;
const ELEMENTS = ':scope > [data-element], :scope > .swiper-wrapper > [data-element]';

type Context = PluginContext<import('../../adapters/shapes').SettingsOf<typeof settings>>;

function animationOf(group: HTMLElement, ctx: Context): ScrollAnimation {
  const name = group.dataset.animation ?? 'fade';
  const known = SCROLL_ANIMATIONS[name];
  if (known) return known;
  const fallback = group.querySelector(':scope > .swiper-wrapper') ? 'slide' : 'fade';
  ctx.log.warn(`scroll section #${group.id}: unknown data-animation "${name}"; using "${fallback}"`);
  return SCROLL_ANIMATIONS[fallback]!;
}

function speedOf(group: HTMLElement): number {
  const speed = Number(group.dataset.speed);
  return Number.isFinite(speed) && speed >= 0 ? speed : DEFAULT_SPEED_MS;
}

/** Admin bar, fixed top frame and (unless transparent) the sticky header: what the group sits under. */
function measureOffset(ctx: Context, options: ScrollSectionSettings): number {
  const { document } = ctx.browser;
  const heightOf = (selector: string) => (document.querySelector<HTMLElement>(selector)?.offsetHeight ?? 0);
  let offset = heightOf('#wpadminbar') + heightOf('.fusion-fixed-top');
  const sticky = ctx.global('getStickyHeaderHeight');
  if (!options.stickyHeaderTransparent && typeof sticky === 'function') {
    try {
      const height = Number((sticky as (shrunk: boolean) => unknown)(true));
      if (Number.isFinite(height) && height > 0) offset += height;
    } catch (error) {
      ctx.log.debug('getStickyHeaderHeight failed', error);
    }
  }
  return offset;
}

export function mount(element: Element, ctx: Context): void {
  const group = element as HTMLElement;
  const parts: GroupParts = {
    group,
    elements: Array.from(group.querySelectorAll<HTMLElement>(ELEMENTS)),
    navLinks: Array.from(group.querySelectorAll<HTMLAnchorElement>('.fusion-scroll-section-nav a.fusion-scroll-section-link')),
  };
  // One element is just a 100%-height container: nothing to step through.
  if (parts.elements.length < 2) return;

  const options = toScrollSectionSettings(ctx.settings);
  const { browser } = ctx;
  const animation = animationOf(group, ctx);
  const fade = animation.kind === 'fade';
  const reducedMotion = prefersReducedMotion(browser);
  const speedMs = speedOf(group);
  const stage: Stage =
    animation.kind === 'fade'
      ? createFadeStage(parts, reducedMotion)
      : createSlideStage(parts, {
          animation,
          speedMs,
          reducedMotion,
          loadGsap: () => ctx.scope.cached('gsap', () => import('gsap').then((module) => module.gsap)),
          report: (error) => ctx.report(error),
        });
  ctx.onCleanup(() => stage.dispose());
  ctx.onCleanup(labelNavLinks(parts));

  const mobileQuery = `only screen and (max-width: ${options.contentBreakPoint}px)`;
  const isMobile = () => !options.fullHeightOnMobile && browser.matchesMedia(mobileQuery);

  let layout: StageLayout = { offset: 0, left: 0, width: 0 };
  let reading: GroupReading;
  const measure = (viewport: Pick<Viewport, 'scrollY' | 'height'>, resized: boolean): GroupReading => {
    const rect = group.getBoundingClientRect();
    if (resized) layout = { offset: measureOffset(ctx, options), left: rect.left, width: rect.width };
    return { top: rect.top + viewport.scrollY, height: rect.height, scrollY: viewport.scrollY, viewportHeight: viewport.height, offset: layout.offset };
  };
  reading = measure({ scrollY: browser.scrollPosition().y, height: browser.viewport().height }, true);
  let lastScrollY = reading.scrollY;
  /** Where the page rests while the current element shows; held there while a move locks scrolling. */
  let resting = reading.scrollY;
  const holdAt = (target: number) => {
    if (Math.abs(browser.scrollPosition().y - target) >= 1) browser.scrollTo(target);
    // Our own scroll: the group is where we put it, and it is no step of the visitor's.
    reading = { ...reading, scrollY: target };
    lastScrollY = target;
  };

  const lockMs = fade ? options.sensitivityMs : Math.max(options.sensitivityMs, speedMs);
  const actor = ctx.spawn(
    scrollSectionMachine.provide({
      actions: {
        show: (_args, { from, to, instant }) => stage.show(from, to, instant),
        place: (_args, { position }) => stage.place(position),
        engage: (_args, { index }) => {
          group.classList.add('active');
          stage.engage(index, layout);
        },
        release: (_args, { towards }) => {
          group.classList.remove('active');
          stage.release(towards, actor.getSnapshot().context.index);
        },
        disable: () => stage.disable(),
        enable: () => stage.enable(layout, actor.getSnapshot().context.index),
        reveal: (_args, { index }) => {
          resting = fade ? fadeRestingScroll(reading, index, parts.elements.length) : slideRestingScroll(reading);
          holdAt(resting);
        },
      },
    }),
    { input: { count: parts.elements.length, lockMs, enterAtEdges: fade } },
  );
  stage.enable(layout, 0);
  holdScrolling(ctx, actor);

  let mobile = isMobile();
  const tellViewport = () => {
    const fills = fade ? fadeGroupFills(reading) : slideGroupFills(reading);
    actor.send({ type: 'VIEWPORT', mobile, fills, from: sideOf(reading) });
  };

  // The address's hash first: a group the browser already scrolled to must open at the named element, not its first.
  const handle: GroupHandle = {
    group,
    actor,
    indexOf: (target) => parts.elements.findIndex((item) => item === target || item.contains(target)),
    stepsWithKeys: !fade,
    sideways: animation.kind === 'sideways' ? { inverse: animation.inverse } : undefined,
  };
  // Small screens first: there a hash only scrolls to the element in the page's flow.
  if (mobile) tellViewport();
  ctx.onCleanup(pageWide(ctx).add(handle));
  tellViewport();

  ctx.onCleanup(
    browser.followViewport((viewport, changes) => {
      reading = measure(viewport, changes.resized);
      if (changes.resized) mobile = isMobile();
      const scrolledBy = viewport.scrollY - lastScrollY;
      lastScrollY = viewport.scrollY;
      return () => {
        if (changes.resized && !mobile) stage.layout(layout);
        // Locked: a scroll already under way when the move began (a key's smooth scroll) does not carry the page off.
        const moving = actor.getSnapshot().matches({ active: 'moving' });
        if (moving && !changes.resized && Math.abs(viewport.scrollY - resting) >= 1) holdAt(resting);
        tellViewport();
        // Fade groups step with the page's own scrolling: wheel, keys, touch and the scrollbar alike.
        if (fade && scrolledBy !== 0 && actor.getSnapshot().matches({ active: 'idle' })) {
          actor.send({ type: 'STEP', direction: (scrolledBy > 0 ? 1 : -1) as Direction });
        }
      };
    }),
  );

  if (!fade) followInput(ctx, group, actor, animation.kind === 'sideways' && animation.free, () => reading);
}
