/** The request queue's send actor, from a function of one job and an abort signal. */
import { fromPromise } from 'xstate';
import type { QueuedJob } from '../../machines/woocommerce/request-queue';

export function sendJob<J extends QueuedJob>(send: (job: J, signal: AbortSignal) => Promise<unknown>) {
  return fromPromise<unknown, QueuedJob>(({ input, signal }) => send(input as J, signal));
}
