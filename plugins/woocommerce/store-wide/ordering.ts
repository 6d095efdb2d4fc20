/**
 * The shop's sort order submits its form on change, and a product page's quantity starts at its
 * minimum (the cart's own quantities, `.product-quantity`, are left as the cart printed them).
 */
import type { StoreWideContext } from './plugin';

export function bindOrdering(ctx: StoreWideContext): void {
  ctx.listen('document', 'change', (event) => {
    const select = event.target instanceof Element ? event.target : null;
    if (!select?.matches('.woocommerce-ordering select.orderby')) return;
    select.closest('form')?.requestSubmit();
  });
}

export function raiseQuantitiesToMinimum(doc: Document): void {
  doc.querySelectorAll<HTMLInputElement>('input.qty').forEach((input) => {
    if (input.closest('.product-quantity')) return;
    const min = Number.parseFloat(input.getAttribute('min') ?? '');
    if (min >= 0 && Number.parseFloat(input.value) < min) input.value = String(min);
  });
}
