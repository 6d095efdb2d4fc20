/**
 * CleanTalk's endpoints (docs/plugins/anti-spam.md#endpoints) and the one
 * client config they share: REST under cleantalk-antispam/v1 or admin-ajax per
 * data__ajax_type, the nonce chosen as the original did, and the fresh-nonce
 * refresh on a 403.
 */
import type { Endpoint, HttpClient } from '../../adapters/http';
import type { PluginContext } from '../../kernel/types';
import type { AjaxType, AntiSpamSettings } from './settings';

export const NAMESPACE = 'cleantalk-antispam/v1';

export const ENDPOINTS = {
  decodeEmail: { route: 'apbct_decode_email', action: 'apbct_decode_email' },
  altSessions: { route: 'alt_sessions', action: 'apbct_alt_session__save__AJAX' },
  pixelUrl: { route: 'apbct_get_pixel_url', action: 'apbct_get_pixel_url' },
  emailBeforePost: { route: 'check_email_before_post', action: 'apbct_email_check_before_post' },
  emailExist: { route: 'check_email_exist_post', action: 'apbct_email_check_exist_post' },
  // Admin pages fill the modal from admin-ajax only; there is no REST twin.
  modalTemplate: { route: '', action: 'get_options_template' },
} as const satisfies Record<string, Endpoint>;

/** `transport` overrides data__ajax_type for calls that exist over admin-ajax only. */
export function antiSpamHttp(ctx: PluginContext, settings: AntiSpamSettings, transport: AjaxType = settings.data__ajax_type): HttpClient {
  const { functions } = settings;
  return ctx.http({
    transport,
    restUrl: functions._rest_url,
    namespace: NAMESPACE,
    ajaxUrl: functions._ajax_url,
    nonce: () => (transport === 'rest' ? functions._rest_nonce : functions._ajax_nonce),
    refreshNonce: 'wp-remote-call',
  });
}
