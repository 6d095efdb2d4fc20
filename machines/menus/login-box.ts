/**
 * The login box in the menu (docs/plugins/menus.md#login-box): `idle`;
 * `choosing` once the visitor clicks the username field (Avada's
 * `fusion-active-login`), `typing` once they type in it (`fusion-active-link`,
 * which keeps the box open when the pointer wanders off). A click on another
 * field of the box or anywhere outside it ends both. Pure: the plugin provides mark.
 */
import { setup } from 'xstate';

export type LoginBoxMark = 'none' | 'login' | 'link';

export type LoginBoxEvent = { type: 'USERNAME_CLICKED' } | { type: 'USERNAME_TYPED' } | { type: 'OTHER_FIELD_CLICKED' } | { type: 'CLICKED_OUTSIDE' };

export const loginBoxMachine = setup({
  types: { events: {} as LoginBoxEvent },
  actions: { mark: (_args, _params: { mark: LoginBoxMark }) => {} },
}).createMachine({
  id: 'loginBox',
  initial: 'idle',
  on: {
    OTHER_FIELD_CLICKED: '.idle',
    CLICKED_OUTSIDE: '.idle',
  },
  states: {
    idle: {
      entry: { type: 'mark', params: { mark: 'none' } },
      on: { USERNAME_CLICKED: 'choosing' },
    },
    choosing: {
      entry: { type: 'mark', params: { mark: 'login' } },
      on: { USERNAME_TYPED: 'typing' },
    },
    typing: {
      entry: { type: 'mark', params: { mark: 'link' } },
    },
  },
});
