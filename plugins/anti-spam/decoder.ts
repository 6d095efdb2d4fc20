/**
 * Binds CleanTalk's encoded contacts (`[data-original-string]`, markup/cleantalk.md
 * §2): a click opens the decoder popup and sends every encoded node of the
 * page in one apbct_decode_email request; the emailDecoder machine times the
 * rest. One popup per page: while one runs, other clicks are ignored.
 */
import { fromPromise } from 'xstate';
import type { HttpClient } from '../../adapters/http';
import { emailDecoderMachine, type DecodeRow, type FailureKind } from '../../machines/email-decoder';
import type { PluginContext, PortalHandle } from '../../kernel/types';
import { storedEventToken } from './bot-token';
import { clientData } from './client-data';
import { readDecodeAnswer, shownAddress } from './decode-answer';
import { antiSpamSettings, type AntiSpamSettings, type FunctionsGlobal, type PublicGlobal } from './settings';
import { createSignalStore } from './signal-store';
import { antiSpamHttp, ENDPOINTS } from './transport';
import type { DecodePopupProps } from './views/decode-popup';

export { decoderGlobals as settings } from './settings';

export const ENCODED = '[data-original-string]';
const FADE_CLASS = 'apbct-popup-fade';

interface PageState {
  nodes: Set<Element>;
  /** Nodes already showing their contact: a click on them is an ordinary click again. */
  decoded: WeakSet<Element>;
  busy: boolean;
}
const pages = new WeakMap<Document, PageState>();

function pageState(doc: Document): PageState {
  let state = pages.get(doc);
  if (!state) pages.set(doc, (state = { nodes: new Set(), decoded: new WeakSet(), busy: false }));
  return state;
}

/** Spans inside a mailto link that carries its own encoded string are decoded with the link. */
function coveredByLink(node: Element): boolean {
  const link = node.parentElement?.closest('a');
  return !!link && link !== node && (link.getAttribute('href') ?? '').includes('mailto:') && link.hasAttribute('data-original-string');
}

const LINK_PREFIX = /^(mailto:|tel:)/i;
const linkPrefix = (node: Element) => (node instanceof HTMLAnchorElement ? LINK_PREFIX.exec(node.getAttribute('href') ?? '')?.[1] : undefined);

/**
 * The public settings, or on an admin page (ctAdminCommon printed, ctPublicFunctions not)
 * the admin's nonce, URL and texts over admin-ajax, as the original's admin fallback.
 */
function decoderSettings(ctx: PluginContext<{ functions: FunctionsGlobal; pub: PublicGlobal; admin: FunctionsGlobal }>): AntiSpamSettings {
  const admin = ctx.env.global('ctPublicFunctions') === undefined && ctx.env.global('ctAdminCommon') !== undefined;
  if (!admin) return antiSpamSettings(ctx.settings);
  return antiSpamSettings({ functions: { ...ctx.settings.admin, data__ajax_type: 'admin_ajax' }, pub: ctx.settings.pub });
}

function failureText(texts: FunctionsGlobal, failure: { kind: FailureKind; comment: string }): string {
  if (failure.kind === 'cannot_decode') return texts.text__ee_cannot_decode;
  if (failure.kind === 'blocked') return `${texts.text__ee_email_decoder}: ${texts.text__ee_blocked}: ${failure.comment}`;
  // A failed call reads like the server's own "cannot connect", with the catalogue message as the comment.
  return `${texts.text__ee_email_decoder}: ${texts.text__ee_cannot_connect}: ${failure.comment || texts.text__ee_cannot_decode}`;
}

