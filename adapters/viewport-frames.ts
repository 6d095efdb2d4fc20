/**
 * One passive scroll listener and one passive resize listener for the whole
 * page, however many plugins follow the viewport: each frame after the window
 * scrolled or resized, every follower measures from one shared reading, and
 * only then do their writes run. So nothing writes between two measurements
 * (no forced layout), and a burst of scroll events costs one run per frame.
 */
import type { Environment } from './environment';

/** The window's scroll position and size, read once per frame. */
export interface Viewport {
  scrollX: number;
  scrollY: number;
  /** innerWidth / innerHeight. */
  width: number;
  height: number;
  /** The document's scroll height. */
  documentHeight: number;
}

/** What moved since the follower's last frame; a new follower's first frame counts as both. */
export interface ViewportChanges {
  scrolled: boolean;
  resized: boolean;
}

/**
 * Measures (reads the DOM, never writes) and may return the writes to run once
 * every follower has measured.
 */
export type ViewportFollower = (viewport: Viewport, changes: ViewportChanges) => void | (() => void);

export interface ViewportFrames {
  /** Follows the viewport from the next frame on; returns how to stop. */
  follow(follower: ViewportFollower): () => void;
  /** Asks for a frame for every follower even without a scroll (the page's layout changed). */
  refresh(): void;
}

interface Entry {
  follower: ViewportFollower;
  changes: ViewportChanges;
}

export function createViewportFrames(env: Environment): ViewportFrames {
  const { window: win, document } = env;
  const entries = new Set<Entry>();
  let frame: number | undefined;

  const read = (): Viewport => ({
    scrollX: win.scrollX,
    scrollY: win.scrollY,
    width: win.innerWidth,
    height: win.innerHeight,
    documentHeight: document.documentElement.scrollHeight,
  });

  const run = () => {
    frame = undefined;
    const viewport = read();
    const writes: (() => void)[] = [];
    for (const entry of [...entries]) {
      const changes = entry.changes;
      entry.changes = { scrolled: false, resized: false };
      if (!changes.scrolled && !changes.resized) continue;
      try {
        const write = entry.follower(viewport, changes);
        if (write) writes.push(write);
      } catch (error) {
        env.console.error('[site-runtime] a viewport follower failed', error);
      }
    }
    for (const write of writes) {
      try {
        write();
      } catch (error) {
        env.console.error('[site-runtime] a viewport follower failed', error);
      }
    }
  };

  const schedule = (scrolled: boolean, resized: boolean) => {
    for (const entry of entries) {
      entry.changes = { scrolled: entry.changes.scrolled || scrolled, resized: entry.changes.resized || resized };
    }
    frame ??= env.timers.requestAnimationFrame(run);
  };

  const onScroll = () => schedule(true, false);
  const onResize = () => schedule(false, true);
  const passive: AddEventListenerOptions = { passive: true };

  return {
    follow(follower) {
      if (entries.size === 0) {
        win.addEventListener('scroll', onScroll, passive);
        win.addEventListener('resize', onResize, passive);
      }
      const entry: Entry = { follower, changes: { scrolled: true, resized: true } };
      entries.add(entry);
      frame ??= env.timers.requestAnimationFrame(run);
      return () => {
        if (!entries.delete(entry) || entries.size > 0) return;
        win.removeEventListener('scroll', onScroll, passive);
        win.removeEventListener('resize', onResize, passive);
        if (frame !== undefined) env.timers.cancelAnimationFrame(frame);
        frame = undefined;
      };
    },
    refresh: () => schedule(true, true),
  };
}
