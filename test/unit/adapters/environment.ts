/**
 * A test Environment: jsdom's window (whose timers Jest's fake timers replace),
 * a silent console made of mocks, and overridable parts (fetch, storage, navigator).
 */
import { browserEnvironment, type Environment } from '../../../adapters/environment';

export interface TestConsole {
  error: jest.Mock;
  warn: jest.Mock;
  info: jest.Mock;
  debug: jest.Mock;
}

export type TestEnvironment = Environment & { console: TestConsole };

export function testEnvironment(overrides: Partial<Environment> = {}): TestEnvironment {
  const console: TestConsole = { error: jest.fn(), warn: jest.fn(), info: jest.fn(), debug: jest.fn() };
  return { ...browserEnvironment(window), console, ...overrides } as TestEnvironment;
}

/** A Map-backed Storage whose setItem can be made to fail like a full quota. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  full = false;

  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, String(value));
  }
  [name: string]: unknown;
}
