/**
 * Avada's background sliders (docs/plugins/sliders.md) on Splide: the images
 * behind a container or a column change on their own, with the slider's
 * effect, delay and speed. Autoplay pauses while the pointer is over the
 * container or column (when the slider asks for it) and while a video in that
 * area plays, and never starts with reduced motion.
 */
import Splide from '@splidejs/splide';
import type { Warn } from '../../adapters/shapes';
import type { PluginContext } from '../../kernel/types';
import { autoplayMachine } from '../../machines/sliders/autoplay';
import { readSliderSettings, type SliderSettings } from './options';
import { splideOptions } from './splide-options';
import { SLIDER_STYLES } from './styles';

/** Where the pointer pauses a slider: Avada's flex container or column around it. */
const HOVER_AREAS: Record<SliderSettings['type'], string> = {
  container: '.fusion-flex-container, .fusion-fullwidth',
  column: '.fusion-layout-column',
};

interface SlidersPage {
  warn: Warn;
}

/** Gives the printed Swiper markup the classes Splide looks for (a track around the list); returns how to undo it. */
function prepareMarkup(slider: HTMLElement, list: HTMLElement, slides: HTMLElement[], settings: SliderSettings): () => void {
  const doc = slider.ownerDocument;
  const track = doc.createElement('div');
  track.className = 'splide__track';
  list.before(track);
  track.append(list);
  const rootClasses = ['splide', `awb-background-slider--${settings.animation}`, `awb-background-slider--${settings.direction}`];
  slider.classList.add(...rootClasses);
  list.classList.add('splide__list');
  for (const slide of slides) slide.classList.add('splide__slide');
  slider.style.setProperty('--awb-bg-speed', `${settings.speed}ms`);
  const hidden = slider.getAttribute('aria-hidden');
  // A background is decoration: assistive technology has nothing to read in it.
  slider.setAttribute('aria-hidden', 'true');
  return () => {
    track.before(list);
    track.remove();
    slider.classList.remove(...rootClasses);
    list.classList.remove('splide__list');
    for (const slide of slides) slide.classList.remove('splide__slide');
    slider.style.removeProperty('--awb-bg-speed');
    if (hidden === null) slider.removeAttribute('aria-hidden');
    else slider.setAttribute('aria-hidden', hidden);
  };
}

export function mount(slider: Element, ctx: PluginContext): void {
  const list = slider.querySelector<HTMLElement>(':scope > .swiper-wrapper');
  const slides = Array.from(list?.querySelectorAll<HTMLElement>(':scope > .swiper-slide') ?? []);
  if (!(slider instanceof HTMLElement) || !list || slides.length === 0) return;

  const page = ctx.scope.get<SlidersPage>('page', (scope) => {
    const doc = scope.browser.document;
    const styles = doc.head.appendChild(Object.assign(doc.createElement('style'), { textContent: SLIDER_STYLES }));
    scope.onCleanup(() => styles.remove());
    const warned = new Set<string>();
    return {
      warn: (path, problem) => {
        const message = `background slider: ${path} ${problem}; using the default`;
        if (warned.has(message)) return;
        warned.add(message);
        scope.log.warn(message);
      },
    };
  });
  const settings = readSliderSettings(slider, page.warn);
  const reducedMotion = ctx.browser.matchesMedia('(prefers-reduced-motion: reduce)');

  // Mount and cleanup are fenced from discovery: the track and Splide's own changes are not new markup.
  ctx.onCleanup(prepareMarkup(slider, list, slides, settings));
  const splide = new Splide(slider, splideOptions(settings, reducedMotion)).mount();
  ctx.onCleanup(() => splide.destroy(true));

  const actor = ctx.spawn(
    autoplayMachine.provide({
      actions: {
        pause: () => splide.Components.Autoplay?.pause(),
        resume: () => splide.Components.Autoplay?.play(),
      },
    }),
    { input: { pauseOnHover: settings.pauseOnHover, reducedMotion } },
  );

  const area = slider.closest(HOVER_AREAS[settings.type]) ?? slider;
  ctx.listen(area, 'pointerenter', () => actor.send({ type: 'POINTER_ENTER' }), { passive: true });
  ctx.listen(area, 'pointerleave', () => actor.send({ type: 'POINTER_LEAVE' }), { passive: true });

  // Media events do not bubble: listen in the capture phase, once per playing video.
  const playing = new Set<EventTarget>();
  const started = (event: Event) => {
    if (!(event.target instanceof HTMLMediaElement) || playing.has(event.target)) return;
    playing.add(event.target);
    actor.send({ type: 'VIDEO_PLAY' });
  };
  const stopped = (event: Event) => {
    if (!event.target || !playing.delete(event.target)) return;
    actor.send({ type: 'VIDEO_PAUSE' });
  };
  ctx.listen(area, 'play', started, { capture: true });
  ctx.listen(area, 'pause', stopped, { capture: true });
  ctx.listen(area, 'ended', stopped, { capture: true });
  ctx.listen(area, 'emptied', stopped, { capture: true });
}
