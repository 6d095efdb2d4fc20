/** Email Before Download: the markup it binds and the page global it reads. */
import { definePlugin } from '../../kernel/types';

/** The download choices the shortcode adds inside a CF7 form (`label.ebd_input` holding `ebd_downloads[]`). */
export const emailDownload = definePlugin({
  name: 'email-download',
  selectors: ['.ebd_input'],
  reads: ['ebd_inline'],
  uses: ['http'],
  load: () => import('./plugin'),
});
