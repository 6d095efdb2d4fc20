/**
 * The page-wide part of the spam protection, mounted once per document where
 * CleanTalk printed ctPublicFunctions (docs/plugins/anti-spam.md): the generic
 * modal and block answers, the bot-detector token, signals, hidden form data
 * and injection into other plugins' requests.
 */
import type { HttpClient } from '../../adapters/http';
import type { PluginContext } from '../../kernel/types';
import { apiFetchMiddleware } from './api-fetch';
import { watchBlockAnswers } from './block-display';
import { tokenOnCartLinks } from './cart-links';
import { noCookieData } from './client-data';
import { detectForcedAltCookies } from './force-alt';
import { attachHiddenFields } from './hidden-fields';
import { injectInto, NO_COOKIE_FIELD, TOKEN_FIELD, type InjectionContext } from './injection';
import { installLegacyApi } from './legacy-api';
import { installModal } from './modal';
import { startPixel } from './pixel';
import { guardSearchForms } from './search-form';
import { antiSpamSettings, type FunctionsGlobal, type PublicGlobal } from './settings';
import { createSignalStore } from './signal-store';
import { collectSignals } from './signals';
import { listenForToken } from './token';
import { antiSpamHttp } from './transport';
import { trackTyping } from './typing';
import { mount as mountEmailCheck, settings as emailCheckSettings } from './email-check/plugin';

export { antiSpamGlobals as settings } from './settings';

/** The e-mail fields' checks, packed with this part they always follow (./email-check/definition.ts). */
export const emailCheck = { settings: emailCheckSettings, mount: mountEmailCheck };

/** About 1% of page views log CleanTalk's JS errors; only those fetch the code (./error-log). */
const ERROR_LOG_CHANCE = 0.01;

export function mount(_root: Element, ctx: PluginContext<{ functions: FunctionsGlobal; pub: PublicGlobal }>) {
  const settings = antiSpamSettings(ctx.settings);
  let ajax: HttpClient | null = null;
  let http: HttpClient | null = null;
  const client = () => (http ??= antiSpamHttp(ctx, settings));
  const adminAjax = () => (ajax ??= antiSpamHttp(ctx, settings, 'admin_ajax'));
  const store = () => createSignalStore(ctx, settings, client());

  const modal = installModal(ctx, adminAjax);
  const showBlockAnswer = watchBlockAnswers(ctx, modal);
  detectForcedAltCookies(ctx, settings);
  const token = listenForToken(ctx, store);
  tokenOnCartLinks(ctx, settings, token);
  guardSearchForms(ctx, settings, store, token);
  collectSignals(ctx, settings, store);
  if (ctx.browser.random() < ERROR_LOG_CHANCE) {
    import('./error-log').then(({ logErrors }) => logErrors(ctx), (error: unknown) => ctx.log.warn('the error log could not load:', error));
  }
  const typing = trackTyping(ctx);
  const noCookie = () => noCookieData(ctx, { typo: typing() });
  const refreshNoCookieFields = attachHiddenFields(ctx, settings, store, noCookie);
  let restOnly: HttpClient | null = null;
  installLegacyApi(ctx, {
    settings,
    rest: () => (restOnly ??= antiSpamHttp(ctx, settings, 'rest')),
    ajax: adminAjax,
    store,
    refreshNoCookieFields,
  });
  void startPixel(ctx, settings, client, store);

  const injection: InjectionContext = {
    document: ctx.browser.document,
    address: () => ctx.browser.address(),
    value() {
      const current = settings.settings__data__bot_detector_enabled ? token.current() : null;
      return current ? { field: TOKEN_FIELD, value: current } : { field: NO_COOKIE_FIELD, value: noCookie() };
    },
  };
  apiFetchMiddleware(ctx, () => injection.value());
  ctx.intercept({
    rewrite: (request) => injectInto(request, injection),
    // Block answers come from this site: fetch, XMLHttpRequest and jQuery.ajax (through XMLHttpRequest) alike.
    onResponseText: (text, request) => {
      if (sameOrigin(request.url, ctx.browser.address())) showBlockAnswer(text);
    },
  });
}

function sameOrigin(url: string, page: URL): boolean {
  try {
    return new URL(url, page).origin === page.origin;
  } catch {
    return false;
  }
}
