/**
 * The theme's add to cart (docs/plugins/theme-shop.md#add-to-cart): a product
 * card's ajax add-to-cart button shows Avada's spinner, then the check mark;
 * a variations form is added to the cart by ajax.
 */
import type { PluginContext } from '../../../kernel/types';
import { mountCardSpinner } from './card-spinner';
import { mountVariationForm } from './variation-form';

export function mount(element: Element, ctx: PluginContext): void {
  if (element instanceof HTMLFormElement) mountVariationForm(element, ctx);
  else mountCardSpinner(element, ctx);
}
