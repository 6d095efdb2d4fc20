/** Events a page fires, recorded in order with their detail (CF7's wpcf7* events, CleanTalk's, ...). */

export interface RecordedEvent {
  name: string;
  detail: Record<string, unknown>;
}

/** Listens for `names` on `target`; the returned stop removes the listeners. */
export function recordEvents(target: EventTarget, names: readonly string[]): { events: RecordedEvent[]; stop(): void } {
  const events: RecordedEvent[] = [];
  const listener = (event: Event) => events.push({ name: event.type, detail: (event as CustomEvent).detail });
  for (const name of names) target.addEventListener(name, listener);
  return { events, stop: () => names.forEach((name) => target.removeEventListener(name, listener)) };
}
