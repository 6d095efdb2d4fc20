/**
 * Avada's parallax backgrounds (docs/plugins/effects.md#parallax): the
 * `.fusion-bg-parallax` placeholder describes the background of the container
 * right after it. A `.parallax-inner` layer, larger than the container by the
 * velocity, carries the image and moves with the scroll position. Sizes are
 * written when the window resizes; while scrolling only its transform changes.
 * Phones (unless the container enables them) and reduced motion get the layer
 * without the movement.
 */
import type { PluginContext } from '../../../kernel/types';
import { prefersReducedMotion } from '../motion';
import { layerShift, planLayer, velocityOf, type LayerPlan, type ParallaxDirection } from './layer';

const DIRECTIONS: readonly string[] = ['up', 'down', 'left', 'right', 'fixed'];
const MOBILE_AGENT = /Mobi|Android|iPhone|iPod|iPad/i;
const TARGET_STYLE = ['position', 'overflow', 'z-index'] as const;

function opacityOf(attribute: string | undefined): number {
  const value = Math.abs(Number(attribute));
  return attribute !== undefined && attribute !== '' && Number.isFinite(value) ? Math.min(value / 100, 1) : 1;
}

function paintLayer(layer: HTMLElement, data: DOMStringMap): void {
  const repeat = data.bgRepeat === 'true';
  Object.assign(layer.style, {
    position: 'absolute',
    pointerEvents: 'none',
    zIndex: '-1',
    backgroundSize: repeat ? 'auto' : 'cover',
    backgroundRepeat: repeat ? 'repeat' : 'no-repeat',
    backgroundPosition: repeat ? '0 0' : data.bgAlign || 'center center',
    opacity: String(opacityOf(data.opacity)),
  });
  // A CSS string: JSON's quoting escapes what could end it.
  if (data.bgImage && data.bgImage !== 'none') layer.style.backgroundImage = `url(${JSON.stringify(data.bgImage)})`;
  if (data.bgColor) layer.style.backgroundColor = data.bgColor;
  if (data.blendMode) layer.style.mixBlendMode = data.blendMode;
}

export function mount(element: Element, ctx: PluginContext): void {
  const placeholder = element as HTMLElement;
  const target = placeholder.nextElementSibling;
  const direction = placeholder.dataset.direction ?? 'up';
  if (!(target instanceof HTMLElement) || !DIRECTIONS.includes(direction)) {
    if (direction !== 'none') ctx.log.warn(`parallax background without a container after it, or with data-direction "${direction}": left alone`);
    return;
  }
  const { browser } = ctx;
  const saved = TARGET_STYLE.map((property) => target.style.getPropertyValue(property));
  const layer = ctx.write(() => {
    const created = browser.document.createElement('div');
    created.className = 'parallax-inner';
    target.prepend(created);
    return created;
  });
  paintLayer(layer, placeholder.dataset);
  target.classList.add('bg-parallax-parent');
  target.style.position = 'relative';
  target.style.overflow = 'hidden';
  target.style.zIndex = '1';
  ctx.onCleanup(() => {
    layer.remove();
    target.classList.remove('bg-parallax-parent');
    TARGET_STYLE.forEach((property, i) => target.style.setProperty(property, saved[i] ?? ''));
  });

  if (direction === 'fixed') {
    Object.assign(layer.style, { inset: '0', backgroundAttachment: 'fixed' });
    return;
  }
  const moving = !prefersReducedMotion(browser) && (placeholder.dataset.mobileEnabled === 'true' || !MOBILE_AGENT.test(browser.userAgent()));
  const velocity = velocityOf(placeholder.dataset.velocity);
  const way = direction as ParallaxDirection;
  let plan: LayerPlan | undefined;

  ctx.onCleanup(
    browser.followViewport((viewport, changes) => {
      let resized: LayerPlan | undefined;
      if (changes.resized || !plan) {
        const rect = target.getBoundingClientRect();
        resized = planLayer(way, velocity, { top: rect.top + viewport.scrollY, width: rect.width, height: rect.height, viewportHeight: viewport.height });
        plan = resized;
      }
      const current = plan;
      const inView = viewport.scrollY >= current.scrollMin && viewport.scrollY <= current.scrollMax;
      const shift = moving && inView ? layerShift(way, current, viewport.scrollY) : undefined;
      return () => {
        if (resized) Object.assign(layer.style, { width: `${resized.width}px`, height: `${resized.height}px`, left: `${resized.left}px`, top: `${resized.top}px` });
        if (shift === undefined) return;
        layer.style.transform = way === 'left' || way === 'right' ? `translate3d(${shift}px, 0, 0)` : `translate3d(0, ${shift}px, 0)`;
      };
    }),
  );
}
