/**
 * Plugin folders renamed since release, with their new names. Site owners and
 * other plugins name ours in `window.siteRuntime = { disable: [...] }`, so the
 * old names keep working (docs/plugin-api.md#the-definition).
 */
import type { FormerNames } from '../kernel/page-config';

export const formerNames: FormerNames = {
  // The theme's shop layer, named apart from WooCommerce's own scripts (plugins/woocommerce).
  storefront: 'theme-shop',
};
