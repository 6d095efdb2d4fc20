/**
 * Avada's fading background (docs/plugins/effects.md#scroll-blur): as the
 * page scrolls through its container, the `.fullwidth-faded` layer fades out
 * and blurs, up to 50 px at the container's end; above it, it is clear. Only
 * opacity and filter change while scrolling. Below the content break point the
 * layer is hidden and its image and colour go to the container instead; with
 * reduced motion it stays as it is.
 */
import { numeric, object, pageGlobal, type SettingsOf } from '../../../adapters/shapes';
import type { PluginContext } from '../../../kernel/types';
import { prefersReducedMotion } from '../motion';

export const settings = {
  container: pageGlobal('fusionContainerVars', object({ content_break_point: numeric(800, { min: 0 }) }, { nullIsAbsent: true })),
};

/** The blur at the container's end. */
export const MAX_BLUR_PX = 50;

/** Opacity and blur for `remaining` of `height` pixels of the container still to scroll through. */
export function fade(remaining: number, height: number): { opacity: number; blurPx: number } {
  const share = height > 0 ? Math.min(Math.max(remaining / height, 0), 1) : 1;
  return { opacity: share, blurPx: (1 - share) * MAX_BLUR_PX };
}

type Context = PluginContext<SettingsOf<typeof settings>>;

export function mount(element: Element, ctx: Context): void {
  const layer = element as HTMLElement;
  const { browser } = ctx;
  const parent = layer.parentElement;
  const mobile = browser.matchesMedia(`only screen and (max-width: ${ctx.settings.container.content_break_point}px)`);
  if (mobile && parent) {
    // Small screens: no fading layer; the container shows its image and colour itself.
    const style = browser.computedStyle(layer);
    parent.style.setProperty('--awb-background-image', style.backgroundImage);
    parent.style.setProperty('--awb-background-color', style.backgroundColor);
    layer.style.display = 'none';
    ctx.onCleanup(() => {
      parent.style.removeProperty('--awb-background-image');
      parent.style.removeProperty('--awb-background-color');
      layer.style.removeProperty('display');
    });
    return;
  }
  if (prefersReducedMotion(browser)) return;

  const adminBar = browser.document.body.classList.contains('admin-bar') ? browser.document.getElementById('wpadminbar') : null;
  let box = { top: 0, height: 0 };
  let drawn = '';
  ctx.onCleanup(() => {
    layer.style.removeProperty('opacity');
    layer.style.removeProperty('filter');
  });
  ctx.onCleanup(
    browser.followViewport((viewport, changes) => {
      if (changes.resized || box.height === 0) {
        const rect = layer.getBoundingClientRect();
        box = { top: rect.top + viewport.scrollY - (adminBar?.offsetHeight ?? 0), height: rect.height };
      }
      const y = viewport.scrollY;
      const look = y < box.top ? { opacity: 1, blurPx: 0 } : fade(box.top + box.height - y, box.height);
      const key = `${look.opacity} ${look.blurPx}`;
      if (key === drawn) return;
      drawn = key;
      return () => {
        layer.style.opacity = String(look.opacity);
        layer.style.filter = `blur(${look.blurPx}px)`;
      };
    }),
  );
}
