/**
 * The bot detector's event token (docs/plugins/anti-spam.md#injection-into-other-plugins-requests): the
 * detector script keeps it in local storage (`bot_detector_event_token`, the
 * stored-value wrapper) and announces it with `botDetectorEventTokenUpdated`.
 */
import type { StoredValues } from '../../adapters/storage';

/** The expected event token length. */
export const EVENT_TOKEN_LENGTH = 64;
export const TOKEN_STORAGE_KEY = 'bot_detector_event_token';
export const TOKEN_EVENT = 'botDetectorEventTokenUpdated';

export const isEventToken = (value: unknown): value is string => typeof value === 'string' && value.length === EVENT_TOKEN_LENGTH;

/** The stored token, whatever its age (the detector renews it), or null. */
export function storedEventToken(storage: StoredValues): string | null {
  const value = storage.local.record<unknown>(TOKEN_STORAGE_KEY)?.value;
  return isEventToken(value) ? value : null;
}
