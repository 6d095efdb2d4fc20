/**
 * The transfer behind a started link: GET the link as a blob with Download
 * Monitor's two request headers, take the headers-stage decision, then either
 * stream the body (reporting progress) and save it, or carry out the branch
 * (navigate, external download, dialog, error, redirect). Answers the machine
 * with EXTERNAL, PROGRESS, DONE, ABORT or FAIL; never leaves it waiting.
 */
import { fromCallback } from 'xstate';
import type { DownloadLinkEvent, TransferInput } from '../../machines/download-link';
import type { PluginContext } from '../../kernel/types';
import { decideAtHeaders, expectedSize, fileNameOf, headerMap, type HeaderMap } from './headers';
import type { LinkView } from './link-view';
import { logFields, sendLog, type LogStatus } from './log';
import { followRedirect, navigate } from './navigate';
import { openNoAccessModal, removeNoAccessModal } from './no-access';
import type { DownloadSettings } from './settings';

/** Spec §7: the download request's headers, exactly. */
export const DOWNLOAD_HEADERS = {
  'Cache-Control': 'no-store, no-cache, no-transform, max-age=0',
  'dlm-xhr-request': 'dlm_XMLHttpRequest',
} as const;

/** No headers, or no new bytes, for this long ends the download as a network failure (spec §9 time-out). */
export const STALL_TIMEOUT_MS = 15000;

/** The untranslated text the original shows for a refused external download (spelled so). */
export const EXTERNAL_DENIED = 'Acces Denied to file.';

export interface TransferDeps {
  ctx: PluginContext;
  settings: DownloadSettings;
  link: HTMLAnchorElement;
  view: LinkView;
  save(blob: Blob, name: string): void;
}

type Send = (event: DownloadLinkEvent) => void;

/** Reads the body, reporting progress; `arm` restarts the stall timer on every chunk. */
async function readBody(deps: TransferDeps, response: Response, headers: HeaderMap, arm: () => void, send: Send): Promise<Blob> {
  const total = expectedSize(headers);
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  if (deps.settings.progress) send({ type: 'PROGRESS', loaded, total });
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      arm();
      chunks.push(value);
      loaded += value.byteLength;
      if (deps.settings.progress) send({ type: 'PROGRESS', loaded, total });
    }
  } else {
    chunks.push(new Uint8Array(await response.arrayBuffer()));
  }
  return new deps.ctx.env.window.Blob(chunks as BlobPart[], { type: headers['content-type'] ?? '' });
}

export function createTransfer(deps: TransferDeps) {
  const { ctx, settings, link, view } = deps;
  const log = (headers: HeaderMap, status: LogStatus, cookie: boolean) =>
    sendLog(ctx, settings.ajaxUrl, logFields(headers, status, cookie, ctx.env.location().href));
  const failGeneric = (send: Send, noXhr: boolean) => send({ type: 'FAIL', message: settings.message(), noXhr });

  /** 200: the body is the file. An empty body is no file (REFERENCES #1218): logged and reported as failed. */
  async function saveBody(response: Response, headers: HeaderMap, external: boolean, arm: () => void, send: Send) {
    const blob = await readBody(deps, response, headers, arm, send);
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
  async function external(response: Response, headers: HeaderMap, arm: () => void, send: Send) {
    if (response.status === 403) {
      log(headers, 'failed', false);
      send({ type: 'FAIL', message: EXTERNAL_DENIED, noXhr: false });
    } else if (response.status === 200) await saveBody(response, headers, true, arm, send);
    else failGeneric(send, false);
  }

  async function branch(response: Response, headers: HeaderMap, href: string, arm: () => void, send: Send) {
    const decision = decideAtHeaders({ headers, status: response.status, statusText: response.statusText, href });
    switch (decision.kind) {
      case 'force-abort':
        removeNoAccessModal(ctx);
        return send({ type: 'ABORT' });
      case 'no-waypoints':
      case 'navigate':
      case 'unauthorized':
        send({ type: 'ABORT' });
        return navigate(ctx, decision.to);
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
        return saveBody(response, headers, false, arm, send);
      case 'unexpected-status':
        return failGeneric(send, false);
    }
  }

  /** The dialog; when the endpoint answers no dialog, the message shows inline instead. */
  function showDialog(headers: HeaderMap, fallback = settings.message()) {
    openNoAccessModal(ctx, settings.ajaxUrl, headers, link)
      .then((shown) => {
        if (!shown) view.fail(fallback, false);
      })
      .catch(() => view.fail(fallback, false));
  }

  return fromCallback<DownloadLinkEvent, TransferInput>(({ input, sendBack }) => {
    const controller = new AbortController();
    let stalled = false;
    let timer: number | undefined;
    const arm = () => {
      ctx.clock.clearTimeout(timer);
      timer = ctx.clock.setTimeout(() => {
        stalled = true;
        controller.abort();
      }, STALL_TIMEOUT_MS);
    };
    // Once the machine has moved on (it stops this actor, which aborts), nothing more is reported.
    const send: Send = (event) => {
      if (!controller.signal.aborted) sendBack(event);
    };
    const run = async () => {
      arm();
      const response = await ctx.env.fetch(input.url, {
        method: 'GET',
        headers: DOWNLOAD_HEADERS,
        credentials: 'same-origin',
        signal: controller.signal,
      });
      const headers = headerMap(response.headers);
      if (input.external) await external(response, { ...input.origin, ...headers }, arm, send);
      else await branch(response, headers, input.url, arm, send);
    };
    run()
      .catch((error: unknown) => {
        if (controller.signal.aborted && !stalled) return; // stopped by the machine or cleanup
        ctx.log.debug('** An error occurred during the transaction', error);
        failGeneric(sendBack, true);
      })
      .finally(() => ctx.clock.clearTimeout(timer));
    return () => controller.abort();
  });
}
