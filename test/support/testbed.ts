/**
 * A testbed for DOM tests: a page in jsdom (markup and page globals) and a runtime with
 * the given plugins over an Environment whose timers are the fake clock, whose
 * fetch and beacons go to the fake site, and whose navigations are recorded.
 * `close()` stops the runtime and puts everything back (globals, address,
 * body, patched globals, leak watch), so tests do not bleed into each other;
 * cookies and storage stay, as a visitor's do from one page to the next. It
 * then fails the test if the stopped runtime left anything behind, so every
 * DOM test is a leak test.
 */
import { browserEnvironment, type Environment } from '../../adapters/environment';
import { createRuntime, type Runtime } from '../../kernel/runtime';
import type { PluginDefinition } from '../../kernel/types';
import { navigatorWithBeacon, recordingLocation } from './browser-views';
import { createFakeClock, FRAME_MS, type FakeClock } from './clock';
import { fakeLayout, type FakeLayout, type LayoutSize } from './layout';
import { quietConsole, watchedConsole, type TestConsole } from './console';
import { recordEvents, type RecordedEvent } from './events';
import { trackLeaks, type LeakTracker } from './leaks';
import { markupOf } from './markup';
import { captureSavedFiles, type SavedFile } from './saved-files';
import { createSite, type FakeSite, type Routes } from './site';

export interface TestbedOptions {
  /** Page globals set on window before start (ctPublic, wpcf7, jQuery, ...); removed on close. */
  globals?: Record<string, unknown>;
  routes?: Routes;
  /** The page's address, same origin as jsdom's ('/checkout/?utm_source=x'); put back on close. */
  url?: string;
  /** A clock of the test's own (one started at a given time); a fresh one otherwise. */
  clock?: FakeClock;
  /** Parts of the Environment to replace (window, random, navigator, ...). */
  env?: Partial<Environment>;
  /** Keeps the runtime's console output off the terminal; testbed.console records it either way. */
  quiet?: boolean;
  /** false: the runtime is built, not started (kernel tests drive start and stop themselves). */
  start?: boolean;
  /**
   * false: close() does not fail the test on what the page left behind (listeners on the window, the
   * document or the page, pending timers, live actors or portals). Only for tests of the leak tracker itself.
   */
  leakCheck?: boolean;
}

/** A fake layout for the page (test/support/layout.ts), made before the markup goes in and restored on close. */
export interface LayoutOptions extends LayoutSize {
  documentHeight?: number;
  reducedMotion?: boolean;
  /** Places the markup's boxes before the runtime starts. */
  place?(layout: FakeLayout): void;
}

export interface Testbed {
  runtime: Runtime;
  env: Environment;
  clock: FakeClock;
  site: FakeSite;
  leaks: LeakTracker;
  /** The runtime's console (unless options.env replaced it). */
  console: TestConsole;
  /** Where the runtime sent the browser through env.location(): assign, replace, reload, href. */
  navigations: string[];
  /** Files saved through an object URL and a download link. */
  savedFiles: SavedFile[];
  /**
   * Lets promises, dynamic imports, React renders and body reads run; with `ms`,
   * also moves the clock that far, firing each timer due on the way in order with
   * the page's async work run in between.
   */
  settle(ms?: number): Promise<void>;
  /** Starts the runtime and settles (for a testbed opened with start: false). */
  start(): Promise<void>;
  /** Events of these names on `target` (the document unless given), in order, with their detail. */
  recordEvents(names: readonly string[], target?: EventTarget): RecordedEvent[];
  /** Stops and puts back; throws, naming them, if listeners, timers, actors or portals are left (see leakCheck). */
  close(): void;
}

export interface LaidOutTestbed extends Testbed {
  layout: FakeLayout;
  /** Scrolls the fake layout to `y` and settles one frame: the scroll listeners and the frame they asked for. */
  scrollTo(y: number): Promise<void>;
}

/** Real turns of the event loop per settle round: enough for React's scheduler and chained promises. */
const TURNS_PER_ROUND = 4;
/** A settle ends after this many rounds in a row found no timer due. */
const QUIET_ROUNDS = 2;
/** How long (real time) a settle waits for plugin code that is still loading. */
const LOAD_WAIT_MS = 1500;

const realTurns = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise<void>((resolve) => setTimeout(resolve, 0));
};

let openedTestbed: Testbed | undefined;

/** Sets globals on the window and returns how to put the previous ones back. */
function setGlobals(win: Window, globals: Record<string, unknown>): () => void {
  const saved = Object.keys(globals).map((name) => [name, Object.getOwnPropertyDescriptor(win, name)] as const);
  Object.assign(win, globals);
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(win, name, descriptor);
      else delete (win as unknown as Record<string, unknown>)[name];
    }
  };
}

function moveTo(win: Window, url: string | undefined): () => void {
  if (url === undefined) return () => undefined;
  const before = win.location.href;
  win.history.replaceState(null, '', url);
  return () => win.history.replaceState(null, '', before);
}

