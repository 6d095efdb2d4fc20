/** Contact Form 7: the markup it binds and the page global it reads. */
import { definePlugin } from '../../kernel/types';

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
  reads: ['wpcf7'],
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
  load: () => import('./plugin'),
});
