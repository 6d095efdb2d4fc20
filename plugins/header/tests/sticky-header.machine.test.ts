import { createActor } from 'xstate';
import { createFakeClock } from '../../../test/support';
import { stickyHeaderMachine } from '../../../machines/header/sticky-header';
import { SHRINK_DURATION_MS, STICKY_SHADOW_DELAY_MS, type StickyLayout } from '../../../machines/header/sticky-layout';

const DESKTOP: StickyLayout = { enabled: true, trigger: 40, shrink: true, shrinkMs: SHRINK_DURATION_MS, shadow: true };

function start(layout: Partial<StickyLayout> = {}, y = 0) {
  const clock = createFakeClock();
  const calls: string[] = [];
  const actor = createActor(
    stickyHeaderMachine.provide({
      actions: {
        stick: () => void calls.push('stick'),
        unstick: () => void calls.push('unstick'),
        shrink: (_args, { ms }) => void calls.push(`shrink ${ms}`),
        grow: (_args, { ms }) => void calls.push(`grow ${ms}`),
        showShadow: () => void calls.push('shadow'),
      },
    }),
    { clock },
  ).start();
  actor.send({ type: 'MEASURED', y, ...DESKTOP, ...layout });
  return { actor, clock, calls, scroll: (to: number) => actor.send({ type: 'SCROLLED', y: to }) };
}

describe('sticky header machine', () => {
  it('[HDR-001] goes from normal to sticky once scrolled past the trigger position', () => {
    const { actor, calls, scroll } = start();
    expect(actor.getSnapshot().value).toBe('normal');
    scroll(40);
    expect(actor.getSnapshot().value).toBe('normal');
    scroll(41);
    expect(actor.getSnapshot().matches('sticky')).toBe(true);
    expect(calls[0]).toBe('stick');
  });

  it('[HDR-002] goes back to normal at the trigger position, and above it', () => {
    const { actor, calls, scroll } = start({ shrink: false });
    scroll(500);
    scroll(40);
    expect(actor.getSnapshot().value).toBe('normal');
    expect(calls).toEqual(['stick', 'unstick']);
    scroll(300);
    scroll(0);
    expect(actor.getSnapshot().value).toBe('normal');
    expect(calls).toEqual(['stick', 'unstick', 'stick', 'unstick']);
  });

  it('[HDR-003] with shrinking on, the sticky header shrinks over 300 ms, then is shrunk; it grows back when normal again', () => {
    const { actor, clock, calls, scroll } = start();
    scroll(200);
    expect(calls).toEqual(['stick', 'shrink 300']);
    expect(actor.getSnapshot().matches({ sticky: { small: 'shrinking' } })).toBe(true);
    clock.advance(SHRINK_DURATION_MS - 1);
    expect(actor.getSnapshot().matches({ sticky: { small: 'shrinking' } })).toBe(true);
    clock.advance(1);
    expect(actor.getSnapshot().matches({ sticky: { small: 'shrunk' } })).toBe(true);
    scroll(0);
    expect(calls.slice(-2)).toEqual(['grow 300', 'unstick']);
  });

  it('[HDR-004] a shrink measured at 0 ms (tablet or phone with sticky on) is shrunk at once', () => {
    const { actor, clock, calls, scroll } = start({ shrinkMs: 0 });
    scroll(200);
    expect(calls).toEqual(['stick', 'shrink 0']);
    clock.advance(0);
    expect(actor.getSnapshot().matches({ sticky: { small: 'shrunk' } })).toBe(true);
  });

  it('[HDR-007] a page measured too short (or a device without sticky) keeps the header off, whatever the scroll', () => {
    const { actor, calls, scroll } = start({ enabled: false });
    scroll(5000);
    expect(actor.getSnapshot().value).toBe('off');
    expect(calls).toEqual([]);
  });

  it('[HDR-008] a new measure (after an ajax call) decides again with its trigger and scroll position', () => {
    const { actor, calls } = start({}, 100);
    expect(actor.getSnapshot().matches('sticky')).toBe(true);
    // The content above grew: the trigger is now below the scroll position.
    actor.send({ type: 'MEASURED', y: 100, ...DESKTOP, trigger: 250 });
    expect(actor.getSnapshot().value).toBe('normal');
    actor.send({ type: 'MEASURED', y: 100, ...DESKTOP, enabled: false });
    expect(actor.getSnapshot().value).toBe('off');
    actor.send({ type: 'MEASURED', y: 300, ...DESKTOP, trigger: 250 });
    expect(actor.getSnapshot().matches('sticky')).toBe(true);
    expect(calls.filter((call) => call === 'stick')).toHaveLength(2);
  });

  it('a resize to a layout without shrinking gives a shrunk sticky header its height back and keeps it sticky', () => {
    const { actor, calls, scroll } = start();
    scroll(200);
    actor.send({ type: 'MEASURED', y: 200, ...DESKTOP, shrink: false, shrinkMs: 0 });
    expect(actor.getSnapshot().matches({ sticky: 'full' })).toBe(true);
    expect(calls).toEqual(['stick', 'shrink 300', 'grow 0']);
  });

  it('shows the sticky shadow 150 ms after sticking, only when the theme asks for it', () => {
    const withShadow = start();
    withShadow.scroll(200);
    withShadow.clock.advance(STICKY_SHADOW_DELAY_MS - 1);
    expect(withShadow.calls).not.toContain('shadow');
    withShadow.clock.advance(1);
    expect(withShadow.calls).toContain('shadow');
    const without = start({ shadow: false });
    without.scroll(200);
    without.clock.advance(1000);
    expect(without.calls).not.toContain('shadow');
  });

  it('started on a header the plugin stuck 100 ms ago, it shows the shadow 150 ms after that sticking, not after its own start', () => {
    const { actor, calls, clock } = start();
    actor.send({ type: 'MEASURED', y: 200, ...DESKTOP, stuckFor: 100 });
    clock.advance(STICKY_SHADOW_DELAY_MS - 100 - 1);
    expect(calls).not.toContain('shadow');
    clock.advance(1);
    expect(calls).toContain('shadow');
    // Once normal again, the next sticking waits the whole delay.
    actor.send({ type: 'MEASURED', y: 0, ...DESKTOP });
    calls.length = 0;
    actor.send({ type: 'SCROLLED', y: 200 });
    clock.advance(STICKY_SHADOW_DELAY_MS - 1);
    expect(calls).not.toContain('shadow');
    clock.advance(1);
    expect(calls).toContain('shadow');
  });

  it('the page can turn sticky behaviour off (fusion-disable-sticky-header)', () => {
    const { actor, calls, scroll } = start();
    scroll(200);
    actor.send({ type: 'DISABLE' });
    expect(actor.getSnapshot().value).toBe('off');
    expect(calls.slice(-2)).toEqual(['grow 300', 'unstick']);
    scroll(400);
    expect(actor.getSnapshot().value).toBe('off');
  });
});
