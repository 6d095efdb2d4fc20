/**
 * A cart request queue (machines/woocommerce/request-queue.ts) made at its
 * first job: xstate, the machine and the HTTP client load then, with the
 * visitor's first click, so a page where nobody adds, removes or updates
 * downloads none of them (docs/bench.md#what-each-chunk-is-for). Jobs given
 * while they load keep their order. A load that fails fails each job given
 * meanwhile (the plugin shows its usual error), and the next job tries again.
 */
import type { HttpClient, HttpConfig } from '../../adapters/http';
import type { PluginContext } from '../../kernel/types';
import type { QueuedJob } from '../../machines/woocommerce/request-queue';
import { madeOnDemand } from '../made-on-demand';

export interface QueueWork<J extends QueuedJob> {
  /** Sends one job's request and resolves with its answer. */
  send(job: J, signal: AbortSignal, http: HttpClient): Promise<unknown>;
  succeed(job: J, output: unknown, superseded: boolean): void;
  fail(job: J, error: unknown, superseded: boolean): void;
  /** The queue started working / ran dry. */
  busy?(): void;
  idle?(): void;
}

/** `ctx` declares `onDemand: ['spawn', 'http']`. Returns the function that queues a job. */
export function queueOnDemand<J extends QueuedJob>(ctx: PluginContext, http: HttpConfig, work: QueueWork<J>): (job: J) => void {
  const queue = madeOnDemand(() =>
    Promise.all([ctx.onDemand('spawn'), ctx.onDemand('http'), import('./queue-actor')]).then(([spawn, client, { startQueue }]) =>
      startQueue(spawn, client(http), work),
    ),
  );
  return (job) => queue.use((enqueue) => enqueue(job), (error) => work.fail(job, error, false));
}
