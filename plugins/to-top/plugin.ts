/**
 * Avada's back-to-top link (docs/plugins/to-top.md): `#toTop` in its
 * `.to-top-container`. The machine decides when it shows and how long the way
 * up takes; this file draws the class and the progress ring from the page's
 * one viewport follower, and scrolls frame by frame on the runtime's clock.
 */
import type { SettingsOf } from '../../adapters/shapes';
import type { PluginContext } from '../../kernel/types';
import { toTopMachine } from '../../machines/to-top/to-top';
import { prefersReducedMotion } from '../effects/motion';
import { positionClasses, settings, toTopVars } from './settings';

export { settings };

const LINK = '.fusion-top-top-link';
const RING = '.awb-to-top-progress .awb-progress';
export const ACTIVE_CLASS = 'fusion-to-top-active';
/** After a resize the ring is drawn again once the page has settled (fonts, images). */
export const RESIZE_SETTLE_MS = 700;
/** The theme's window event that re-reads the position setting (its name is misspelt in the theme). */
export const POSITION_EVENT = 'updateToTopPostion';
/** The visitor's own input stops the way up. */
const INTERRUPTIONS = ['wheel', 'mousedown', 'keydown', 'touchstart'] as const;
/** The theme tells mobile devices by their user agent. */
const MOBILE_AGENT = /Mobi|Android|iPhone|iPod|iPad/i;

/** jQuery UI's easeInOutExpo (the curve the theme's scroll uses), for t from 0 to 1. */
export function easeInOutExpo(t: number): number {
  if (t <= 0) return 0;
  if (t >= 1) return 1;
  return t < 0.5 ? 2 ** (20 * t - 10) / 2 : (2 - 2 ** (-20 * t + 10)) / 2;
}

type Context = PluginContext<SettingsOf<typeof settings>>;

function placeContainer(container: Element, position: string): void {
  for (const name of Array.from(container.classList)) if (/^to-top-(left|right|floating)$/.test(name)) container.classList.remove(name);
  container.classList.add(...positionClasses(position));
}

/** Keyboard users land at the top of the page, not on a link now far below them. */
function focusTop(ctx: Context): void {
  const { document } = ctx.browser;
  const target = document.querySelector<HTMLElement>('#wrapper, #boxed-wrapper') ?? document.body;
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    ctx.listen(target, 'blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus({ preventScroll: true });
}

export function mount(container: Element, ctx: Context): void {
  const link = container.querySelector<HTMLAnchorElement>(LINK);
  if (!link) return;
  const ring = container.querySelector<SVGElement>(RING);
  const { browser, clock } = ctx;
  const vars = ctx.settings.vars;

  placeContainer(container, vars.totop_position);
  ctx.listen('window', POSITION_EVENT, () => {
    const live = toTopVars.parse(ctx.global('avadaToTopVars'), 'avadaToTopVars', (path, problem) => ctx.log.warn(`page global ${path}: ${problem}; using the default`));
    placeContainer(container, live.totop_position);
  });

  let frame: number | undefined;
  const stopFrames = () => {
    clock.cancelAnimationFrame(frame);
    frame = undefined;
  };
  let interruptions: (() => void)[] = [];
  /** Whether the link had the focus when the way up began (a keyboard activation). */
  let focusedLink = false;

  const viewport = browser.viewport();
  const scrollY = browser.scrollPosition().y;
  const maxScroll = browser.document.documentElement.scrollHeight - viewport.height;
  const actor = ctx.spawn(
    toTopMachine.provide({
      actions: {
        show: () => link.classList.add(ACTIVE_CLASS),
        hide: () => link.classList.remove(ACTIVE_CLASS),
        drawRing: (_args, { offset }) => ring?.style.setProperty('stroke-dashoffset', String(offset)),
        travel: (_args, { from, durationMs }) => {
          focusedLink = browser.document.activeElement === link;
          interruptions = INTERRUPTIONS.map((type) => ctx.listen('window', type, () => actor.send({ type: 'INTERRUPT' }), { passive: true }));
          if (durationMs <= 0) return;
          const start = clock.now();
          const step = () => {
            const t = (clock.now() - start) / durationMs;
            browser.scrollTo(Math.round(from * (1 - easeInOutExpo(t))));
            frame = t < 1 ? clock.requestAnimationFrame(step) : undefined;
          };
          frame = clock.requestAnimationFrame(step);
        },
        stopTravel: () => {
          stopFrames();
          interruptions.forEach((stop) => stop());
          interruptions = [];
        },
        arrive: () => {
          browser.scrollTo(0);
          // The link hides near the top, which takes the focus from it: what counts is where the focus was.
          const { activeElement, body } = browser.document;
          if (focusedLink && (activeElement === link || activeElement === body || activeElement === null)) focusTop(ctx);
        },
      },
    }),
    {
      input: {
        y: scrollY,
        maxScroll,
        downOnly: vars.totop_scroll_down_only === 1,
        reducedMotion: prefersReducedMotion(browser),
        blocked: MOBILE_AGENT.test(browser.userAgent()) && !vars.status_totop.includes('mobile'),
      },
    },
  );

  let settle: number | undefined;
  let firstFrame = true;
  ctx.onCleanup(
    browser.followViewport((view, changes) => {
      const reading = { y: view.scrollY, maxScroll: view.documentHeight - view.height };
      const resized = changes.resized && !firstFrame;
      firstFrame = false;
      return () => {
        actor.send({ type: 'SCROLLED', ...reading });
        if (!resized) return;
        clock.clearTimeout(settle);
        settle = clock.setTimeout(() => browser.refreshViewport(), RESIZE_SETTLE_MS);
      };
    }),
  );

  ctx.listen<MouseEvent>(link, 'click', (event) => {
    event.preventDefault();
    actor.send({ type: 'GO_TOP' });
  });
}
