/** Contact Form 7: the markup it binds and the page global it reads. */
import { definePlugin } from '../../kernel/types';
import { flag, object, pageGlobal, text } from '../../adapters/settings';

/** `var wpcf7 = {"api":{"root":…,"namespace":"contact-form-7\/v1"},"cached":1}` (controller.php). */
export const WPCF7_GLOBAL = pageGlobal(
  'wpcf7',
  object({
    api: object({ root: text(), namespace: text('contact-form-7/v1') }),
    cached: flag(),
    blocked: flag(),
  }),
);

/** Redirection for CF7's jQuery events on document.body (markup/redirection-for-cf7.md §4), kept for its listeners. */
declare module '../../kernel/events' {
  interface BusEvents {
    'wpcf7r-mailsent': [event: CustomEvent];
    'wpcf7r-invalid': [event: CustomEvent];
    'wpcf7r-before-open-popup': [event: CustomEvent];
    'wpcf7r-popup-appended': [popup: unknown];
    'wpcf7r-popup-removed': [popup: unknown];
    'wpcf7r-handle_redirect_action': [items: unknown[]];
    'wpcf7r-handle_javascript_action': [scripts: unknown[]];
  }
}

/** Every CF7 wrapper (`div.wpcf7`): its `> form` is bound, or it is flagged when nested in another form. */
export const contactForm = definePlugin({
  name: 'contact-form',
  selectors: ['.wpcf7'],
  settings: { wpcf7: WPCF7_GLOBAL },
  pageEvents: [
    'wpcf7r-mailsent',
    'wpcf7r-invalid',
    'wpcf7r-before-open-popup',
    'wpcf7r-popup-appended',
    'wpcf7r-popup-removed',
    'wpcf7r-handle_redirect_action',
    'wpcf7r-handle_javascript_action',
  ],
  uses: ['actors', 'http'],
  load: () => import('./contact-form'),
});
