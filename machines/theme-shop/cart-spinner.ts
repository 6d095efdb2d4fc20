/**
 * Avada's add-to-cart feedback on a product card: a click on the card's ajax
 * add-to-cart button shows the spinner for ADD_TO_CART_SPINNER_MS, then the
 * check mark, and the card is marked as in the cart. Another click starts the
 * spinner over. Pure: the plugin provides the DOM actions.
 */
import { setup } from 'xstate';

export const ADD_TO_CART_SPINNER_MS = 2000;

export const cartSpinnerMachine = setup({
  types: { events: {} as { type: 'CLICK' } },
  actions: {
    showSpinner: () => {},
    markInCart: () => {},
  },
  delays: { spinner: ADD_TO_CART_SPINNER_MS },
}).createMachine({
  id: 'cartSpinner',
  initial: 'idle',
  on: { CLICK: { target: '.spinning', reenter: true } },
  states: {
    idle: {},
    spinning: { entry: 'showSpinner', after: { spinner: { target: 'inCart', actions: 'markInCart' } } },
    inCart: {},
  },
});
