import { createActor } from 'xstate';
import { autoplayMachine } from '../../../machines/sliders/autoplay';
import { createFakeClock } from '../../../test/support';

function start(input: { pauseOnHover: boolean; reducedMotion?: boolean }) {
  const log: string[] = [];
  const actor = createActor(
    autoplayMachine.provide({ actions: { pause: () => void log.push('pause'), resume: () => void log.push('resume') } }),
    { input: { reducedMotion: false, ...input }, clock: createFakeClock() },
  ).start();
  return { actor, log, state: () => actor.getSnapshot().value };
}

describe('slider autoplay machine', () => {
  it('[SLD-008] with pause on hover, the pointer over the area pauses and leaving resumes', () => {
    const { actor, log, state } = start({ pauseOnHover: true });
    expect(state()).toBe('running');
    actor.send({ type: 'POINTER_ENTER' });
    expect(state()).toBe('paused');
    actor.send({ type: 'POINTER_LEAVE' });
    expect(state()).toBe('running');
    expect(log).toEqual(['pause', 'resume']);
  });

  it('[SLD-008] without pause on hover the pointer changes nothing', () => {
    const { actor, log } = start({ pauseOnHover: false });
    actor.send({ type: 'POINTER_ENTER' });
    expect(log).toEqual([]);
  });

  it('[SLD-009] [SLD-010] a playing video pauses the slider; it resumes only when every video has paused', () => {
    const { actor, log, state } = start({ pauseOnHover: false });
    actor.send({ type: 'VIDEO_PLAY' });
    actor.send({ type: 'VIDEO_PLAY' });
    expect(state()).toBe('paused');
    actor.send({ type: 'VIDEO_PAUSE' });
    expect(state()).toBe('paused');
    actor.send({ type: 'VIDEO_PAUSE' });
    expect(state()).toBe('running');
    expect(log).toEqual(['pause', 'resume']);
  });

  it('[SLD-008] [SLD-010] hover and video together: both must end before it runs again', () => {
    const { actor, log, state } = start({ pauseOnHover: true });
    actor.send({ type: 'VIDEO_PLAY' });
    actor.send({ type: 'POINTER_ENTER' });
    actor.send({ type: 'VIDEO_PAUSE' });
    expect(state()).toBe('paused');
    actor.send({ type: 'POINTER_LEAVE' });
    expect(state()).toBe('running');
    expect(log).toEqual(['pause', 'resume']);
  });

  it('with reduced motion it stays still', () => {
    const { actor, log, state } = start({ pauseOnHover: true, reducedMotion: true });
    actor.send({ type: 'POINTER_ENTER' });
    actor.send({ type: 'VIDEO_PLAY' });
    actor.send({ type: 'VIDEO_PAUSE' });
    expect(state()).toBe('still');
    expect(log).toEqual([]);
  });
});
