import { createActor } from 'xstate';
import { createFakeClock } from '../../../../test/support';
import { YOUTUBE_RETRIES, YOUTUBE_RETRY_MS, youTubeApiMachine } from '../../../../machines/effects/youtube-api';

function start() {
  const clock = createFakeClock();
  const log: string[] = [];
  const world = { api: false, checks: 0 };
  const actor = createActor(
    youTubeApiMachine.provide({
      guards: {
        apiPresent: () => {
          world.checks++;
          return world.api;
        },
      },
      actions: {
        requestScript: () => void log.push('request'),
        announceReady: () => void log.push('ready'),
        giveUp: () => void log.push('give up'),
      },
    }),
    { clock },
  ).start();
  return { actor, clock, log, world, state: () => actor.getSnapshot().value };
}

describe('YouTube iframe API machine', () => {
  it('[FX-009] asks for the script only when a video needs it, and not at all when the API is there', () => {
    const absent = start();
    expect(absent.log).toEqual([]);
    absent.actor.send({ type: 'NEED' });
    expect(absent.log).toEqual(['request']);
    absent.actor.send({ type: 'NEED' });
    expect(absent.log).toEqual(['request']);
    const present = start();
    present.world.api = true;
    present.actor.send({ type: 'NEED' });
    expect(present.log).toEqual(['ready']);
  });

  it('[FX-018] looks every 325 ms, five times, then gives up', () => {
    const { actor, clock, log, world, state } = start();
    actor.send({ type: 'NEED' });
    world.checks = 0;
    clock.advance(YOUTUBE_RETRY_MS * YOUTUBE_RETRIES - 1);
    expect(world.checks).toBe(YOUTUBE_RETRIES - 1);
    expect(state()).toBe('waiting');
    clock.advance(1);
    expect(world.checks).toBe(YOUTUBE_RETRIES);
    expect(state()).toBe('gaveUp');
    expect(log).toEqual(['request', 'give up']);
    clock.advance(10_000);
    expect(world.checks).toBe(YOUTUBE_RETRIES);
  });

  it('[FX-018] found on a later look, or announced by YouTube\'s callback, it is ready; late after giving up too', () => {
    const looked = start();
    looked.actor.send({ type: 'NEED' });
    looked.clock.advance(YOUTUBE_RETRY_MS * 3 - 1);
    looked.world.api = true;
    looked.clock.advance(1);
    expect(looked.state()).toBe('ready');
    const called = start();
    called.actor.send({ type: 'NEED' });
    called.actor.send({ type: 'API_READY' });
    expect(called.state()).toBe('ready');
    const late = start();
    late.actor.send({ type: 'NEED' });
    late.clock.advance(5000);
    late.actor.send({ type: 'API_READY' });
    expect(late.log).toEqual(['request', 'give up', 'ready']);
  });

  it('[FX-018] a script that fails gives up at once', () => {
    const { actor, log, state } = start();
    actor.send({ type: 'NEED' });
    actor.send({ type: 'SCRIPT_FAILED' });
    expect(state()).toBe('gaveUp');
    expect(log).toEqual(['request', 'give up']);
  });
});
