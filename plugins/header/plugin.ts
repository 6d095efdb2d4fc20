/**
 * Avada's sticky header on the theme's markup (docs/plugins/header.md): the
 * header sticks past its trigger position and is normal again at or above it,
 * optionally shrinking to 65 px; a placeholder keeps its full height so the
 * page never moves. Scroll and resize only queue work: each animation frame
 * reads the scroll position (and, after a resize, load or ajax call, the
 * layout) once, then writes once. The machine's actor (xstate and the
 * machine, ./sticky-actor) is made at the first scroll, or at mount when the
 * page opens already past the trigger; until it arrives the plugin sticks and
 * shrinks the header by the machine's rule itself, in the same frame.
 */
import type { StickyHeaderEvent } from '../../machines/header/sticky-header';
import { sticksAt } from '../../machines/header/sticky-layout';
import type { PluginContext } from '../../kernel/types';
import '../jquery-events';
import { madeOnDemand } from '../made-on-demand';
import { isMobileLayout, stickyPolicy, tooShortToStick } from './devices';
import { frameQueue } from './frame';
import { headerVars, type HeaderVars } from './globals';
import { findParts, measure, type HeaderMeasure, type HeaderParts } from './layout';
import { headerShrink, type HeaderShrink } from './shrink';
import { writeSticky } from './sticky';
import type { StickyWork } from './sticky-actor';

export const settings = { vars: headerVars };

