/** The runtime's console in tests: mocks, so tests can assert what was reported. */

export interface TestConsole {
  error: jest.Mock;
  warn: jest.Mock;
  info: jest.Mock;
  debug: jest.Mock;
}

/** Records and prints nothing. */
export function quietConsole(): TestConsole {
  return { error: jest.fn(), warn: jest.fn(), info: jest.fn(), debug: jest.fn() };
}

/** Records and passes every call on to `target` (so a spy on window.console still sees it). */
export function watchedConsole(target: Pick<Console, 'error' | 'warn' | 'info' | 'debug'>): TestConsole {
  return {
    error: jest.fn((...args: unknown[]) => target.error(...args)),
    warn: jest.fn((...args: unknown[]) => target.warn(...args)),
    info: jest.fn((...args: unknown[]) => target.info(...args)),
    debug: jest.fn((...args: unknown[]) => target.debug(...args)),
  };
}
