/**
 * An Environment for unit tests of adapters and kernel parts: jsdom's window,
 * the fake clock for timers, a quiet console of mocks, and any part replaced.
 * DOM tests get theirs from openPage, which builds on the same pieces.
 */
import { browserEnvironment, type Environment } from '../../adapters/environment';
import { createFakeClock, type FakeClock } from './clock';
import { quietConsole, type TestConsole } from './console';

export type TestEnvironment = Environment & { console: TestConsole; timers: FakeClock };

export function testEnvironment(overrides: Partial<Omit<Environment, 'timers' | 'console'>> & { timers?: FakeClock; console?: TestConsole } = {}): TestEnvironment {
  return { ...browserEnvironment(window), timers: createFakeClock(), console: quietConsole(), ...overrides };
}
