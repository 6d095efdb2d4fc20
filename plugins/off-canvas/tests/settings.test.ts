import { animates, animationClass, animationFor, BLANK_ANIMATION_SPEED_S, readPanelSettings } from '../settings';
import { panelGlobals, RULES, SLIDING_BARS, VISITOR_TRIGGERS } from './avada';

const printed = panelGlobals([SLIDING_BARS, VISITOR_TRIGGERS, RULES]);
const read = (id: string, change: Record<string, unknown> = {}) => {
  const warnings: string[] = [];
  const settings = readPanelSettings({ ...(printed[`off_canvas_${id}`] as object), ...change }, `off_canvas_${id}`, (path, problem) =>
    warnings.push(`${path}: ${problem}`),
  );
  return { settings, warnings };
};

describe('off-canvas settings (window.off_canvas_<ID>)', () => {
  it('[OFF-030] [OFF-031] reads type, position, transition, height, overlay and overlay_page_scrollbar as Avada prints them', () => {
    const { settings, warnings } = read('201');
    expect(warnings).toEqual([]);
    expect(settings).toMatchObject({ type: 'sliding-bar', position: 'left', transition: 'push', height: 'full', overlay: 'yes', overlay_page_scrollbar: 'no' });
  });

  it('[OFF-032] reads the enter and exit animations with direction, speed and timing, and names their classes', () => {
    const { settings } = read('203');
    expect(animationFor(settings, 'enter')).toEqual({ name: 'slideShortInDown', seconds: 0.5, timing: 'ease' });
    expect(animationFor(settings, 'exit')).toEqual({ name: 'slideShortOutUp', seconds: 0.5, timing: 'ease' });
    expect(animationClass('fade', 'static', 'In')).toBe('fadeIn');
    expect(animationClass('flipOutX', 'left', 'Out')).toBe('flipOutX');
    expect(animationClass('', 'left', 'In')).toBe('');
    // A blank speed is one second, as the original script takes it.
    expect(read('203', { enter_animation_speed: '' }).settings.enter_animation_speed).toBe(BLANK_ANIMATION_SPEED_S);
  });

  it('[OFF-033] reads frequency, frequency_xtimes and frequency_xdays; blank counts are none', () => {
    expect(read('341').settings).toMatchObject({ frequency: 'xtimes', frequency_xtimes: 2, frequency_xdays: 0 });
    expect(read('341', { frequency: 'xdays', frequency_xdays: '10' }).settings).toMatchObject({ frequency: 'xdays', frequency_xdays: 10 });
  });

  it('[OFF-034] [OFF-035] [OFF-036] [OFF-037] [OFF-039] [OFF-040] reads the trigger settings', () => {
    expect(read('324').settings).toMatchObject({ on_click: 'yes', on_click_element: '.open-size-guide' });
    expect(read('325').settings).toMatchObject({ on_add_to_cart: 'yes' });
    expect(read('341').settings).toMatchObject({ on_page_load: 'yes' });
    expect(read('323').settings).toMatchObject({ time_on_page: 'yes', time_on_page_duration: 5 });
    expect(read('321').settings).toMatchObject({ exit_intent: 'yes' });
    expect(read('322').settings).toMatchObject({ after_inactivity: 'yes', inactivity_duration: 3 });
  });

  it('[OFF-038] [OFF-041] [OFF-042] [OFF-027] reads scroll, page view, session and arrival settings', () => {
    expect(read('341', { on_scroll: 'yes', scroll_direction: 'down', scroll_to: 'element', scroll_position: '40%', scroll_element: '#signup' }).settings).toMatchObject({
      on_scroll: 'yes',
      scroll_direction: 'down',
      scroll_to: 'element',
      scroll_position: '40%',
      scroll_element: '#signup',
    });
    expect(read('342').settings).toMatchObject({ after_x_page_views: 'yes', number_of_page_views: 2 });
    expect(read('342', { after_x_sessions: 'yes', number_of_sessions: '4' }).settings).toMatchObject({ after_x_sessions: 'yes', number_of_sessions: 4 });
    expect(read('343').settings.when_arriving_from).toEqual(['search']);
    // PHP prints an empty list as '' and a list may come as a numbered map.
    expect(read('343', { when_arriving_from: '' }).settings.when_arriving_from).toEqual([]);
    expect(read('343', { when_arriving_from: { 0: 'internal', 1: 'external' } }).settings.when_arriving_from).toEqual(['internal', 'external']);
  });

  it('[OFF-043] reads off_canvas_state and status_css_animations; animations stop when off, on phones for desktop, and for reduced motion', () => {
    const { settings } = read('204');
    expect(settings).toMatchObject({ off_canvas_state: 'opened', status_css_animations: 'desktop_and_mobile' });
    expect(animates(settings, false)).toBe(true);
    expect(animates(settings, true)).toBe(false);
    expect(animates({ ...settings, status_css_animations: 'off' }, false)).toBe(false);
    expect(animates({ ...settings, status_css_animations: 'desktop', is_mobile: true }, false)).toBe(false);
    expect(animates({ ...settings, status_css_animations: 'desktop', is_mobile: false }, false)).toBe(true);
  });
});