/**
 * Opens a testbed: `markup` is a fixture name of fixtures/markup/ or HTML (a list
 * is joined in order), `plugins` the definitions the runtime starts with.
 */
export async function openTestbed(
  markup: string | readonly string[],
  plugins: readonly PluginDefinition[],
  options: TestbedOptions & { layout: LayoutOptions },
): Promise<LaidOutTestbed>;
export async function openTestbed(markup: string | readonly string[], plugins: readonly PluginDefinition[], options?: TestbedOptions & { layout?: LayoutOptions }): Promise<Testbed>;
export async function openTestbed(
  markup: string | readonly string[],
  plugins: readonly PluginDefinition[],
  options: TestbedOptions & { layout?: LayoutOptions } = {},
): Promise<Testbed | LaidOutTestbed> {
  if (openedTestbed) throw new Error('openTestbed: the previous testbed is still open; close() it first');
  const win = window as Window & typeof globalThis;
  const layout = options.layout && laidOut(win, options.layout);
  const clock = options.clock ?? createFakeClock();
  const body = win.document.body;
  const bodyAttributes = Array.from(body.attributes, (attribute) => [attribute.name, attribute.value] as const);
  const leaveAddress = moveTo(win, options.url);
  body.innerHTML = (typeof markup === 'string' ? [markup] : markup).map(markupOf).join('\n');
  const removeGlobals = setGlobals(win, options.globals ?? {});
  const site = createSite({ clock, routes: options.routes, window: win });
  const files = captureSavedFiles(win);
  const navigations: string[] = [];
  const testConsole = options.quiet ? quietConsole() : watchedConsole(win.console);
  let runtime: Runtime | undefined;
  const leaks = trackLeaks(win, { timers: () => clock.pending(), stats: () => runtime?.stats(), requests: () => site.inFlight() });
  const env: Environment = {
    ...browserEnvironment(win),
    timers: clock,
    fetch: site.fetch as typeof fetch,
    console: testConsole,
    location: () => recordingLocation(win, navigations),
    navigator: () => navigatorWithBeacon(win, site.sendBeacon),
    ...options.env,
  };
  runtime = createRuntime({ env, definitions: plugins });
  const recorders: (() => void)[] = [];
  let closed = false;

  const testbed: Testbed & Partial<Pick<LaidOutTestbed, 'layout' | 'scrollTo'>> = {
    layout,
    scrollTo: layout
      ? async (y: number) => {
          layout.scrollTo(y);
          await testbed.settle(FRAME_MS);
        }
      : undefined,
    runtime,
    env,
    clock,
    site,
    leaks,
    console: testConsole,
    navigations,
    savedFiles: files.saved,
    async settle(ms = 0) {
      const end = clock.now() + ms;
      const loadDeadline = Date.now() + LOAD_WAIT_MS;
      for (let quiet = 0; quiet < QUIET_ROUNDS; ) {
        await realTurns(TURNS_PER_ROUND);
        await Promise.all([site.idle(), files.idle()]);
        // A plugin whose code is still loading (slow on a loaded machine) keeps the page unsettled, for a
        // while: some tests hold a load back on purpose.
        const loading = runtime !== undefined && runtime.started && (!runtime.stats().ready || runtime.stats().pending > 0) && Date.now() < loadDeadline;
        quiet = clock.runNext(end) || loading ? 0 : quiet + 1;
      }
      clock.advance(end - clock.now());
    },
    async start() {
      testbed.runtime.start();
      await testbed.settle();
    },
    recordEvents(names, target = win.document) {
      const recorder = leaks.untracked(() => recordEvents(target, names));
      recorders.push(recorder.stop);
      return recorder.events;
    },
    close() {
      if (closed) return;
      closed = true;
      openedTestbed = undefined;
      testbed.runtime.stop();
      recorders.forEach((stop) => stop());
      // Counted while the page is whole: a listener left on an element of the page goes with the element once it is emptied.
      const leaked = leaks.check();
      leaks.restore();
      files.restore();
      removeGlobals();
      leaveAddress();
      body.innerHTML = '';
      for (const attribute of Array.from(body.attributes)) body.removeAttribute(attribute.name);
      for (const [name, value] of bodyAttributes) body.setAttribute(name, value);
      layout?.restore();
      if (leaked.length && options.leakCheck !== false) throw new Error(`the page left behind, after the runtime stopped: ${leaked.join('; ')}`);
    },
  };
  openedTestbed = testbed;
  if (layout) options.layout?.place?.(layout);
  if (options.start !== false) await testbed.start();
  return testbed;
}

function laidOut(win: Window & typeof globalThis, { width, height, screenWidth, documentHeight, reducedMotion }: LayoutOptions): FakeLayout {
  const layout = fakeLayout(win, { width, height, screenWidth });
  if (documentHeight !== undefined) layout.setDocumentHeight(documentHeight);
  if (reducedMotion) layout.reduceMotion(true);
  return layout;
}
