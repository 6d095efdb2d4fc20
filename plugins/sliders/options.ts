/**
 * A background slider's settings from its data attributes, with Avada's
 * defaults (docs/plugins/sliders.md#markup): fade, looping, a 5000 ms delay
 * between slides, an 800 ms transition, direction up, no pause on hover. A
 * value out of its range or of the wrong kind warns once naming the attribute
 * and takes the default (light shapes, no yup: sliders mount at load).
 */
import { numeric, object, oneOf, type Warn } from '../../adapters/shapes';

export const SLIDESHOW_SPEED_MS = 5000;
export const ANIMATION_SPEED_MS = 800;
export const ANIMATIONS = ['fade', 'slide', 'stack', 'zoom', 'slide-zoom-in', 'slide-zoom-out'] as const;
export const DIRECTIONS = ['up', 'down', 'left', 'right'] as const;

const word = <T extends string>(choices: readonly T[], fallback: T) => oneOf(choices, fallback, { caseless: true });

const attributes = object({
  'data-type': word(['container', 'column'] as const, 'container'),
  'data-animation': word(ANIMATIONS, 'fade'),
  'data-loop': word(['yes', 'no'] as const, 'yes'),
  'data-slideshow-speed': numeric(SLIDESHOW_SPEED_MS, { min: 100, max: 10000 }),
  'data-animation-speed': numeric(ANIMATION_SPEED_MS, { min: 0, max: 2000 }),
  'data-direction': word(DIRECTIONS, 'up'),
  'data-pause_on_hover': word(['yes', 'no'] as const, 'no'),
});

export interface SliderSettings {
  type: 'container' | 'column';
  animation: (typeof ANIMATIONS)[number];
  loop: boolean;
  /** Between slides (Avada's slideshow speed). */
  delay: number;
  /** Of one transition (Avada's animation speed). */
  speed: number;
  direction: (typeof DIRECTIONS)[number];
  pauseOnHover: boolean;
}

/** The slider's settings; an empty attribute counts as absent, as Avada's templates print them. */
export function readSliderSettings(slider: Element, warn: Warn): SliderSettings {
  const printed: Record<string, string> = {};
  for (const name of Object.keys(attributes.fallback)) {
    const value = slider.getAttribute(name);
    if (value !== null && value.trim() !== '') printed[name] = value;
  }
  const read = attributes.parse(printed, '', warn);
  return {
    type: read['data-type'],
    animation: read['data-animation'],
    loop: read['data-loop'] !== 'no',
    delay: read['data-slideshow-speed'],
    speed: read['data-animation-speed'],
    direction: read['data-direction'],
    pauseOnHover: read['data-pause_on_hover'] === 'yes',
  };
}
