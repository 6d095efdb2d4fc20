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

/** Every CF7 wrapper (`div.wpcf7`): its `> form` is bound, or it is flagged when nested in another form. */
export const contactForm = definePlugin({
  name: 'contact-form',
  selectors: ['.wpcf7'],
  settings: { wpcf7: WPCF7_GLOBAL },
  uses: ['actors', 'http'],
  load: () => import('./contact-form'),
});
