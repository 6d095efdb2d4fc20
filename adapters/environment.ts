import { lexicalGlobal } from './lexical-globals';

/**
 * The outside world as the runtime sees it. Only adapters/ reads browser globals;
 * the kernel and plugins receive an Environment, so tests can hand in their own.
 */
export interface TimerApi {
  setTimeout(handler: () => void, ms: number): number;
  clearTimeout(id: number): void;
  setInterval(handler: () => void, ms: number): number;
  clearInterval(id: number): void;
  requestAnimationFrame(handler: (time: number) => void): number;
  cancelAnimationFrame(id: number): void;
  /** Milliseconds since the epoch. */
  now(): number;
  /**
   * Resolves in a later task: long work (mounting many matches) hands the
   * main thread back in between, so no single task grows long.
   */
  nextTask(): Promise<void>;
}

export interface Environment {
  window: Window & typeof globalThis;
  document: Document;
  timers: TimerApi;
  fetch: typeof fetch;
  /** Reads a page global by name (ctPublic, wpcf7, dlmXHR, jQuery, ...), `var` or `const`. */
  global(name: string): unknown;
  /** Storage objects; null where the browser refuses access (privacy modes, sandboxed frames). */
  localStorage(): Storage | null;
  sessionStorage(): Storage | null;
  console: Pick<Console, 'error' | 'warn' | 'info' | 'debug'>;
  random(): number;
  location(): Location;
  navigator(): Navigator;
}

type Yielding = { scheduler?: { yield?: () => Promise<void> } };

/** scheduler.yield where the browser has it (its continuation runs ahead of other tasks), else one message per task. */
function taskYielder(win: Window & typeof globalThis): () => Promise<void> {
  const { scheduler } = win as unknown as Yielding;
  if (typeof scheduler?.yield === 'function') return () => scheduler.yield!();
  if (typeof win.MessageChannel !== 'function') return () => new Promise((resolve) => win.setTimeout(resolve, 0));
  // A message, unlike a nested setTimeout(0), is not clamped to 4 ms.
  let channel: MessageChannel | undefined;
  const waiting: (() => void)[] = [];
  return () =>
    new Promise((resolve) => {
      if (!channel) {
        channel = new win.MessageChannel();
        channel.port1.onmessage = () => waiting.shift()?.();
      }
      waiting.push(resolve);
      channel.port2.postMessage(null);
    });
}

function safeStorage(read: () => Storage): () => Storage | null {
  return () => {
    try {
      return read();
    } catch {
      return null;
    }
  };
}

/** The live browser. Created once per runtime. */
export function browserEnvironment(win: Window & typeof globalThis = window): Environment {
  return {
    window: win,
    document: win.document,
    timers: {
      setTimeout: (handler, ms) => win.setTimeout(handler, ms),
      clearTimeout: (id) => win.clearTimeout(id),
      setInterval: (handler, ms) => win.setInterval(handler, ms),
      clearInterval: (id) => win.clearInterval(id),
      requestAnimationFrame: (handler) =>
        typeof win.requestAnimationFrame === 'function'
          ? win.requestAnimationFrame(handler)
          : win.setTimeout(() => handler(win.performance.now()), 16),
      cancelAnimationFrame: (id) =>
        typeof win.cancelAnimationFrame === 'function' ? win.cancelAnimationFrame(id) : win.clearTimeout(id),
      now: () => Date.now(),
      nextTask: taskYielder(win),
    },
    // Bound late so a page (or a test) that replaces window.fetch is honoured.
    fetch: (input, init) => win.fetch(input, init),
    // `var` globals live on window; some plugins print `const` ones, which only the lexical scope has.
    global: (name) => (name in win ? (win as unknown as Record<string, unknown>)[name] : lexicalGlobal(name)),
    localStorage: safeStorage(() => win.localStorage),
    sessionStorage: safeStorage(() => win.sessionStorage),
    console: win.console,
    random: () => Math.random(),
    location: () => win.location,
    navigator: () => win.navigator,
  };
}
