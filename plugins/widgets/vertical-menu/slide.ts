/**
 * jQuery's slideDown and slideUp for a submenu, with the Web Animations API:
 * the height runs from 0 to the submenu's own (or back) over SLIDE_MS, or the
 * change is immediate when motion is reduced (or the browser cannot animate).
 * A new slide cancels the one still running, as `.stop(true, true)` did.
 */

/** jQuery's "slow", which Avada's widget uses. */
export const SLIDE_MS = 600;

export interface Slider {
  down(): void;
  up(): void;
  /** Stops any slide and puts the printed inline display back. */
  restore(): void;
}

export function submenuSlider(submenu: HTMLElement, animate: boolean): Slider {
  const printed = submenu.style.display;
  let running: Animation | undefined;

  const slide = (from: string, to: string): Animation | undefined => {
    running?.cancel();
    running = undefined;
    if (!animate || typeof submenu.animate !== 'function') return undefined;
    running = submenu.animate([{ height: from, overflow: 'hidden' }, { height: to, overflow: 'hidden' }], { duration: SLIDE_MS, easing: 'ease' });
    return running;
  };

  return {
    down() {
      submenu.style.display = 'block';
      slide('0px', `${submenu.scrollHeight}px`);
    },
    up() {
      const animation = slide(`${submenu.scrollHeight}px`, '0px');
      if (!animation) {
        submenu.style.display = 'none';
        return;
      }
      animation.onfinish = () => {
        submenu.style.display = 'none';
      };
    },
    restore() {
      running?.cancel();
      submenu.style.display = printed;
    },
  };
}
