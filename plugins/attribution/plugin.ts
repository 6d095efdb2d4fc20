/**
 * The page part of order attribution (docs/plugins/attribution.md): on every
 * page that prints `wc_order_attribution`, one sourcebuster run counts the
 * visit and classifies it; the values go on WooCommerce's two functions on that
 * global (getAttributionData, setOrderTracking), to the block checkout's data
 * store, and on the bus to the checkout and registration inputs (attribution/fields).
 */
import type { PluginContext } from '../../kernel/types';
import type { SettingsOf } from '../../adapters/settings';
import type { WpData } from './block-checkout';
import { madeOnDemand } from '../made-on-demand';
import { attributionSettings, type AttributionGlobal } from './settings';
import { deleteVisit, runVisit, valueAt, type AttributionValues, type FieldValues } from './visit';

export { attributionSettings as settings };
type Settings = SettingsOf<typeof attributionSettings>;

/** Sourcebuster's domain: the hostname without 'www.'; names without a dot and IP addresses get host-only cookies. */
function cookieDomain(hostname: string): string | undefined {
  const host = hostname.replace(/^www\./, '');
  if (!host.includes('.') || /^[\d.]+$/.test(host) || host.includes(':')) return undefined;
  return `.${host}`;
}

function fieldValues(fields: Record<string, string>, values: AttributionValues | null): FieldValues {
  const out: FieldValues = {};
  for (const [field, path] of Object.entries(fields)) out[field] = valueAt(values, path);
  return out;
}

/** WooCommerce's functions on the page's own object (consent tools call setOrderTracking); the previous ones come back on cleanup. */
function publishFunctions(ctx: PluginContext, target: Record<string, unknown>, functions: Record<string, unknown>): void {
  const previous = Object.keys(functions).map((name) => [name, Object.getOwnPropertyDescriptor(target, name)] as const);
  Object.assign(target, functions);
  ctx.onCleanup(() => {
    for (const [name, descriptor] of previous) {
      if (descriptor) Object.defineProperty(target, name, descriptor);
      else delete target[name];
    }
  });
}

/** WordPress's data registry, where the block checkout keeps its store; pages without block scripts have none. */
function wpData(ctx: PluginContext): WpData | undefined {
  const wp = ctx.global('wp') as { data?: WpData } | undefined;
  return wp && typeof wp === 'object' && wp.data && typeof wp.data === 'object' ? wp.data : undefined;
}

/**
 * Hands the values to the block checkout (./block-checkout), whose code loads only where the page has
 * `wp.data`: most store pages have none, and the checkout's store waits for the values anyway.
 */
function blockCheckoutOnDemand(ctx: PluginContext): (values: Record<string, unknown>) => void {
  const hand = madeOnDemand(() => import('./block-checkout').then(({ blockCheckout }) => blockCheckout(ctx, () => wpData(ctx))));
  return (values) => {
    if (hand.current || wpData(ctx)) hand.use((give) => give(values), (error) => ctx.report(error));
  };
}

export function mount(_root: Element, ctx: PluginContext<Settings>): void {
  const printed = ctx.global('wc_order_attribution');
  if (!printed || typeof printed !== 'object') return;
  const { params, fields }: AttributionGlobal = ctx.settings.global;
  const address = ctx.browser.address();
  const domain = cookieDomain(address.hostname);
  // Sourcebuster encodes its cookie values itself (codec.ts): the bytes go out as they are.
  const cookies = ctx.cookies({ raw: true, ...(domain ? { domain } : {}) });
  const toBlockCheckout = blockCheckoutOnDemand(ctx);
  let values: FieldValues = fieldValues(fields, null);

  const track = (allow: boolean) => {
    let visit: AttributionValues | null = null;
    if (!allow) {
      // WooCommerce deletes with the full hostname as domain; sourcebuster wrote without 'www.'.
      deleteVisit(cookies, domain);
      deleteVisit(ctx.cookies({}), address.hostname.includes('.') ? `.${address.hostname}` : undefined);
    } else {
      visit = runVisit(
        cookies,
        {
          domain: address.hostname,
          lifetimeMonths: params.lifetime,
          sessionMinutes: params.session,
          base64: params.base64,
          promo: params.promocode,
          userIp: params.user_ip,
          cookieDomain: domain,
        },
        {
          href: address.href,
          search: address.search,
          referrer: ctx.browser.referrer(),
          userAgent: ctx.browser.userAgent(),
          now: ctx.clock.now(),
          random: () => ctx.browser.random(),
        },
      );
    }
    values = fieldValues(fields, visit);
    ctx.bus.emit('attribution:values', { ...values });
    toBlockCheckout({ ...values });
  };

  // The visit runs in the task after the mount's (it was most of the mount at a phone's speed), or at
  // once for a script that asks for the values first (WooCommerce's own script counts it before its
  // functions exist). A consent tool's call before it wins over the printed allowTracking.
  let pending = true;
  const settle = (allow: boolean) => {
    pending = false;
    ctx.clock.clearTimeout(first);
    track(allow);
  };
  const first = ctx.clock.setTimeout(() => settle(params.allowTracking), 0);
  publishFunctions(ctx, printed as Record<string, unknown>, {
    getAttributionData: () => {
      if (pending) settle(params.allowTracking);
      return { ...values };
    },
    setOrderTracking: (allow: unknown) => settle(Boolean(allow)),
  });
}