/** Avada reports a shrunk sticky header one pixel shorter than its height (getStickyHeaderHeight). */
const REPORTED_SHRUNK_HEIGHT = 64;
/** fusion-reinit-sticky-header re-initialises this long after disabling (ms), as Avada does. */
const REINIT_DELAY_MS = 20;
const PASSIVE = { passive: true } as const;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export function mount(root: Element, ctx: PluginContext<{ vars: HeaderVars }>) {
  if (!(root instanceof HTMLElement)) return;
  const { vars } = ctx.settings;
  const browser = ctx.browser;
  const frame = frameQueue(ctx.clock);
  let parts: HeaderParts | null = null;
  let measured: HeaderMeasure | null = null;
  let shrinker: HeaderShrink | null = null;
  let sticking = false;
  let pageDisabled = false;

  const boxed = vars.layout_mode.toLowerCase() === 'boxed';
  const write = (on: boolean) =>
    frame.write(() => {
      if (parts && measured) writeSticky(parts, measured, on, boxed);
    });
  /** When the header last stuck (the clock's ms): the shadow's delay counts from then. */
  let stuckAt = 0;
  const setSticky = (on: boolean) => {
    sticking = on;
    if (on) stuckAt = ctx.clock.now();
    write(on);
    ctx.bus.emit('header:sticky', on);
  };

  // Each does nothing where the header already is so: the plugin may have done it before the machine arrived.
  let shrunk = false;
  const work: StickyWork = {
    stick: () => {
      if (!sticking) setSticky(true);
    },
    unstick: () => {
      if (!sticking) return;
      setSticky(false);
      // The trigger's own box is readable again: measure the page as it now is.
      frame.read(remeasure, 'measure');
    },
    shrink: (ms) => {
      if (shrunk) return;
      shrunk = true;
      shrinker?.shrink(ms);
    },
    grow: (ms) => {
      if (!shrunk) return;
      shrunk = false;
      shrinker?.grow(ms);
    },
    showShadow: () => frame.write(() => parts?.header.classList.add('fusion-sticky-shadow')),
  };

  // A load that fails is reported; the header still sticks by the rule below, and the next scroll loads again.
  const machine = madeOnDemand(async () => {
    const [spawn, { startStickyHeader }] = await Promise.all([ctx.onDemand('spawn'), import('./sticky-actor')]).catch((error: unknown) => {
      ctx.report(error);
      throw error;
    });
    return startStickyHeader(spawn, work);
  });
  /** The last measure with the scroll position since: where the machine starts when it arrives. */
  let latest: Extract<StickyHeaderEvent, { type: 'MEASURED' }> | null = null;
  let asked = false;
  const ask = () => {
    if (asked) return;
    asked = true;
    machine.ready().then(
      (made) => latest && made.send({ ...latest, stuckFor: sticking ? ctx.clock.now() - stuckAt : 0 }),
      () => (asked = false),
    );
  };
  /**
   * Sends the event to the machine, or, until it is in, does at once what the
   * machine's sticky state would do (stick, then shrink where the layout
   * shrinks; grow, then unstick), so nothing waits for its chunk. The machine
   * then starts from the same measure and finds the header as it would make it.
   */
  const follow = (event: StickyHeaderEvent) => {
    const made = machine.current;
    if (made) return made.send(event);
    if (event.type === 'MEASURED') latest = event;
    else if (latest) latest = event.type === 'SCROLLED' ? { ...latest, y: event.y } : { ...latest, enabled: false };
    if (!latest) return;
    const sticks = sticksAt(latest, latest.y);
    if (sticks) work.stick();
    if (sticks && latest.shrink) work.shrink(latest.shrinkMs);
    else work.grow(latest.shrinkMs);
    if (!sticks) work.unstick();
    if (sticks || event.type === 'SCROLLED') ask();
  };

  function remeasure() {
    const viewport = browser.viewport();
    const y = browser.scrollPosition().y;
    // The parts stay as they are while fixed; a layout change picks them again once normal.
    if (!sticking) {
      const found = findParts(root as HTMLElement, vars, isMobileLayout(viewport, vars.side_header_break_point));
      if (found?.header !== parts?.header) {
        shrinker?.reset();
        shrinker = found ? headerShrink(found.header, frame, browser) : null;
      }
      parts = found;
    }
    if (!parts) return;
    measured = measure(parts, browser, y, sticking, measured);
    const policy = stickyPolicy(parts.type, vars, viewport, browser.matchesMedia(REDUCED_MOTION));
    const short = tooShortToStick(
      { document: measured.document, window: viewport.height, header: measured.height, topBar: measured.topBar, adminBar: measured.adminBar },
      policy.shrink,
    );
    follow({
      type: 'MEASURED',
      y,
      enabled: policy.enabled && !short && !pageDisabled,
      trigger: measured.trigger,
      shrink: policy.shrink,
      shrinkMs: policy.shrinkMs,
      shadow: parts.type === 1 && vars.header_sticky_shadow,
    });
    // Still sticky after a resize: the placeholder and offsets follow the new measure.
    if (sticking) write(true);
  }

  const sample = () => follow({ type: 'SCROLLED', y: browser.scrollPosition().y });
  const queueMeasure = () => frame.read(remeasure, 'measure');
  const disable = () => {
    pageDisabled = true;
    follow({ type: 'DISABLE' });
  };
  const enable = () => {
    pageDisabled = false;
    queueMeasure();
  };

  ctx.listen('window', 'scroll', () => frame.read(sample, 'sample'), PASSIVE);
  ctx.listen('window', 'resize', queueMeasure, PASSIVE);
  ctx.listen('window', 'load', queueMeasure);
  // Whatever an ajax call changed on the page (content, a store notice), the trigger is measured again:
  // the page's jQuery calls and the runtime's own.
  ctx.bus.on('ajaxComplete', queueMeasure);
  ctx.bus.on('runtime:request-complete', queueMeasure);
  ctx.listen('window', 'fusion-disable-sticky-header', disable);
  ctx.listen('window', 'fusion-init-sticky-header', enable);
  ctx.listen('window', 'fusion-resize-stickyheader', queueMeasure);
  ctx.listen('window', 'fusion-reinit-sticky-header', () => {
    disable();
    if (vars.header_sticky) ctx.clock.setTimeout(enable, REINIT_DELAY_MS);
  });

  // Containers and scroll sections of the page ask the theme how tall the sticky header is.
  ctx.publish('getStickyHeaderHeight', (shrunk?: boolean) => {
    if (!parts || !measured) return 0;
    const policy = stickyPolicy(parts.type, vars, browser.viewport(), false);
    if (!policy.enabled) return 0;
    return parts.type === 1 && shrunk && vars.sticky_header_shrinkage ? REPORTED_SHRUNK_HEIGHT : measured.height;
  });

  queueMeasure();

  return () => {
    if (parts && measured && sticking) writeSticky(parts, measured, false, false);
    shrinker?.reset();
  };
}
