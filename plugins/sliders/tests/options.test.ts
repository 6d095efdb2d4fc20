import { ANIMATION_SPEED_MS, readSliderSettings, SLIDESHOW_SPEED_MS } from '../options';
import { splideOptions } from '../splide-options';

const slider = (attributes: Record<string, string>) => {
  const element = document.createElement('div');
  element.className = 'awb-background-slider';
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
};

describe('background slider settings from the data attributes', () => {
  const quiet = () => undefined;

  it('[SLD-003] [SLD-005] [SLD-006] [SLD-007] a slider printed without settings fades, every 5000 ms, over 800 ms, direction up', () => {
    expect(SLIDESHOW_SPEED_MS).toBe(5000);
    expect(ANIMATION_SPEED_MS).toBe(800);
    expect(readSliderSettings(slider({}), quiet)).toEqual({ type: 'container', animation: 'fade', loop: true, delay: 5000, speed: 800, direction: 'up', pauseOnHover: false });
    expect(readSliderSettings(slider({ 'data-animation': '', 'data-slideshow-speed': '', 'data-animation-speed': ' ', 'data-direction': '' }), quiet)).toMatchObject({ animation: 'fade', delay: 5000, speed: 800, direction: 'up' });
  });

  it('[SLD-002] [SLD-001] [SLD-004] [SLD-008] reads type, effect, loop, speeds, direction and pause on hover', () => {
    const read = readSliderSettings(
      slider({ 'data-type': 'column', 'data-animation': 'slide-zoom-out', 'data-loop': 'no', 'data-slideshow-speed': '2500', 'data-animation-speed': '1200', 'data-direction': 'Left', 'data-pause_on_hover': 'yes' }),
      quiet,
    );
    expect(read).toEqual({ type: 'column', animation: 'slide-zoom-out', loop: false, delay: 2500, speed: 1200, direction: 'left', pauseOnHover: true });
  });

  it('a value out of range or unknown warns naming the attribute and takes the default', () => {
    const warnings: string[] = [];
    const read = readSliderSettings(slider({ 'data-animation': 'cube', 'data-slideshow-speed': '50', 'data-animation-speed': 'fast' }), (path) => warnings.push(path));
    expect(read).toMatchObject({ animation: 'fade', delay: 5000, speed: 800 });
    expect(warnings).toEqual(['data-animation', 'data-slideshow-speed', 'data-animation-speed']);
  });

  it('[SLD-001] [SLD-004] Splide fades (creative effects draw on it), loops unless loop is no, autoplays at the delay', () => {
    const settings = readSliderSettings(slider({ 'data-loop': 'no', 'data-animation': 'zoom' }), quiet);
    expect(splideOptions(settings, false)).toMatchObject({ type: 'fade', rewind: false, interval: 5000, speed: 800, autoplay: true, arrows: false, pagination: false, drag: false });
    expect(splideOptions({ ...settings, loop: true }, false)).toMatchObject({ rewind: true });
    expect(splideOptions(settings, true)).toMatchObject({ autoplay: false, speed: 0 });
  });
});
