/**
 * Wheel and touch on a slide group (docs/plugins/scroll-sections.md#input):
 * while the group fills the viewport, a gesture towards another element moves
 * there (free mode: follows the gesture) and the page does not scroll; at the
 * first or last element the gesture goes on to the page. Fade groups need none
 * of this: they follow the page's own scrolling.
 */
import type { AnyActorRef } from 'xstate';
import type { PluginContext } from '../../kernel/types';
import type { Direction, ScrollSectionContext } from '../../machines/scroll-sections/scroll-section';
import type { GroupReading } from './geometry';

/** Wheel events closer together than this are one gesture: it moves one element. */
export const WHEEL_GESTURE_GAP_MS = 180;
/** A touch must travel this far to count as a swipe. */
export const SWIPE_MIN_PX = 50;

type Snapshot = { matches(value: unknown): boolean; can(event: unknown): boolean; context: ScrollSectionContext };

export function followInput(ctx: PluginContext, group: HTMLElement, actor: AnyActorRef, free: boolean, reading: () => GroupReading): void {
  const snapshot = () => actor.getSnapshot() as Snapshot;
  const engaged = () => snapshot().matches('active');
  const locked = () => snapshot().matches({ active: 'moving' });
  /** Free mode: a gesture of `pixels` moves the track by that share of one element (the viewport's height). */
  const freeTarget = (pixels: number) => snapshot().context.position + pixels / Math.max(reading().viewportHeight, 1);
  const canFree = (direction: Direction) => {
    const { position, count } = snapshot().context;
    return direction > 0 ? position < count - 1 : position > 0;
  };
  const canStep = (direction: Direction) => snapshot().can({ type: 'STEP', direction });

  let lastWheelAt = -Infinity;
  ctx.listen<WheelEvent>(
    group,
    'wheel',
    (event) => {
      const now = ctx.clock.now();
      const gestureStart = now - lastWheelAt > WHEEL_GESTURE_GAP_MS;
      lastWheelAt = now;
      if (!engaged() || event.deltaY === 0) return;
      const direction: Direction = event.deltaY > 0 ? 1 : -1;
      if (locked()) return event.preventDefault();
      if (free) {
        if (!canFree(direction)) return;
        event.preventDefault();
        actor.send({ type: 'FREE', position: freeTarget(event.deltaY) });
        return;
      }
      if (!canStep(direction)) return;
      event.preventDefault();
      if (gestureStart) actor.send({ type: 'STEP', direction });
    },
    { passive: false },
  );

  let touchY: number | undefined;
  let lastY = 0;
  ctx.listen<TouchEvent>(group, 'touchstart', (event) => {
    touchY = lastY = event.touches[0]?.clientY ?? 0;
  }, { passive: true });
  ctx.listen<TouchEvent>(
    group,
    'touchmove',
    (event) => {
      const y = event.touches[0]?.clientY;
      if (touchY === undefined || y === undefined || !engaged()) return;
      // Finger up = content up = towards the next element.
      const direction: Direction = y < touchY ? 1 : -1;
      if (locked()) return event.preventDefault();
      if (free ? !canFree(direction) : !canStep(direction)) return;
      event.preventDefault();
      if (free) actor.send({ type: 'FREE', position: freeTarget(lastY - y) });
      lastY = y;
    },
    { passive: false },
  );
  ctx.listen<TouchEvent>(group, 'touchend', (event) => {
    const y = event.changedTouches[0]?.clientY;
    const start = touchY;
    touchY = undefined;
    if (free || start === undefined || y === undefined || !engaged() || locked()) return;
    if (Math.abs(start - y) < SWIPE_MIN_PX) return;
    const direction: Direction = y < start ? 1 : -1;
    if (canStep(direction)) actor.send({ type: 'STEP', direction });
  }, { passive: true });
}
