import { createActor } from 'xstate';
import { createFakeClock } from '../../../test/support';
import { disclosureMachine, SLIDE_DURATION_MS } from '../../../machines/mobile-menu/disclosure';
import { flyoutMachine, type FlyoutPanel } from '../../../machines/mobile-menu/flyout';
import { MIN_DIVIDER_WIDTH, needsDivider } from '../divider';

function disclosure(slideMs?: number) {
  const clock = createFakeClock();
  const calls: string[] = [];
  const actor = createActor(
    disclosureMachine.provide({
      actions: {
        slideOpen: (_args, { ms }) => void calls.push(`open ${ms}`),
        slideShut: (_args, { ms }) => void calls.push(`shut ${ms}`),
        settle: (_args, { expanded }) => void calls.push(expanded ? 'expanded' : 'collapsed'),
      },
    }),
    { input: { slideMs }, clock },
  ).start();
  return { actor, clock, calls };
}

describe('mobile menu disclosure machine', () => {
  it('[HDR-011] the mobile menu is collapsed, then expanded, then collapsed again', () => {
    const { actor, clock } = disclosure();
    expect(actor.getSnapshot().value).toBe('collapsed');
    actor.send({ type: 'TOGGLE' });
    clock.advance(SLIDE_DURATION_MS);
    expect(actor.getSnapshot().value).toBe('expanded');
    actor.send({ type: 'TOGGLE' });
    clock.advance(SLIDE_DURATION_MS);
    expect(actor.getSnapshot().value).toBe('collapsed');
  });

  it('[HDR-012] a submenu slides for 200 ms each way; a toggle mid-slide turns it around', () => {
    const { actor, clock, calls } = disclosure();
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().value).toBe('expanding');
    clock.advance(SLIDE_DURATION_MS - 1);
    expect(actor.getSnapshot().value).toBe('expanding');
    clock.advance(1);
    expect(actor.getSnapshot().value).toBe('expanded');
    actor.send({ type: 'TOGGLE' });
    clock.advance(50);
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().value).toBe('expanding');
    clock.advance(SLIDE_DURATION_MS);
    expect(calls).toEqual(['collapsed', 'open 200', 'expanded', 'shut 200', 'open 200', 'expanded']);
    expect(SLIDE_DURATION_MS).toBe(200);
  });

  it('slides in no time for reduced motion, and collapses on request', () => {
    const { actor, clock, calls } = disclosure(0);
    actor.send({ type: 'TOGGLE' });
    clock.advance(0);
    actor.send({ type: 'COLLAPSE' });
    clock.advance(0);
    expect(calls).toEqual(['collapsed', 'open 0', 'expanded', 'shut 0', 'collapsed']);
  });
});

function flyout(closesWhenWide = true) {
  const shown: (FlyoutPanel | 'closed')[] = [];
  const actor = createActor(
    flyoutMachine.provide({ actions: { show: (_args, { panel }) => void shown.push(panel), close: () => void shown.push('closed') } }),
    { input: { breakPoint: 800, closesWhenWide } },
  ).start();
  return { actor, shown, state: () => actor.getSnapshot().value };
}

describe('flyout machine', () => {
  it('[HDR-017][HDR-019] the flyout menu and the flyout search: inactive, menu-active or search-active', () => {
    const { actor, state } = flyout();
    expect(state()).toBe('inactive');
    actor.send({ type: 'TOGGLE_MENU' });
    expect(state()).toBe('menuActive');
    actor.send({ type: 'TOGGLE_MENU' });
    expect(state()).toBe('inactive');
    actor.send({ type: 'TOGGLE_SEARCH' });
    expect(state()).toBe('searchActive');
    actor.send({ type: 'TOGGLE_SEARCH' });
    expect(state()).toBe('inactive');
  });

  it('[HDR-020] toggling one while the other is open switches to it', () => {
    const { actor, state, shown } = flyout();
    actor.send({ type: 'TOGGLE_MENU' });
    actor.send({ type: 'TOGGLE_SEARCH' });
    expect(state()).toBe('searchActive');
    actor.send({ type: 'TOGGLE_MENU' });
    expect(state()).toBe('menuActive');
    expect(shown).toEqual(['menu', 'search', 'menu']);
  });

  it('[HDR-018] Escape closes the flyout menu and the flyout search', () => {
    const { actor, state, shown } = flyout();
    actor.send({ type: 'TOGGLE_MENU' });
    actor.send({ type: 'ESCAPE' });
    expect(state()).toBe('inactive');
    actor.send({ type: 'TOGGLE_SEARCH' });
    actor.send({ type: 'ESCAPE' });
    expect(state()).toBe('inactive');
    expect(shown).toEqual(['menu', 'closed', 'search', 'closed']);
  });

  it('[HDR-021] the mobile flyout closes when the window grows wider than the break point; the desktop flyout stays', () => {
    const mobile = flyout(true);
    mobile.actor.send({ type: 'TOGGLE_SEARCH' });
    mobile.actor.send({ type: 'RESIZED', width: 800 });
    expect(mobile.state()).toBe('searchActive');
    mobile.actor.send({ type: 'RESIZED', width: 801 });
    expect(mobile.state()).toBe('inactive');
    const desktop = flyout(false);
    desktop.actor.send({ type: 'TOGGLE_MENU' });
    desktop.actor.send({ type: 'RESIZED', width: 1400 });
    expect(desktop.state()).toBe('menuActive');
  });
});

describe('top bar divider', () => {
  it('[HDR-013] shows when the top bar menu overflows a phone window wider than 318 px, never at 318 px or less', () => {
    expect(MIN_DIVIDER_WIDTH).toBe(318);
    expect(needsDivider(400, 360, true)).toBe(true);
    expect(needsDivider(400, 319, true)).toBe(true);
    expect(needsDivider(400, 318, true)).toBe(false);
    expect(needsDivider(300, 360, true)).toBe(false);
    expect(needsDivider(1400, 1280, false)).toBe(false);
  });
});
