/**
 * The page-wide part of the spam protection, mounted once on the globals tag
 * CleanTalk prints (markup/cleantalk.md §1.1): the generic modal and block
 * answers, the bot-detector token, signals, hidden form data and injection
 * into other plugins' requests.
 */
import type { PluginContext } from '../../kernel/types';
import { watchBlockAnswers } from './block-display';
import { installModal } from './modal';
import { antiSpamSettings, type FunctionsGlobal, type PublicGlobal } from './settings';
import { antiSpamHttp } from './transport';
import type { HttpClient } from '../../adapters/http';
import { interceptRequests } from '../../adapters/request-interception';
import { noCookieData } from './client-data';
import { attachHiddenFields } from './hidden-fields';
import { startPixel } from './pixel';
import { collectSignals } from './signals';
import { trackTyping } from './typing';
import { maybeLogErrors } from './error-log';
import { injectInto, NO_COOKIE_FIELD, TOKEN_FIELD, type InjectionContext } from './injection';
import { createSignalStore } from './signal-store';
import { listenForToken } from './token';
import { tokenOnCartLinks } from './cart-links';
import { guardSearchForms } from './search-form';
import { apiFetchMiddleware } from './api-fetch';
import { detectForcedAltCookies } from './force-alt';
import { installLegacyApi } from './legacy-api';

export { antiSpamGlobals as settings } from './settings';

/** The globals tag: `var ctPublicFunctions = …` (block pages print both objects in one tag). */
export const GLOBALS_TEXT = /\bvar\s+ctPublicFunctions\s*=/;

export function mount(tag: Element, ctx: PluginContext<{ functions: FunctionsGlobal; pub: PublicGlobal }>) {
  if (!GLOBALS_TEXT.test(tag.textContent ?? '')) return;
  const settings = antiSpamSettings(ctx.settings);
  let ajax: HttpClient | null = null;
  let http: HttpClient | null = null;
  const client = () => (http ??= antiSpamHttp(ctx, settings));
  const store = () => createSignalStore(ctx, settings, client());

  const modal = installModal(ctx, () => (ajax ??= antiSpamHttp(ctx, settings, 'admin_ajax')));
  const onAnswerText = watchBlockAnswers(ctx, modal);
  detectForcedAltCookies(ctx, settings);
  const token = listenForToken(ctx, store);
  tokenOnCartLinks(ctx, settings, token);
  guardSearchForms(ctx, settings, store, token);
  collectSignals(ctx, settings, store);
  maybeLogErrors(ctx);
  const typing = trackTyping(ctx);
  const noCookie = () => noCookieData(ctx, { typo: typing() });
  const refreshNoCookieFields = attachHiddenFields(ctx, settings, store, noCookie);
  let restOnly: HttpClient | null = null;
  installLegacyApi(ctx, {
    settings,
    rest: () => (restOnly ??= antiSpamHttp(ctx, settings, 'rest')),
    ajax: () => (ajax ??= antiSpamHttp(ctx, settings, 'admin_ajax')),
    store,
    refreshNoCookieFields,
  });
  void startPixel(ctx, settings, client, store);

  const injection: InjectionContext = {
    document: ctx.env.document,
    wcAddToCart: settings.pub.settings__forms__wc_add_to_cart,
    FormData: ctx.env.window.FormData,
    value() {
      const current = settings.settings__data__bot_detector_enabled ? token.current() : null;
      return current ? { field: TOKEN_FIELD, value: current } : { field: NO_COOKIE_FIELD, value: noCookie() };
    },
  };
  // apiFetch takes the no-cookie data only in no-cookie mode, as the original.
  apiFetchMiddleware(ctx, () => {
    const chosen = injection.value();
    return chosen.field === TOKEN_FIELD || settings.data__cookies_type === 'none' ? chosen : null;
  });
  ctx.onCleanup(
    interceptRequests(ctx.env, {
      rewrite: (request) => injectInto(request, injection),
      // Every XMLHttpRequest's answer, not only jQuery's: the original's non-jQuery sniffer never fired.
      onResponseText: onAnswerText,
    }),
  );
}
