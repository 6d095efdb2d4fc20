import { createActor } from 'xstate';
import { createFakeClock } from '../../../../test/support';
import { tabsMachine } from '../../../../machines/widgets/tabs';
import { TAB_CONTENT_REINIT_MS } from '../plugin';

describe('tabs machine as the product tabs use it', () => {
  it('[SHOP-030] the chosen panel is revealed, and its content re-initialised 150 ms later; [SHOP-029] one tab active', () => {
    const clock = createFakeClock(0);
    const log: string[] = [];
    const actor = createActor(
      tabsMachine.provide({
        actions: {
          showActiveTab: (_args, { active }) => void log.push(`show ${active}@${clock.now()}`),
          revealed: (_args, { active }) => void log.push(`reinit ${active}@${clock.now()}`),
        },
        delays: { reveal: TAB_CONTENT_REINIT_MS },
      }),
      { input: { tabs: ['tab-description', 'tab-reviews'] }, clock },
    ).start();
    actor.send({ type: 'SELECT', name: 'tab-reviews' });
    clock.advance(100);
    actor.send({ type: 'SELECT', name: 'tab-description' });
    clock.advance(TAB_CONTENT_REINIT_MS);
    expect(log).toEqual(['show tab-reviews@0', 'show tab-description@100', 'reinit tab-description@250']);
    expect(actor.getSnapshot().context.active).toBe('tab-description');
  });
});
