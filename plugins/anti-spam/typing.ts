/**
 * Per-field typing data (docs/plugins/anti-spam.md#hidden-form-fields, `typo` in the no-cookie
 * payload): for each comment textarea, whether it was autofilled or pasted
 * into, how many keys were typed, and their timing.
 */
import type { PluginContext } from '../../kernel/types';

export interface TypingData {
  isAutoFill: boolean;
  isUseBuffer: boolean;
  speedDelta: number;
  firstKeyTimestamp: number;
  lastKeyTimestamp: number;
  lastDelta: number;
  countOfKey: number;
}

const FIELDS = 'textarea[name="comment"]';

const blank = (): TypingData => ({ isAutoFill: false, isUseBuffer: false, speedDelta: 0, firstKeyTimestamp: 0, lastKeyTimestamp: 0, lastDelta: 0, countOfKey: 0 });

/** Delegated listeners, so comment fields rendered later count too. Returns the current data, one entry per field. */
export function trackTyping(ctx: PluginContext): () => TypingData[] {
  const doc = ctx.browser.document;
  const data = new Map<Element, TypingData>();
  const entry = (field: Element) => {
    let found = data.get(field);
    if (!found) data.set(field, (found = blank()));
    return found;
  };
  ctx.listen<InputEvent>('document', 'input', (event) => {
    const field = (event.target as Element | null)?.closest?.(FIELDS);
    if (!field) return;
    const typing = entry(field);
    // Browsers fill saved values with an input event that is no typing at all.
    if (!event.inputType || event.inputType === 'insertReplacementText') {
      typing.isAutoFill = true;
      return;
    }
    if (event.inputType === 'insertFromPaste') return;
    const now = ctx.clock.now();
    if (typing.countOfKey === 0) typing.firstKeyTimestamp = now;
    else typing.lastDelta = now - typing.lastKeyTimestamp;
    typing.lastKeyTimestamp = now;
    typing.countOfKey += 1;
    typing.speedDelta = typing.countOfKey > 1 ? Math.round((now - typing.firstKeyTimestamp) / (typing.countOfKey - 1)) : 0;
  }, { capture: true });
  ctx.listen('document', 'paste', (event) => {
    const field = (event.target as Element | null)?.closest?.(FIELDS);
    if (field) entry(field).isUseBuffer = true;
  }, { capture: true });
  return () => Array.from(doc.querySelectorAll(FIELDS), (field) => ({ ...(data.get(field) ?? blank()) }));
}
