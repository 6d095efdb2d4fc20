import { createActor } from 'xstate';
import { createFakeClock } from '../../../test/support';
import { TAB_FADE_MS, tabsWidgetMachine } from '../../../machines/tabs-widget';

function start(active?: string) {
  const clock = createFakeClock();
  const shown: string[] = [];
  const actor = createActor(
    tabsWidgetMachine.provide({ actions: { showActiveTab: (_args, { active: name }) => void shown.push(name) } }),
    { input: { tabs: ['fusion-tab-popular', 'fusion-tab-recent', 'fusion-tab-comments'], active }, clock },
  ).start();
  return { actor, clock, shown };
}

describe('tabs widget machine', () => {
  it('[WDG-001] choosing a tab makes it the active one', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context.active).toBe('fusion-tab-popular');
    actor.send({ type: 'SELECT', name: 'fusion-tab-recent' });
    expect(actor.getSnapshot().context.active).toBe('fusion-tab-recent');
  });

  it('[WDG-002] shows the chosen pane, reveals it over the fade, then settles', () => {
    const { actor, clock, shown } = start('fusion-tab-recent');
    actor.send({ type: 'SELECT', name: 'fusion-tab-comments' });
    expect(shown).toEqual(['fusion-tab-comments']);
    expect(actor.getSnapshot().value).toBe('revealing');
    clock.advance(TAB_FADE_MS - 1);
    expect(actor.getSnapshot().value).toBe('revealing');
    clock.advance(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('ignores the active tab and names that are not tabs', () => {
    const { actor, shown } = start();
    actor.send({ type: 'SELECT', name: 'fusion-tab-popular' });
    actor.send({ type: 'SELECT', name: 'nope' });
    expect(shown).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
