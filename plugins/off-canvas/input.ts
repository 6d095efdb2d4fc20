/** What the panel machine is told about a panel: its settings, markup and animations in milliseconds. */
import type { PanelInput } from '../../machines/off-canvas/panel';
import type { PanelMarkup } from './markup-events';
import type { Animation, PanelSettings } from './settings';

const ms = (seconds: number) => seconds * 1000;

export function panelInput(
  settings: PanelSettings,
  { wrap, closeButton }: PanelMarkup,
  animations: { enter: Animation | undefined; exit: Animation | undefined },
  automaticAllowed: boolean,
): PanelInput {
  return {
    startsShown: wrap.classList.contains('awb-show'),
    enterMs: animations.enter ? ms(animations.enter.seconds) : 0,
    exitMs: animations.exit ? ms(animations.exit.seconds) : 0,
    autoCloseMs: ms(settings.auto_close_after_time),
    closeButtonDelayMs: closeButton ? ms(settings.show_close_button_after_time) : 0,
    modal: !wrap.classList.contains('overlay-disabled'),
    automatic: {
      allowed: automaticAllowed,
      openAtStart: settings.type === 'sliding-bar' && settings.off_canvas_state === 'opened' && settings.has_js_rules,
      onPageLoad: settings.on_page_load === 'yes',
      timeOnPageMs: settings.time_on_page === 'yes' ? ms(settings.time_on_page_duration) : 0,
      inactivityMs: settings.after_inactivity === 'yes' ? ms(settings.inactivity_duration) : 0,
    },
  };
}
