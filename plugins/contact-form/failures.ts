/**
 * The failures CF7 names when a call gets no readable answer (api-fetch.js). With the plugin's mount
 * code, apart from the REST client (./api): a client that cannot load is a call that could not leave.
 */
import { isHttpError } from '../../adapters/http-error';
import type { ApiFailure } from '../../machines/contact-form/contact-form';

export const FETCH_ERROR: ApiFailure = { code: 'fetch_error', message: 'You are probably offline.' };
export const INVALID_JSON: ApiFailure = { code: 'invalid_json', message: 'The response is not a valid JSON response.' };

/** fetch_error when nothing came back, invalid_json when it was not JSON; time-outs and bad statuses keep the catalogue text. */
export function toFailure(error: unknown): ApiFailure {
  if (isHttpError(error)) {
    if (error.kind === 'network') return FETCH_ERROR;
    if (error.kind === 'parse') return INVALID_JSON;
    return { code: error.kind, message: error.message };
  }
  return FETCH_ERROR;
}
