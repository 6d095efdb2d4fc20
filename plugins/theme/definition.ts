/**
 * The Avada theme on this page (docs/plugins/theme.md): every part of the theme layer names this page
 * plugin in `after`, so on a site with another theme none of them is matched, downloaded or mounted, and
 * WooCommerce's own behaviour (our plugins/woocommerce/*) is left alone.
 */
import { definePlugin } from '../../kernel/types';

/**
 * `fusionJSVars` is printed for the Fusion library's core script (`fusion`), which Avada enqueues on every
 * front-end page and every other theme script depends on; no other theme prints it. Its chunk holds the
 * definitions of the theme's layer (layer.ts), so those cost the core chunk nothing on other themes' pages.
 */
export const theme = definePlugin({
  name: 'theme',
  page: { globals: ['fusionJSVars'] },
  load: () => import('./plugin'),
});

