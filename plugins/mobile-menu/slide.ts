/**
 * The DOM side of a mobile menu disclosure (docs/plugins/mobile-menu.md):
 * what slides (the list, a submenu, the search; the classic list takes the
 * search along), the class Avada marks it open with, and the control whose
 * `aria-expanded` (and label) follows. The slide animates the height with
 * jQuery's easeOutQuad; the machine settles the display at its end.
 */

/** jQuery easing's easeOutQuad, which Avada's slideToggle uses. */
export const EASE_OUT_QUAD = 'cubic-bezier(0.5, 1, 0.89, 1)';

export interface SlideTarget {
  /** What slides; the first one carries the open class. */
  elements: HTMLElement[];
  openClass: string;
  control: HTMLElement | null;
  /** Labels for the control when it would open and when it would close (submenu toggles). */
  labels?: { open: string; close: string };
}

export function slideActions(target: SlideTarget) {
  const running = new Map<HTMLElement, Animation>();
  const animate = (element: HTMLElement, from: number, to: number, ms: number) => {
    running.get(element)?.cancel();
    const animation = element.animate?.([{ height: `${from}px`, overflow: 'hidden' }, { height: `${to}px`, overflow: 'hidden' }], {
      duration: ms,
      easing: EASE_OUT_QUAD,
      fill: 'forwards',
    });
    if (animation) running.set(element, animation);
  };
  const mark = (expanded: boolean) => {
    target.elements[0]?.classList.toggle(target.openClass, expanded);
    target.control?.setAttribute('aria-expanded', String(expanded));
    if (target.labels) target.control?.setAttribute('aria-label', expanded ? target.labels.close : target.labels.open);
  };

  return {
    slideOpen: (_args: unknown, { ms }: { ms: number }) => {
      mark(true);
      for (const element of target.elements) element.style.display = 'block';
      if (ms > 0) for (const element of target.elements) animate(element, 0, element.scrollHeight, ms);
    },
    slideShut: (_args: unknown, { ms }: { ms: number }) => {
      mark(false);
      if (ms > 0) for (const element of target.elements) animate(element, element.offsetHeight, 0, ms);
    },
    settle: (_args: unknown, { expanded }: { expanded: boolean }) => {
      for (const element of target.elements) {
        running.get(element)?.cancel();
        running.delete(element);
        element.style.display = expanded ? 'block' : 'none';
      }
    },
  };
}
