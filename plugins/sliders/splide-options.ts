/**
 * Splide's options for a background slider (docs/plugins/sliders.md#behaviour):
 * Splide's fade transition for every effect (the creative ones are drawn by
 * CSS on top of it), looping unless `data-loop="no"`, the slider's delay and
 * speed, and no controls: a background has no buttons, no drag and no keys.
 * Pausing on hover and for videos is the plugin's (the hover area is the
 * container or column, not the slider behind its content).
 */
import type { Options } from '@splidejs/splide';
import type { SliderSettings } from './options';

export function splideOptions(settings: SliderSettings, reducedMotion: boolean): Options {
  return {
    type: 'fade',
    // No region landmark: the plugin hides the decoration from assistive technology instead.
    role: '',
    rewind: settings.loop,
    speed: reducedMotion ? 0 : settings.speed,
    interval: settings.delay,
    autoplay: !reducedMotion,
    pauseOnHover: false,
    pauseOnFocus: false,
    resetProgress: false,
    arrows: false,
    pagination: false,
    drag: false,
    keyboard: false,
    slideFocus: false,
    live: false,
  };
}
