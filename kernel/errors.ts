/**
 * One place where the runtime's failures surface: console.error with the plugin
 * and element, plus a `runtime:error` bus event. Each error object is reported
 * once, however many layers it crosses (an actor error that also rejects a promise).
 */
import type { RuntimeErrorInfo } from './events';

/** `publish: false` logs only (used for failures of runtime:error listeners themselves, which must not loop). */
export type Report = (info: RuntimeErrorInfo, publish?: boolean) => void;

export function createReporter(
  log: (message: string, ...details: unknown[]) => void,
  publish: (info: RuntimeErrorInfo) => void,
): Report {
  const seen = new WeakSet<object>();
  return (info, shouldPublish = true) => {
    const { error } = info;
    if (error !== null && typeof error === 'object') {
      if (seen.has(error)) return;
      seen.add(error);
    }
    const who = info.plugin ? `plugin "${info.plugin}"` : 'the kernel';
    try {
      if (info.element) log(`[site-runtime] ${who} failed during ${info.phase} on`, info.element, error);
      else log(`[site-runtime] ${who} failed during ${info.phase}:`, error);
    } catch {
      // A console that throws must not take the runtime down with it.
    }
    if (!shouldPublish) return;
    try {
      publish(info);
    } catch {
      // Listeners are isolated by the bus; this guards a bus that is being torn down.
    }
  };
}
