/**
 * How a panel shows and hides in the theme's markup
 * (docs/plugins/off-canvas.md#markup): `awb-show` on the wrap, the enter and
 * exit animation classes of the theme's CSS (`fusion-animated slideShortInLeft`)
 * with their speed and timing on `.awb-off-canvas`, `is-closing` and
 * `oc-waiting-for-close` while it leaves, the push of the page for push
 * sliding bars, and `awb-oc-active` on the links that toggle it.
 */
import type { Animation, PanelSettings } from './settings';

/** The page pushed aside by a push sliding bar, and Avada's parallax slider that moves with it. */
const PUSHED = '#wrapper, #sliders-container .tfs-slider[data-parallax="1"]';
const ANIMATION_ATTRIBUTE = 'data-animation-type';

export interface Appearance {
  show(animation: Animation | undefined): void;
  /** The enter animation has ended: its classes go. */
  settle(): void;
  hide(animation: Animation | undefined): void;
  /** The exit animation has ended (or there was none): the panel is hidden. */
  finishHiding(): void;
  /** Clears `oc-waiting-for-close` once the wrap's own transition is over. */
  transitionDone(): void;
  revealCloseButton(): void;
}

export function createAppearance(wrap: HTMLElement, panel: HTMLElement, id: string, settings: PanelSettings): Appearance {
  const document = wrap.ownerDocument;
  const closeButton = panel.querySelector<HTMLElement>(':scope > .off-canvas-close');
  const pushes = settings.type === 'sliding-bar' && settings.transition === 'push' && (settings.position === 'left' || settings.position === 'right');

  const animate = (animation: Animation) => {
    clearAnimation();
    panel.classList.add('fusion-animated', animation.name);
    panel.setAttribute(ANIMATION_ATTRIBUTE, animation.name);
    panel.style.animationDuration = `${animation.seconds}s`;
    panel.style.animationTimingFunction = animation.timing;
  };
  const clearAnimation = () => {
    const name = panel.getAttribute(ANIMATION_ATTRIBUTE);
    if (name) panel.classList.remove(name);
    panel.classList.remove('fusion-animated');
    panel.removeAttribute(ANIMATION_ATTRIBUTE);
  };

  /** Moves the page aside by the bar's width (mirrored in right-to-left pages), or back. */
  const push = (open: boolean, seconds: number) => {
    let offset = 0;
    if (open) {
      const width = panel.getBoundingClientRect().width;
      const rtl = document.body.classList.contains('rtl');
      offset = (settings.position === 'right') !== rtl ? -width : width;
    }
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(PUSHED))) {
      element.style.transition = `margin-inline-start ${seconds}s`;
      element.style.marginInlineStart = `${offset}px`;
    }
  };

  const markToggleLinks = (active: boolean) => {
    for (const link of Array.from(document.querySelectorAll('a[href^="#awb-oc__"]'))) {
      if (link.getAttribute('href')?.slice('#awb-oc__'.length).split('__')[0] === id) link.classList.toggle('awb-oc-active', active);
    }
  };

  return {
    show(animation) {
      panel.classList.remove('is-closing', 'oc-waiting-for-close');
      if (animation) animate(animation);
      else clearAnimation();
      panel.style.visibility = 'visible';
      if (pushes) push(true, animation?.seconds ?? 0);
      wrap.classList.add('awb-show');
      markToggleLinks(true);
    },
    settle: clearAnimation,
    hide(animation) {
      if (animation) {
        animate(animation);
        panel.classList.add('is-closing');
      }
      if (pushes) push(false, animation?.seconds ?? 0);
      markToggleLinks(false);
      if (settings.show_close_button_after_time > 0) closeButton?.classList.add('hidden');
    },
    finishHiding() {
      clearAnimation();
      if (panel.classList.contains('is-closing')) {
        panel.classList.remove('is-closing');
        panel.classList.add('oc-waiting-for-close');
      }
      panel.style.visibility = '';
      wrap.classList.remove('awb-show');
    },
    transitionDone() {
      panel.classList.remove('oc-waiting-for-close');
    },
    revealCloseButton() {
      closeButton?.classList.remove('hidden');
    },
  };
}
