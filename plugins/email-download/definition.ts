/** Email Before Download: the markup it binds and the page global it reads. */
import { definePlugin } from '../../kernel/types';
import { object, pageGlobal, text } from '../../adapters/settings';

/** `ebd_inline` (wp_localize_script): admin-ajax URL and the nonce of action `ebd`. */
export const EBD_GLOBAL = pageGlobal('ebd_inline', object({ ajaxurl: text('/wp-admin/admin-ajax.php'), ajax_nonce: text() }));

/** The download choices the shortcode adds inside a CF7 form (`label.ebd_input` holding `ebd_downloads[]`). */
export const emailDownload = definePlugin({
  name: 'email-download',
  selectors: ['.ebd_input'],
  settings: { ebd: EBD_GLOBAL },
  uses: ['http'],
  load: () => import('./email-download'),
});
