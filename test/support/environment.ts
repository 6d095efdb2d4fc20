/**
 * An Environment for unit tests of adapters and kernel parts: jsdom's window,
 * the fake clock for timers, a quiet console of mocks, and any part replaced.
 * DOM tests get theirs from openTestbed, which builds on the same pieces.
 */
import { browserEnvironment, type Environment } from '../../adapters/environment';
import { createFakeClock, type FakeClock } from './clock';
import { quietConsole, type TestConsole } from './console';
import { createSite, type FakeSite, type Routes } from './site';

export type TestEnvironment = Environment & { console: TestConsole; timers: FakeClock };

type Overrides = Partial<Omit<Environment, 'timers' | 'console'>> & { timers?: FakeClock; console?: TestConsole };

export function testEnvironment(overrides: Overrides = {}): TestEnvironment {
  return { ...browserEnvironment(window), timers: createFakeClock(), console: quietConsole(), ...overrides };
}

/** A test environment whose fetch goes to a fake site answering `routes`, on the environment's clock. */
export function siteEnvironment(routes: Routes, overrides: Omit<Overrides, 'fetch'> = {}): { env: TestEnvironment; site: FakeSite } {
  const timers = overrides.timers ?? createFakeClock();
  const site = createSite({ clock: timers, routes });
  return { env: testEnvironment({ ...overrides, timers, fetch: site.fetch as typeof fetch }), site };
}
