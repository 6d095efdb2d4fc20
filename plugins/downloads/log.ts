/**
 * log_dlm_xhr_download (docs/plugins/downloads.md#log_dlm_xhr_download-admin-ajax): a
 * form-encoded POST by beacon (the adapter falls back to a keepalive fetch).
 * The answer is never read.
 */
import type { ServiceValue } from '../../kernel/services';
import { dlmHeader, type HeaderMap } from './headers';

export type LogStatus = 'completed' | 'failed' | 'redirected';

export function logFields(headers: HeaderMap, status: LogStatus, cookie: boolean, currentUrl: string): URLSearchParams {
  const body = new URLSearchParams({
    action: 'log_dlm_xhr_download',
    download_id: dlmHeader(headers, 'dlm-download-id') ?? '',
    version_id: dlmHeader(headers, 'dlm-version-id') ?? '',
    status,
    cookie: String(cookie),
    currentURL: currentUrl,
    nonce: dlmHeader(headers, 'dlm-nonce') ?? '',
  });
  for (const [name, value] of Object.entries(headers)) body.append(`responseHeaders[${name}]`, value);
  return body;
}

/** `beacon`: the context's beacon service (on demand: it comes with the link's first click). */
export function sendLog(beacon: ServiceValue<'beacon'>, ajaxUrl: string, fields: URLSearchParams): void {
  const blob = new Blob([fields.toString()], { type: 'application/x-www-form-urlencoded;charset=UTF-8' });
  // endpoint: dlm:log_dlm_xhr_download
  beacon.send(ajaxUrl, blob);
}
