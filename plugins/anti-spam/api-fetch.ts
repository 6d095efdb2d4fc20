/**
 * WordPress's wp.apiFetch (WooCommerce blocks' cart and checkout use it;
 * docs/plugins/anti-spam.md#injection-into-other-plugins-requests): a middleware
 * adds the value to the add-to-cart request inside a batch (where the Store API
 * reads it) and to the checkout. apiFetch cannot drop a middleware, so cleanup
 * turns it into a pass-through. The original sent the raw storage wrapper
 * instead of the token; this sends the token.
 */
import type { PluginContext } from '../../kernel/types';
import type { InjectionValue } from './injection';

interface ApiFetchOptions {
  path?: string;
  data?: Record<string, unknown> & { requests?: { path?: string; body?: Record<string, unknown> }[] };
}
type Next = (options: ApiFetchOptions) => unknown;
interface ApiFetch {
  use(middleware: (options: ApiFetchOptions, next: Next) => unknown): void;
}

export function apiFetchMiddleware(ctx: PluginContext, value: () => InjectionValue): void {
  const apiFetch = (ctx.global('wp') as { apiFetch?: ApiFetch } | undefined)?.apiFetch;
  if (typeof apiFetch?.use !== 'function') return;
  let active = true;
  ctx.onCleanup(() => (active = false));
  apiFetch.use((options, next) => {
    const add = active ? value() : null;
    if (!add) return next(options);
    const first = options.data?.requests?.[0];
    if (first?.path === '/wc/store/v1/cart/add-item') {
      const requests = [{ ...first, body: { ...first.body, [add.field]: add.value } }, ...options.data!.requests!.slice(1)];
      return next({ ...options, data: { ...options.data, requests } });
    }
    if (options.path?.includes('/wc/store/v1/checkout')) return next({ ...options, data: { ...options.data, [add.field]: add.value } });
    return next(options);
  });
}
