/**
 * Runs sourcebuster once per page view, publishes the values on
 * `wc_order_attribution` (getAttributionData, setOrderTracking, as WooCommerce's
 * script does) and fills the checkout's hidden inputs. Inputs are built as
 * elements with their value set, so visitor-controlled UTM text stays text.
 */
import type { PluginContext } from '../../kernel/types';
import type { SettingsOf } from '../../adapters/settings';
import { DEFAULT_FIELDS, DEFAULT_PROMO, attributionSettings } from './settings';
import { deleteVisit, runVisit, valueAt, type AttributionValues } from './visit';

export { attributionSettings as settings };
type Settings = SettingsOf<typeof attributionSettings>;
type Values = Record<string, string | null>;

interface PageState {
  allow: boolean;
  values: Values;
  renderers: Set<(values: Values) => void>;
}

const pages = new WeakMap<Document, PageState>();

/** sbjs's domain: the hostname without 'www.'; names without a dot and IP addresses get host-only cookies. */
function cookieDomain(hostname: string): string | undefined {
  const host = hostname.replace(/^www\./, '');
  if (!host.includes('.') || /^[\d.]+$/.test(host) || host.includes(':')) return undefined;
  return `.${host}`;
}

function promoRange(setting: unknown): { min: number; max: number } | undefined {
  if (setting === true) return { ...DEFAULT_PROMO };
  if (setting && typeof setting === 'object') {
    const { min, max } = setting as { min?: unknown; max?: unknown };
    const low = Number(min ?? DEFAULT_PROMO.min);
    const high = Number(max ?? DEFAULT_PROMO.max);
    if (Number.isInteger(low) && Number.isInteger(high) && low <= high) return { min: low, max: high };
  }
  return undefined;
}

function fieldValues(fields: Record<string, string>, values: AttributionValues | null): Values {
  const out: Values = {};
  for (const [field, path] of Object.entries(fields)) out[field] = valueAt(values, path);
  return out;
}

function startPage(ctx: PluginContext<Settings>): PageState {
  const { params } = ctx.settings.global;
  const fields = Object.keys(ctx.settings.global.fields).length ? ctx.settings.global.fields : DEFAULT_FIELDS;
  const location = ctx.env.location();
  const domain = cookieDomain(location.hostname);
  const cookies = ctx.cookies(domain ? { domain } : {});
  const state: PageState = { allow: params.allowTracking, values: {}, renderers: new Set() };

  const track = (allow: boolean) => {
    state.allow = allow;
    let values: AttributionValues | null = null;
    if (!allow) {
      // WooCommerce deletes with the full hostname as domain; sourcebuster wrote without 'www.'.
      deleteVisit(cookies, domain);
      deleteVisit(ctx.cookies({}), location.hostname.includes('.') ? `.${location.hostname}` : undefined);
    } else {
      values = runVisit(
        cookies,
        {
          domain: location.hostname,
          lifetimeMonths: params.lifetime,
          sessionMinutes: params.session,
          base64: params.base64,
          promo: promoRange(params.promocode),
          userIp: params.user_ip,
          cookieDomain: domain,
        },
        {
          href: location.href,
          search: location.search,
          referrer: ctx.env.document.referrer,
          userAgent: ctx.env.navigator().userAgent,
          now: ctx.clock.now(),
          random: () => ctx.env.random(),
          win: ctx.env.window,
        },
      );
    }
    state.values = fieldValues(fields, values);
    state.renderers.forEach((render) => render(state.values));
  };

  // The page's own object gains WooCommerce's two functions (consent plugins call setOrderTracking).
  const global = ctx.env.global('wc_order_attribution');
  if (global) {
    Object.assign(global, { getAttributionData: () => ({ ...state.values }), setOrderTracking: (allow: unknown) => track(Boolean(allow)) });
  }
  track(params.allowTracking);
  return state;
}

/** The 9.x custom element: one hidden input per field, in field order. */
function renderElement(ctx: PluginContext<Settings>, host: Element): (values: Values) => void {
  const prefix = ctx.settings.global.params.prefix;
  return (values) =>
    ctx.write(() => {
      const doc = host.ownerDocument;
      host.replaceChildren(
        ...Object.entries(values).map(([field, value]) => {
          const input = doc.createElement('input');
          input.type = 'hidden';
          input.name = `${prefix}${field}`;
          input.value = value ?? '';
          return input;
        }),
      );
    });
}

/** The 8.5 generation: plain hidden inputs printed by the server. */
function renderInput(ctx: PluginContext<Settings>, input: HTMLInputElement): (values: Values) => void {
  const field = input.name.slice(ctx.settings.global.params.prefix.length);
  return (values) => {
    input.value = values[field] ?? '';
  };
}

export function mount(element: Element, ctx: PluginContext<Settings>): void {
  // WooCommerce prints the global only when order attribution is on: without it there is nothing to do.
  if (typeof ctx.env.global('wc_order_attribution') !== 'object') return;
  const doc = ctx.env.document;
  let state = pages.get(doc);
  if (!state) {
    state = startPage(ctx);
    pages.set(doc, state);
    // The first mount owns the page view: when the runtime stops, the next start is a new one.
    ctx.onCleanup(() => pages.delete(doc));
  }
  let render: ((values: Values) => void) | undefined;
  if (element.localName === 'wc-order-attribution-inputs') render = renderElement(ctx, element);
  else if (element instanceof ctx.env.window.HTMLInputElement) render = renderInput(ctx, element);
  if (!render) return;
  const renderers = state.renderers;
  renderers.add(render);
  render(state.values);
  ctx.onCleanup(() => renderers.delete(render));
}
