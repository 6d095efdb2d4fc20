/**
 * Download Monitor's response headers and the headers-stage decision
 * (docs/plugins/downloads.md#the-download-request). Pure: a header map in, a decision
 * out, so the order of the branches is tested as a table.
 */

/** Lower-cased header name -> value, as the browser hands them over. */
export type HeaderMap = Readonly<Record<string, string>>;

/** The dlm headers, named without the x- prefix. Each is read in both forms. */
export type DlmHeader =
  | 'dlm-file-name'
  | 'dlm-no-waypoints'
  | 'dlm-redirect'
  | 'dlm-external-download'
  | 'dlm-no-access'
  | 'dlm-no-access-modal'
  | 'dlm-no-access-modal-text'
  | 'dlm-no-access-restriction'
  | 'dlm-error'
  | 'dlm-download-id'
  | 'dlm-version-id'
  | 'dlm-nonce'
  | 'dlm-filesize'
  | 'dlm-force-abort';

/** The header's value; the x- form wins over the plain one, as the original reads it second. */
export function dlmHeader(headers: HeaderMap, name: DlmHeader): string | undefined {
  return headers[`x-${name}`] ?? headers[name];
}

/** The original's "modal on": truthy and not 0 (the server sends 0/1, extensions 'true'). */
function modalWanted(value: string | undefined): boolean {
  return !!value && value.trim() !== '0';
}

export type Decision =
  | { kind: 'force-abort' }
  | { kind: 'no-waypoints'; to: string }
  | { kind: 'external'; url: string }
  | { kind: 'navigate'; to: string }
  | { kind: 'no-access-modal' }
  | { kind: 'error'; key: string; modal: boolean }
  | { kind: 'redirect'; url: string; noAccess: boolean }
  | { kind: 'unauthorized'; to: string }
  | { kind: 'status-text'; text: string }
  | { kind: 'save' }
  | { kind: 'unexpected-status'; status: number };

export interface HeadersStage {
  headers: HeaderMap;
  status: number;
  statusText: string;
  /** The link's original href. */
  href: string;
}

/** Forced abort; no-waypoints; external; no dlm headers; no-access with modal; error; redirect; then the status. */
export function decideAtHeaders({ headers, status, statusText, href }: HeadersStage): Decision {
  if (dlmHeader(headers, 'dlm-force-abort')) return { kind: 'force-abort' };
  const redirect = dlmHeader(headers, 'dlm-redirect');
  if (dlmHeader(headers, 'dlm-no-waypoints') !== undefined) return { kind: 'no-waypoints', to: redirect || href };
  const external = dlmHeader(headers, 'dlm-external-download');
  if (external !== undefined) return { kind: 'external', url: external };
  if (!Object.keys(headers).some((name) => name.includes('dlm-'))) return { kind: 'navigate', to: href };
  const noAccess = dlmHeader(headers, 'dlm-no-access') === 'true';
  const modal = modalWanted(dlmHeader(headers, 'dlm-no-access-modal'));
  if (noAccess && modal) return { kind: 'no-access-modal' };
  const error = dlmHeader(headers, 'dlm-error');
  if (error) return { kind: 'error', key: error, modal };
  if (redirect) return { kind: 'redirect', url: redirect, noAccess };
  // The status text is what the original shows and follows; HTTP/2 has none, so the standard phrase stands in.
  const text = statusText || STATUS_PHRASES[status] || String(status);
  if (status === 401) return { kind: 'unauthorized', to: text };
  if (status === 404 || status === 403) return { kind: 'status-text', text };
  if (status === 200) return { kind: 'save' };
  return { kind: 'unexpected-status', status };
}

const STATUS_PHRASES: Record<number, string> = { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found' };

/** Strips quotes and the first ';', then decodes; a name that fails to decode is kept as sent. */
function cleanName(raw: string): string {
  const stripped = raw.replace(/"/g, '').replace(';', '').trim();
  try {
    return decodeURI(stripped);
  } catch {
    return stripped;
  }
}

const DISPOSITION_NAME = /filename\*=UTF-8''([^;]*)|filename=("[^"]*"|[^;]*)/i;

/** The file-name header, else content-disposition's name, else 'download'. */
export function fileNameOf(headers: HeaderMap): string {
  const fromHeader = dlmHeader(headers, 'dlm-file-name');
  if (fromHeader && cleanName(fromHeader)) return cleanName(fromHeader);
  const match = DISPOSITION_NAME.exec(headers['content-disposition'] ?? '');
  const fromDisposition = match ? cleanName(match[1] ?? match[2] ?? '') : '';
  return fromDisposition || 'download';
}

/** The size to measure progress against: the body's length, else x-dlm-filesize; NaN when neither is a number. */
export function expectedSize(headers: HeaderMap): number {
  for (const value of [headers['content-length'], dlmHeader(headers, 'dlm-filesize')]) {
    const size = value !== undefined && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
    if (size > 0) return size;
  }
  return NaN;
}

export interface ProgressStep {
  /** Whole percent, or Infinity when the size is unknown. */
  percent: number;
  /** download-0 ... download-100, or download-Infinity (the original's animated class for an unknown size). */
  className: string;
}

/** Progress classes in steps of 10 percent. */
export function progressStep(loaded: number, total: number): ProgressStep {
  if (!(total > 0)) return { percent: Infinity, className: 'download-Infinity' };
  const percent = Math.min(100, Math.round((loaded / total) * 100));
  return { percent, className: `download-${Math.ceil(percent / 10) * 10}` };
}
