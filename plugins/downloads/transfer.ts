/**
 * The transfer behind a started link: GET the link with Download Monitor's two
 * request headers (the transfer service hands the headers over first), take
 * the headers-stage decision, then either read the body (reporting progress)
 * and save it, or carry out the branch (navigate, external download, dialog,
 * error, redirect). Answers the machine with EXTERNAL, PROGRESS, DONE, ABORT
 * or FAIL; never leaves it waiting.
 */
import { fromCallback } from 'xstate';
import type { StreamedResponse, TransferError } from '../../adapters/transfer';
import type { DownloadLinkEvent, TransferInput } from '../../machines/downloads/download-link';
import type { ServiceValue } from '../../kernel/services';
import type { PluginContext } from '../../kernel/types';
import { decideAtHeaders, expectedSize, fileNameOf, type HeaderMap } from './headers';
import type { LinkView } from './link-view';
import { logFields, sendLog, type LogStatus } from './log';
import { navigateSafely } from '../server-urls';
import { followRedirect, type AddressSource } from './navigate';
import { openNoAccessModal } from './no-access';
import { removeNoAccessModal } from './no-access-modal';
import type { DownloadSettings } from './settings';

/** The download request's headers, exactly (docs/plugins/downloads.md#the-download-request). */
export const DOWNLOAD_HEADERS = {
  'Cache-Control': 'no-store, no-cache, no-transform, max-age=0',
  'dlm-xhr-request': 'dlm_XMLHttpRequest',
} as const;

/** The untranslated text the original shows for a refused external download (spelled so). */
export const EXTERNAL_DENIED = 'Acces Denied to file.';

export interface TransferDeps {
  ctx: PluginContext;
  /** The context's transfer and beacon services (on demand: they come with the link's first click). */
  transfer: ServiceValue<'transfer'>;
  beacon: ServiceValue<'beacon'>;
  settings: DownloadSettings;
  link: HTMLAnchorElement;
  view: LinkView;
  save(blob: Blob, name: string): void;
}

type Send = (event: DownloadLinkEvent) => void;

/** Where the address of each leaving branch comes from. */
const SOURCES = { 'no-waypoints': 'no-waypoints', navigate: 'download link', unauthorized: '401 status text' } as const satisfies Record<string, AddressSource>;

/** Reads the body, reporting progress against the expected size. */
async function readBody(deps: TransferDeps, response: StreamedResponse, headers: HeaderMap, send: Send): Promise<Blob> {
  const total = expectedSize(headers);
  if (!deps.settings.progress) return response.blob();
  send({ type: 'PROGRESS', loaded: 0, total });
  return response.blob((loaded) => send({ type: 'PROGRESS', loaded, total }));
}

export function createTransfer(deps: TransferDeps) {
  const { ctx, transfer, settings, link, view } = deps;
  const log = (headers: HeaderMap, status: LogStatus, cookie: boolean) =>
    sendLog(deps.beacon, settings.ajaxUrl, logFields(headers, status, cookie, ctx.browser.address().href));
  const failGeneric = (send: Send, noXhr: boolean) => send({ type: 'FAIL', message: settings.message(), noXhr });
  /** The dialog request still asked for: the link's next click, or the link leaving the page, aborts it. */
  let dialogRequest: AbortController | undefined;
  const abortDialogRequest = () => dialogRequest?.abort();
  ctx.onCleanup(abortDialogRequest);

  /** 200: the body is the file. An empty body is no file (Download Monitor issue #1218): logged and reported as failed. */
  async function saveBody(response: StreamedResponse, headers: HeaderMap, external: boolean, send: Send) {
    const blob = await readBody(deps, response, headers, send);
    if (blob.size === 0) {
      log(headers, 'failed', false);
      failGeneric(send, false);
      return;
    }
    deps.save(blob, fileNameOf(headers));
    log(headers, 'completed', external ? false : settings.preventDuplicates);
    send({ type: 'DONE' });
  }

  /** The external answer's headers over the endpoint's, so the log keeps the download's ids and nonce. */
  async function external(response: StreamedResponse, headers: HeaderMap, send: Send) {
    if (response.status === 403) {
      log(headers, 'failed', false);
      send({ type: 'FAIL', message: EXTERNAL_DENIED, noXhr: false });
    } else if (response.status === 200) await saveBody(response, headers, true, send);
    else failGeneric(send, false);
  }

  async function branch(response: StreamedResponse, headers: HeaderMap, href: string, send: Send) {
    const decision = decideAtHeaders({ headers, status: response.status, statusText: response.statusText, href });
    switch (decision.kind) {
      case 'force-abort':
        removeNoAccessModal(ctx);
        return send({ type: 'ABORT' });
      case 'no-waypoints':
      case 'navigate':
      case 'unauthorized':
        send({ type: 'ABORT' });
        return navigateSafely(ctx, decision.to, SOURCES[decision.kind]);
      case 'external':
        return send({ type: 'EXTERNAL', url: decision.url, origin: headers });
      case 'no-access-modal':
        send({ type: 'ABORT' });
        return showDialog(headers);
      case 'error':
        log(headers, 'failed', false);
        if (!decision.modal) return send({ type: 'FAIL', message: settings.message(decision.key), noXhr: false });
        send({ type: 'ABORT' });
        return showDialog(headers, settings.message(decision.key));
      case 'redirect':
        // A no-access redirect is followed without a log line, as the original does.
        if (!decision.noAccess) log(headers, 'redirected', false);
        send({ type: 'ABORT' });
        return followRedirect(ctx, decision.url, link.getAttribute('target'));
      case 'status-text':
        send({ type: 'ABORT' });
        return view.statusParagraph(decision.text);
      case 'save':
        return saveBody(response, headers, false, send);
      case 'unexpected-status':
        return failGeneric(send, false);
    }
  }

  /** The dialog; when the endpoint answers no dialog, the message shows inline instead. An aborted request shows nothing. */
  function showDialog(headers: HeaderMap, fallback = settings.message()) {
    abortDialogRequest();
    const request = new AbortController();
    dialogRequest = request;
    const failUnlessAborted = () => {
      if (!request.signal.aborted) view.fail(fallback, false);
    };
    openNoAccessModal(ctx, transfer, settings.ajaxUrl, headers, link, request.signal)
      .then((shown) => {
        if (!shown) failUnlessAborted();
      })
      .catch(failUnlessAborted);
  }

  return fromCallback<DownloadLinkEvent, TransferInput>(({ input, sendBack }) => {
    // A new transfer is the visitor's new intent: a dialog still asked for by the last one is moot.
    abortDialogRequest();
    // Aborted when the machine moves on (it stops this actor): from then on nothing is reported.
    const controller = new AbortController();
    const send: Send = (event) => {
      if (!controller.signal.aborted) sendBack(event);
    };
    const run = async () => {
      // endpoint: dlm:download
      const response = await transfer.get(input.url, { headers: { ...DOWNLOAD_HEADERS }, signal: controller.signal });
      const { headers } = response;
      if (input.external) await external(response, { ...input.origin, ...headers }, send);
      else await branch(response, headers, input.url, send);
    };
    run().catch((error: unknown) => {
      // Stopped by the machine, or by cleanup (which aborts every transfer of the mount).
      if (controller.signal.aborted || (error as Partial<TransferError>).kind === 'aborted') return;
      // A network failure or 15 s without headers or new bytes (the transfer's time-out).
      ctx.log.debug('** An error occurred during the transaction', error);
      failGeneric(send, true);
    });
    return () => controller.abort();
  });
}
