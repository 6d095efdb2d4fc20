/** Contact Form 7: the markup it binds and the page globals it reads. */
import { definePlugin } from '../../kernel/types';
import type { StatusDetail, SubmissionDetail } from './events';

declare module '../../kernel/events' {
  interface BusEvents {
    /** CF7's own DOM events, also on the bus with their detail (docs/plugins/contact-form.md#events). */
    wpcf7beforesubmit: [detail: SubmissionDetail];
    wpcf7submit: [detail: SubmissionDetail];
    wpcf7invalid: [detail: SubmissionDetail];
    wpcf7unaccepted: [detail: SubmissionDetail];
    wpcf7spam: [detail: SubmissionDetail];
    wpcf7aborted: [detail: SubmissionDetail];
    wpcf7mailsent: [detail: SubmissionDetail];
    wpcf7mailfailed: [detail: SubmissionDetail];
    wpcf7reset: [detail: SubmissionDetail];
    wpcf7statuschanged: [detail: StatusDetail];
    /** Redirection for CF7's jQuery events on document.body, kept for its listeners (docs/plugins/contact-form.md#redirection-for-cf7). */
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
  // wpcf7 (settings, and `blocked` read live at each submit); the browser features CF7 checks before
  // binding anything; the captcha widgets reset after a spent token.
  reads: ['wpcf7', 'swv', 'fetch', 'FormData', 'NodeList', 'String', 'turnstile', 'grecaptcha'],
  pageEvents: [
    'wpcf7r-mailsent',
    'wpcf7r-invalid',
    'wpcf7r-before-open-popup',
    'wpcf7r-popup-appended',
    'wpcf7r-popup-removed',
    'wpcf7r-handle_redirect_action',
    'wpcf7r-handle_javascript_action',
  ],
  // CF7's methods on its global, for the scripts that call or wrap them at DOMContentLoaded (wpcf7-methods.ts),
  // and swv's middleware hook.
  callQueues: ['wpcf7.init', 'wpcf7.submit', 'wpcf7.reset', 'wpcf7.validate', 'swv.use'],
  // CF7's `swv` where it is on the page, for add-ons that add rules at DOMContentLoaded (swv-page.ts).
  pageObjects: { when: 'wpcf7', paths: ['swv', 'swv.validators'] },
  uses: ['http'],
  // The form's machine is made when the form first needs it (plugin.ts).
  onDemand: ['spawn'],
  load: () => import('./plugin'),
});
