/**
 * The no-access dialog (docs/plugins/downloads.md#no_access_dlm_xhr_download-admin-ajax):
 * POST no_access_dlm_xhr_download, put the returned modal HTML into the page
 * through the one audited path (its scripts run, as the protocol requires,
 * only when the answer came from the page's own origin), and close it on
 * Escape, an overlay click or its close button, focus back on the link.
 */
import { isSameOrigin } from '../../adapters/safe-url';
import { loadServerHtml, type ServerHtml } from '../../adapters/server-html-loader';
import type { ServiceValue } from '../../kernel/services';
import type { PluginContext } from '../../kernel/types';
import { dlmHeader, type HeaderMap } from './headers';
import { MODAL, removeNoAccessModal } from './no-access-modal';

const CLOSERS = '.dlm-no-access-modal-close, .dlm-no-access-modal-overlay';
const WINDOW = '.dlm-no-access-modal-window';

export function modalFields(headers: HeaderMap): Record<string, string> {
  return {
    download_id: dlmHeader(headers, 'dlm-download-id') ?? 'empty-download',
    version_id: dlmHeader(headers, 'dlm-version-id') ?? 'empty-version',
    modal_text: dlmHeader(headers, 'dlm-no-access-modal-text') ?? '',
    restriction: dlmHeader(headers, 'dlm-no-access-restriction') ?? 'empty-restriction',
    action: 'no_access_dlm_xhr_download',
    nonce: dlmHeader(headers, 'dlm-nonce') ?? '',
  };
}

/** The endpoint answers HTML, or JSON / "-1" / "0" when it refuses: only markup is shown. */
function isMarkup(answer: string): boolean {
  return /^\s*</.test(answer);
}

/**
 * The modal markup appended to body through the server-HTML adapter; `sameOrigin`
 * says the answer was served from the page's own origin (after redirects).
 * Returns the top-level nodes.
 */
function insertModal(ctx: PluginContext, { insertServerHtml }: ServerHtml, html: string, sameOrigin: boolean): Element[] {
  return ctx.write(() => insertServerHtml(ctx.browser.document.body, html, { profile: 'no-access-modal', sameOrigin, mode: 'append' }));
}

/**
 * Resolves true when the dialog is shown, false when the answer was no dialog (the caller shows the error).
 * `signal` is the caller's abort: the request stops, nothing is inserted, and the promise rejects.
 */
export async function openNoAccessModal(
  ctx: PluginContext,
  transfer: ServiceValue<'transfer'>,
  ajaxUrl: string,
  headers: HeaderMap,
  link: HTMLElement,
  signal?: AbortSignal,
): Promise<boolean> {
  const { document } = ctx.browser;
  const data = modalFields(headers);
  // Extensions (terms and conditions, members lock) rewrite the request here, as with the original.
  ctx.browser.dispatch(document, 'dlm-xhr-modal-data', { data, headers });
  // The sanitizer's chunk comes while the request is in flight.
  const sanitizer = loadServerHtml();
  // endpoint: dlm:no_access_dlm_xhr_download
  const answer = await transfer.postForm(ajaxUrl, data, { signal });
  // An error page (a 500's HTML) is no dialog: as jQuery's post, only a 2xx answer counts.
  if (answer.status < 200 || answer.status > 299 || !isMarkup(answer.text)) return false;

  const serverHtml = await sanitizer;
  signal?.throwIfAborted();
  removeNoAccessModal(ctx);
  const inserted = insertModal(ctx, serverHtml, answer.text, isSameOrigin(answer.url, ctx.browser.address().href));
  ctx.browser.dispatch(document, data.action ?? 'no_access_dlm_xhr_download', [answer.text, data]);

  const root = inserted.find((node) => node.matches(MODAL)) ?? inserted[0];
  if (!root) return false;
  const dialog = root.querySelector<HTMLElement>('[role="dialog"]') ?? (root as HTMLElement);
  if (!dialog.hasAttribute('aria-modal')) dialog.setAttribute('aria-modal', 'true');
  const stops: (() => void)[] = [];
  const close = () => {
    stops.forEach((stop) => stop());
    ctx.write(() => inserted.forEach((node) => node.remove()));
    link.focus();
  };
  stops.push(
    ctx.listen<KeyboardEvent>('document', 'keydown', (event) => {
      // Removed by someone else (a skipped link's click, a newer dialog): just let go.
      if (!root.isConnected) stops.forEach((stop) => stop());
      else if (event.key === 'Escape') close();
    }),
    ctx.listen<MouseEvent>(root, 'click', (event) => {
      const target = event.target as Element;
      // The full-screen centring container is the overlay; the panel inside it is not.
      const onOverlay = target.closest(WINDOW) !== null && target.closest(`${WINDOW} > div`) === null;
      if (target.closest(CLOSERS) || onOverlay) close();
    }),
  );
  const focusTarget = root.querySelector<HTMLElement>('.dlm-no-access-modal-close') ?? dialog;
  if (focusTarget === dialog && !dialog.hasAttribute('tabindex')) dialog.setAttribute('tabindex', '-1');
  focusTarget.focus();
  return true;
}