export function mount(node: Element, ctx: PluginContext<{ functions: FunctionsGlobal; pub: PublicGlobal; admin: FunctionsGlobal }>) {
  if (coveredByLink(node)) return;
  const doc = node.ownerDocument;
  const page = pageState(doc);
  page.nodes.add(node);
  ctx.onCleanup(() => {
    page.nodes.delete(node);
    if (page.nodes.size === 0) pages.delete(doc);
  });

  const settings = decoderSettings(ctx);
  let http: HttpClient | null = null;
  let actor: ReturnType<typeof startActor> | null = null;
  let popup: PortalHandle | null = null;
  let returnFocus: HTMLElement | null = null;
  let sentNodes: Element[] = [];

  const showPopup = (props: Omit<DecodePopupProps, 'brand' | 'texts' | 'onGotIt'>) => {
    const full: DecodePopupProps = {
      ...props,
      brand: settings.pub.wl_brandname,
      texts: settings.functions,
      onGotIt: () => actor?.send({ type: 'GOT_IT' }),
    };
    const view = () => import('./views/decode-popup').then((m) => m.renderDecodePopup(full));
    if (popup) popup.update(view);
    else popup = ctx.portal(doc.body, view);
  };

  const hidePopup = () => {
    ctx.write(() => doc.body.classList.remove(FADE_CLASS));
    popup?.close();
    popup = null;
    page.busy = false;
    if (returnFocus?.isConnected) returnFocus.focus();
    returnFocus = null;
  };

  const request = async (): Promise<unknown> => {
    http ??= antiSpamHttp(ctx, settings);
    const encodedEmails: Record<string, string> = {};
    sentNodes.forEach((n, i) => (encodedEmails[String(i)] = n.getAttribute('data-original-string') ?? ''));
    const token = settings.settings__data__bot_detector_enabled ? storedEventToken(ctx.storage) : null;
    const fields: Record<string, unknown> = {
      post_url: ctx.env.location().href,
      referrer: doc.referrer,
      encodedEmails: JSON.stringify(encodedEmails),
      ...(token ? { event_token: token } : { event_javascript_data: JSON.stringify(clientData(ctx, settings)) }),
    };
    const answer = await http.call(ENDPOINTS.decodeEmail, fields);
    // Any answer at all proves a browser with JavaScript: the server's pass key is stored for it.
    if (settings.pub.emailEncoderPassKey) {
      void createSignalStore(ctx, settings, http).set({ apbct_email_encoder_passed: settings.pub.emailEncoderPassKey });
    }
    return answer;
  };

  const rowFor = (rows: DecodeRow[], n: Element) => rows.find((r) => r.encoded_email === n.getAttribute('data-original-string'));

  /** Walks the sent nodes until the first refused row, as the original stops there. */
  const eachAllowed = (rows: DecodeRow[], fn: (n: Element, row: DecodeRow) => void) => {
    for (const n of sentNodes) {
      const row = rowFor(rows, n);
      if (!row) continue;
      if (!row.is_allowed) break;
      fn(n, row);
    }
  };

  const fillLink = (link: Element, prefix: string, row: DecodeRow) => {
    const inner = link.querySelectorAll('span.apbct-email-encoder[data-original-string]');
    const shownBefore = (link.getAttribute('href') ?? '').slice(prefix.length);
    link.setAttribute('href', prefix + row.decoded_email);
    const innerRows = Array.from(inner, (span) => [span, rowFor(actorRows(), span)] as const);
    for (const [span, innerRow] of innerRows) if (innerRow?.is_allowed) span.textContent = shownAddress(innerRow.decoded_email);
    if (inner.length === 0 && link.textContent?.trim() === shownBefore) link.textContent = shownAddress(row.decoded_email);
  };

  const actorRows = () => actor?.getSnapshot().context.rows ?? [];

  const startActor = () =>
    ctx.spawn(
      emailDecoderMachine.provide({
        actions: {
          showWaiting: () => showPopup({ phase: 'waiting', decoded: '', message: '' }),
          showDecoded: (_args, { decoded }) => showPopup({ phase: 'decoded', decoded, message: '' }),
          showFailure: (_args, failure) => showPopup({ phase: 'failed', decoded: '', message: failureText(settings.functions, failure) }),
          hidePopup,
          unblurNodes: (_args, { rows, followLink }) =>
            ctx.write(() => {
              eachAllowed(rows, (n, row) => {
                const prefix = linkPrefix(n);
                if (prefix) fillLink(n, prefix, row);
                else n.classList.add('no-blur');
                page.decoded.add(n);
              });
              if (followLink && linkPrefix(node)) (node as HTMLElement).click();
            }),
          writeDecoded: (_args, { rows }) =>
            ctx.write(() =>
              eachAllowed(rows, (n, row) => {
                if (linkPrefix(n)) return;
                n.setAttribute('title', '');
                n.removeAttribute('style');
                n.textContent = shownAddress(row.decoded_email);
              }),
            ),
          resetNodes: () => {
            sentNodes = [];
          },
        },
        actors: {
          decode: fromPromise(() => request().then((answer) => readDecodeAnswer(answer, node.getAttribute('data-original-string') ?? ''))),
        },
      }),
    );

  // The node leaving with its popup open must not leave the page locked.
  ctx.onCleanup(() => {
    if (popup) hidePopup();
  });

  ctx.listen<MouseEvent>(node, 'click', (event) => {
    if (page.decoded.has(node)) return; // a decoded mailto link opens the mail client as usual
    const isLink = !!linkPrefix(node);
    if (page.busy) {
      if (isLink) event.preventDefault();
      return;
    }
    sentNodes = Array.from(doc.querySelectorAll(ENCODED)).filter((n) => page.nodes.has(n));
    if (sentNodes.some((n) => /^mailto:/i.test(n.getAttribute('href') ?? ''))) event.preventDefault();
    if (isLink) event.preventDefault();
    page.busy = true;
    returnFocus = doc.activeElement instanceof HTMLElement && doc.activeElement !== doc.body ? doc.activeElement : null;
    ctx.write(() => doc.body.classList.add(FADE_CLASS));
    actor ??= startActor();
    actor.send({ type: 'OPEN' });
  });

  ctx.listen<KeyboardEvent>(doc, 'keydown', (event) => {
    if (event.key === 'Escape' && popup) actor?.send({ type: 'CLOSE' });
  });
}
