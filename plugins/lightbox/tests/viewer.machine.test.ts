import { createActor } from 'xstate';
import { viewerMachine } from '../../../machines/lightbox/viewer';
import { createFakeClock } from '../../../test/support';
import { LIGHTBOX_SPEEDS } from '../settings';

function start(speed: number) {
  const clock = createFakeClock();
  const log: string[] = [];
  const actor = createActor(
    viewerMachine.provide({
      actions: {
        present: () => void log.push('present'),
        showItem: (_args, { index }) => void log.push(`show ${index}`),
        dismiss: () => void log.push('dismiss'),
        teardown: () => void log.push('teardown'),
      },
    }),
    { input: { speed }, clock },
  ).start();
  return { actor, clock, log };
}

describe('lightbox viewer machine', () => {
  it('[LBX-004] fades in and out over the speed: fast 100, normal 400, slow 800 ms', () => {
    expect(LIGHTBOX_SPEEDS).toEqual({ fast: 100, normal: 400, slow: 800 });
    for (const speed of Object.values(LIGHTBOX_SPEEDS)) {
      const { actor, clock, log } = start(speed);
      actor.send({ type: 'OPEN', count: 1, index: 0 });
      expect(actor.getSnapshot().value).toEqual({ shown: 'opening' });
      clock.advance(speed - 1);
      expect(actor.getSnapshot().value).toEqual({ shown: 'opening' });
      clock.advance(1);
      expect(actor.getSnapshot().value).toEqual({ shown: 'open' });
      actor.send({ type: 'CLOSE' });
      expect(actor.getSnapshot().value).toBe('closing');
      clock.advance(speed - 1);
      expect(log).toEqual(['present', 'show 0', 'dismiss']);
      clock.advance(1);
      expect(actor.getSnapshot().value).toBe('closed');
      expect(log).toEqual(['present', 'show 0', 'dismiss', 'teardown']);
    }
  });

  it('[LBX-003] pages through a gallery, wrapping at both ends, and jumps to a deep-linked item', () => {
    const { actor, log } = start(0);
    actor.send({ type: 'OPEN', count: 3, index: 2 });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PREV' });
    actor.send({ type: 'PREV' });
    actor.send({ type: 'GOTO', index: 0 });
    expect(log).toEqual(['present', 'show 2', 'show 0', 'show 2', 'show 1', 'show 0']);
  });

  it('a single item ignores NEXT and PREV; nothing pages while closed or closing', () => {
    const { actor, clock, log } = start(400);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'OPEN', count: 1, index: 0 });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'PREV' });
    clock.advance(400);
    actor.send({ type: 'NEXT' });
    expect(log).toEqual(['present', 'show 0', 'dismiss', 'teardown']);
  });
});
