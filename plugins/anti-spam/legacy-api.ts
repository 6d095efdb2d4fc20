/**
 * The helper globals CleanTalk's bundle defined and that PHP-printed inline
 * scripts call by name (docs/plugins/anti-spam.md#globals): the js-key footer snippet
 * (apbct_public_sendREST / apbct_public_sendAJAX with apbct_js_keys__set_input_value),
 * the MEC booking snippet (ctNoCookieAttachHiddenFieldsToForms) and the cookie
 * helpers. Without them those snippets would throw once the bundle is gone.
 * Each is removed on cleanup unless someone replaced it meanwhile.
 */
import type { HttpClient } from '../../adapters/http';
import type { PluginContext } from '../../kernel/types';
import type { AntiSpamSettings } from './settings';
import type { SignalStore } from './signal-store';

interface CallParams {
  callback?: (result: unknown, data?: unknown, params?: unknown) => void;
  onErrorCallback?: (error: string) => void;
  notJson?: boolean;
  data?: Record<string, unknown>;
  method?: 'GET' | 'POST';
}

export interface LegacyDeps {
  settings: AntiSpamSettings;
  /** Over data__ajax_type (REST) and over admin-ajax. */
  rest: () => HttpClient;
  ajax: () => HttpClient;
  store: () => SignalStore;
  refreshNoCookieFields: () => void;
}

export function installLegacyApi(ctx: PluginContext, deps: LegacyDeps): void {
  const jar = () => ctx.cookies({ prefix: deps.settings.cookiePrefix });

  const run = (client: HttpClient, route: string, action: string, fields: Record<string, unknown>, params: CallParams) => {
    // endpoints: cleantalk:apbct_public_sendREST, cleantalk:apbct_public_sendAJAX
    client
      .call({ route, action }, fields, { method: params.method, responseType: params.notJson ? 'text' : 'json' })
      .then((result) => params.callback?.(result, fields, params))
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        if (params.onErrorCallback) params.onErrorCallback(message);
        else ctx.log.debug(`${route || action} failed`, error);
      });
  };

  const api: Record<string, unknown> = {
    apbct_public_sendREST(route: string, params: CallParams = {}) {
      run(deps.rest(), route, route, params.data ?? {}, params);
    },
    apbct_public_sendAJAX(data: Record<string, unknown> = {}, params: CallParams = {}) {
      const { action, ...fields } = data;
      run(deps.ajax(), '', String(action ?? ''), fields, params);
    },
    apbct_js_keys__set_input_value(result: { js_key?: unknown } | null) {
      const key = result?.js_key;
      if (typeof key !== 'string' && typeof key !== 'number') return;
      ctx.write(() => {
        for (const input of Array.from(ctx.browser.document.querySelectorAll<HTMLInputElement>('[name^="ct_checkjs"]'))) input.value = String(key);
      });
    },
    ctSetCookie(name: string | [string, unknown][], value?: unknown) {
      const pairs = Array.isArray(name) ? Object.fromEntries(name) : { [name]: value };
      void deps.store().set(pairs as Record<string, string>);
    },
    ctGetCookie: (name: string) => jar().get(name),
    ctDeleteCookie: (name: string) => jar().remove(name),
    ctNoCookieAttachHiddenFieldsToForms: () => deps.refreshNoCookieFields(),
  };

  // Calls inline snippets made before this chunk arrived are replayed by publish (definition.callQueues).
  for (const [name, fn] of Object.entries(api)) ctx.publish(name, fn as (...args: never[]) => unknown);
}
