/** Avada's lightbox: the links it binds (docs/plugins/lightbox.md#markup). */
import { definePlugin } from '../../kernel/types';

export const lightbox = definePlugin({
  name: 'lightbox',
  selectors: [
    'a[data-rel^="iLightbox"]',
    'a[rel^="iLightbox"]',
    'a[data-rel^="prettyPhoto"]',
    'a[rel^="prettyPhoto"]',
    'a#lightbox-link',
    'a.lightbox-link',
    'a.fusion-lightbox-link',
    '.tiled-gallery-item>a',
  ],
  after: ['theme'],
  reads: ['fusionLightboxVars', 'fusionLightboxVideoVars'],
  uses: ['spawn'],
  load: () => import('./plugin'),
});
