/** The failure of an http adapter call, for tests that check its kind and message. */
import { isHttpError, type HttpError } from '../../../adapters/http';

/** The rejection of a promise, which must reject with an HttpError. */
export async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (isHttpError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
