/**
 * The page events the triggers watch, one listener per kind for all panels of
 * a page, attached while someone watches: scroll and activity read once per
 * frame however many events arrive (passive listeners), and the pointer
 * leaving the window.
 */
import type { Cleanup, PluginContext } from '../../kernel/types';
import type { ScrollStep } from '../../machines/off-canvas/scroll';

/** What resets the inactivity timer, as in the original. */
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keypress', 'touchmove', 'scroll'];

export interface PageEvents {
  onScroll(watch: (step: ScrollStep) => void): Cleanup;
  onExitIntent(fire: () => void): Cleanup;
  onActivity(fire: () => void): Cleanup;
}

/** A page listener that exists only while someone watches: attached for the first watcher, removed with the last. */
function onDemand<T>(attach: (each: (run: (watcher: T) => void) => void) => Cleanup[]) {
  const watchers = new Set<T>();
  let detach: Cleanup[] = [];
  const each = (run: (watcher: T) => void) => [...watchers].forEach(run);
  return (watcher: T): Cleanup => {
    if (watchers.size === 0) detach = attach(each);
    watchers.add(watcher);
    return () => {
      if (!watchers.delete(watcher) || watchers.size > 0) return;
      detach.forEach((remove) => remove());
      detach = [];
    };
  };
}

export function createPageEvents(ctx: PluginContext): PageEvents {
  const { browser, clock } = ctx;

  /** Runs `work` once on the next frame however many events ask for it before then. */
  const perFrame = (work: () => void) => {
    let queued = false;
    return () => {
      if (queued) return;
      queued = true;
      clock.requestAnimationFrame(() => {
        queued = false;
        work();
      });
    };
  };

  return {
    onScroll: onDemand<(step: ScrollStep) => void>((each) => {
      let previous = browser.scrollPosition().y;
      const measure = perFrame(() => {
        const current = browser.scrollPosition().y;
        const step = { previous, current, documentHeight: browser.document.documentElement.scrollHeight };
        previous = current;
        each((watch) => watch(step));
      });
      return [ctx.listen('window', 'scroll', measure, { passive: true })];
    }),
    onExitIntent: onDemand<() => void>((each) => [
      ctx.listen<MouseEvent>('document', 'mouseout', (event) => {
        const from = event.target instanceof Element ? event.target.localName : '';
        if (event.relatedTarget === null && from !== 'select') each((fire) => fire());
      }),
    ]),
    onActivity: onDemand<() => void>((each) => {
      const report = perFrame(() => each((fire) => fire()));
      return ACTIVITY_EVENTS.map((type) => ctx.listen('document', type, report, { passive: true }));
    }),
  };
}
