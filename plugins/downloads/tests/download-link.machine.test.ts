import { createActor, fromCallback } from 'xstate';
import { createFakeClock } from '../../../test/support';
import {
  COMPLETE_CLEAR_MS,
  EXTERNAL_COMPLETE_CLEAR_MS,
  downloadLinkMachine,
  type DownloadLinkEvent,
  type TransferInput,
} from '../../../machines/downloads/download-link';

/** A machine whose transfer is driven by the test: `answer` sends what the real transfer would. */
function start() {
  const clock = createFakeClock();
  const calls: string[] = [];
  const transfers: TransferInput[] = [];
  let answer: (event: DownloadLinkEvent) => void = () => {};
  let stopped = 0;
  const actor = createActor(
    downloadLinkMachine.provide({
      actors: {
        transfer: fromCallback<DownloadLinkEvent, TransferInput>(({ input, sendBack }) => {
          transfers.push(input);
          answer = sendBack;
          return () => void stopped++;
        }),
      },
      actions: {
        showStarted: () => void calls.push('started'),
        showProgress: (_a, { loaded, total }) => void calls.push(`progress ${loaded}/${total}`),
        showCompleted: () => void calls.push('completed'),
        clearCompleted: () => void calls.push('cleared'),
        restoreLink: () => void calls.push('restored'),
        showFailure: (_a, { message, noXhr }) => void calls.push(`failure ${message} ${noXhr}`),
      },
    }),
    { clock },
  ).start();
  return { actor, clock, calls, transfers, answer: (event: DownloadLinkEvent) => answer(event), stopped: () => stopped };
}

describe('download link machine', () => {
  it('[DL-004] goes idle, then started, then completed, and back to idle when the class is cleared', () => {
    const { actor, clock, calls, answer } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'START', url: '/download/1/' });
    expect(actor.getSnapshot().value).toBe('started');
    answer({ type: 'DONE' });
    expect(actor.getSnapshot().value).toBe('completed');
    clock.advance(COMPLETE_CLEAR_MS);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual(['started', 'completed', 'cleared']);
  });

  it('[DL-004] [DL-009] a started download can end aborted or failed, and both restore the link', () => {
    const { actor, calls, answer } = start();
    actor.send({ type: 'START', url: '/download/1/' });
    answer({ type: 'ABORT' });
    expect(actor.getSnapshot().value).toBe('aborted');
    actor.send({ type: 'START', url: '/download/1/' });
    answer({ type: 'FAIL', message: 'boom', noXhr: true });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(calls).toEqual(['started', 'restored', 'started', 'restored', 'failure boom true']);
  });

  it('[DL-007] download-complete is cleared after 4 s, not before', () => {
    const { actor, clock, calls, answer } = start();
    actor.send({ type: 'START', url: '/download/1/' });
    answer({ type: 'DONE' });
    clock.advance(COMPLETE_CLEAR_MS - 1);
    expect(calls).not.toContain('cleared');
    clock.advance(1);
    expect(calls).toContain('cleared');
    expect(COMPLETE_CLEAR_MS).toBe(4000);
  });

  it('[DL-008] [DL-015] an external download runs a second transfer of the external URL and clears after 1 s', () => {
    const { actor, clock, calls, transfers, answer, stopped } = start();
    actor.send({ type: 'START', url: '/download/9/' });
    answer({ type: 'EXTERNAL', url: 'https://files.example/x.zip', origin: { 'x-dlm-download-id': '9' } });
    expect(stopped()).toBe(1);
    expect(transfers).toEqual([
      { url: '/download/9/', external: false, origin: {} },
      { url: 'https://files.example/x.zip', external: true, origin: { 'x-dlm-download-id': '9' } },
    ]);
    answer({ type: 'DONE' });
    clock.advance(EXTERNAL_COMPLETE_CLEAR_MS - 1);
    expect(actor.getSnapshot().value).toBe('completed');
    clock.advance(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(EXTERNAL_COMPLETE_CLEAR_MS).toBe(1000);
    expect(calls.filter((c) => c === 'cleared')).toHaveLength(1);
  });

  it('[DL-006] reports progress while started', () => {
    const { actor, calls, answer } = start();
    actor.send({ type: 'START', url: '/download/1/' });
    answer({ type: 'PROGRESS', loaded: 5, total: 10 });
    expect(calls).toEqual(['started', 'progress 5/10']);
  });

  it('a second START while started does nothing; a finished download can start again', () => {
    const { actor, clock, transfers, answer } = start();
    actor.send({ type: 'START', url: '/download/1/' });
    actor.send({ type: 'START', url: '/download/1/' });
    expect(transfers).toHaveLength(1);
    answer({ type: 'DONE' });
    actor.send({ type: 'START', url: '/download/1/' });
    expect(actor.getSnapshot().value).toBe('started');
    expect(transfers).toHaveLength(2);
    answer({ type: 'DONE' });
    clock.advance(COMPLETE_CLEAR_MS);
    actor.send({ type: 'START', url: '/download/1/' });
    expect(transfers).toHaveLength(3);
  });

  it('restarting during the completed window clears the completed look first and cancels the pending clear', () => {
    const { actor, clock, calls, answer } = start();
    actor.send({ type: 'START', url: '/download/1/' });
    answer({ type: 'DONE' });
    actor.send({ type: 'START', url: '/download/1/' });
    clock.advance(COMPLETE_CLEAR_MS);
    expect(actor.getSnapshot().value).toBe('started');
    expect(calls).toEqual(['started', 'completed', 'cleared', 'started']);
  });
});
