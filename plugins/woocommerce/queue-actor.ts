/** The request queue's actor for queueOnDemand (queue-on-demand.ts), in its own chunk with xstate. */
import type { HttpClient } from '../../adapters/http';
import type { ServiceValue } from '../../kernel/services';
import { requestQueueMachine, type QueuedJob } from '../../machines/woocommerce/request-queue';
import type { QueueWork } from './queue-on-demand';
import { sendJob } from './queue-job';

export function startQueue<J extends QueuedJob>(spawn: ServiceValue<'spawn'>, http: HttpClient, work: QueueWork<J>): (job: J) => void {
  const actor = spawn(
    requestQueueMachine.provide({
      actions: {
        busy: () => work.busy?.(),
        idle: () => work.idle?.(),
        succeed: (_, { job, output, superseded }) => work.succeed(job as J, output, superseded),
        fail: (_, { job, error, superseded }) => work.fail(job as J, error, superseded),
      },
      actors: { send: sendJob<J>((job, signal) => work.send(job, signal, http)) },
    }),
  );
  return (job) => actor.send({ type: 'ENQUEUE', job });
}
