import { createActor } from 'xstate';
import { createFakeClock } from '../../../test/support';
import { focusTarget, TAB_FADE_MS, tabsMachine } from '../../../machines/widgets/tabs';

const TABS = ['fusion-tab-popular', 'fusion-tab-recent', 'fusion-tab-comments'];

function start(active?: string) {
  const clock = createFakeClock();
  const shown: string[] = [];
  const focused: string[] = [];
  const actor = createActor(
    tabsMachine.provide({
      actions: {
        showActiveTab: (_args, { active: name }) => void shown.push(name),
        focusTab: (_args, { name }) => void focused.push(name),
      },
    }),
    { input: { tabs: TABS, active }, clock },
  ).start();
  return { actor, clock, shown, focused };
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

  it('[WDG-001] focus moves go to the next, previous, first or last tab, wrapping at the ends, and choose nothing', () => {
    const { actor, focused, shown } = start();
    actor.send({ type: 'MOVE_FOCUS', from: 'fusion-tab-popular', to: 'next' });
    actor.send({ type: 'MOVE_FOCUS', from: 'fusion-tab-comments', to: 'next' });
    actor.send({ type: 'MOVE_FOCUS', from: 'fusion-tab-popular', to: 'previous' });
    actor.send({ type: 'MOVE_FOCUS', from: 'fusion-tab-recent', to: 'last' });
    actor.send({ type: 'MOVE_FOCUS', from: 'fusion-tab-recent', to: 'first' });
    expect(focused).toEqual(['fusion-tab-recent', 'fusion-tab-popular', 'fusion-tab-comments', 'fusion-tab-comments', 'fusion-tab-popular']);
    expect(shown).toEqual([]);
    expect(actor.getSnapshot().context.active).toBe('fusion-tab-popular');
  });

  it('a move from something that is not a tab starts at the active tab', () => {
    expect(focusTarget(TABS, 'fusion-tab-recent', 'nope', 'next')).toBe('fusion-tab-comments');
    expect(focusTarget([], '', 'nope', 'next')).toBeUndefined();
  });
});
