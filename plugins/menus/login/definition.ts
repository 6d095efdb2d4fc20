/** The login box in Avada's menu (docs/plugins/menus.md#login-box). */
import { definePlugin } from '../../../kernel/types';

export const menuLogin = definePlugin({
  name: 'menus/login',
  selectors: ['.fusion-menu-login-box'],
  after: ['theme'],
  uses: ['spawn'],
  load: () => import('./plugin'),
});
