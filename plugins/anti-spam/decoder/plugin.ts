/**
 * Binds CleanTalk's encoded contacts (`[data-original-string]`,
 * docs/plugins/anti-spam.md#encoded-contacts): a click opens the decoder popup and
 * sends every encoded node of the page in one apbct_decode_email request; the
 * emailDecoder machine times the rest and the popup (plain DOM, ./popup) follows it.
 * The node's actor (xstate and the machine, ./decoder-actor) is made at its first
 * click: the popup shows the wait text at once and follows the actor when it is in.
 * One popup per page: while one runs, other clicks are ignored.
 */
import type { HttpClient } from '../../../adapters/http';
import { isHttpError } from '../../../adapters/http-error';
import type { DecodeOutcome, DecodeRow } from '../../../machines/anti-spam/email-decoder';
import { DECODE_FAILURE_HIDE_MS } from '../../../machines/anti-spam/email-decoder-delays';
import type { PluginContext } from '../../../kernel/types';
import { madeOnDemand } from '../../made-on-demand';
import { loadAnswerReaders } from '../answer-readers-loader';
import { storedEventToken } from '../bot-token';
import { clientData } from '../client-data';
import { antiSpamSettings, type AntiSpamSettings, type FunctionsGlobal, type PublicGlobal } from '../settings';
import { createSignalStore } from '../signal-store';
import { antiSpamHttp, ENDPOINTS } from '../transport';
import { shownAddress } from './contact';
import { openDecodePopup, type DecodePopup } from './popup';

export { decoderGlobals as settings } from '../settings';

type DecoderGlobals = { functions: FunctionsGlobal; pub: PublicGlobal; admin: FunctionsGlobal };

const ENCODED = '[data-original-string]';
const FADE_CLASS = 'apbct-popup-fade';

/** What every encoded node of the page shares. */
interface DecoderPage {
  nodes: Set<Element>;
  /** Nodes already showing their contact: a click on them is an ordinary click again. */
  decoded: WeakSet<Element>;
  /** The decoding under way, if any: other clicks wait for it, and Escape closes its popup. */
  running: { close(): void } | null;
}

/** The page's state, with ONE Escape listener for all its encoded nodes. */
const decoderPage = (ctx: PluginContext): DecoderPage =>
  ctx.scope.get('page', (scope) => {
    const page: DecoderPage = { nodes: new Set(), decoded: new WeakSet(), running: null };
    scope.listen<KeyboardEvent>('document', 'keydown', (event) => {
      if (event.key === 'Escape') page.running?.close();
    });
    return page;
  });

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
function decoderSettings(ctx: PluginContext<DecoderGlobals>): AntiSpamSettings {
  const admin = ctx.global('ctPublicFunctions') === undefined && ctx.global('ctAdminCommon') !== undefined;
  if (!admin) return antiSpamSettings(ctx.settings);
  return antiSpamSettings({ functions: { ...ctx.settings.admin, data__ajax_type: 'admin_ajax' }, pub: ctx.settings.pub });
}

/** A call that got no answer at all says nothing the visitor can act on: the 'cannot decode' fallback. */
function unanswered(error: unknown): DecodeOutcome {
  if (isHttpError(error) && error.kind === 'network') return { kind: 'cannot_decode' };
  throw error;
}

export function mount(node: Element, ctx: PluginContext<DecoderGlobals>) {
  if (coveredByLink(node)) return;
  const doc = ctx.browser.document;
  const page = decoderPage(ctx);
  page.nodes.add(node);
  ctx.onCleanup(() => page.nodes.delete(node));

  const settings = decoderSettings(ctx);
  let http: HttpClient | null = null;
  let popup: DecodePopup | null = null;
  let returnFocus: HTMLElement | null = null;
  let sentNodes: Element[] = [];

  const liftFade = () => ctx.write(() => doc.body.classList.remove(FADE_CLASS));

  // Drawn in the click's own task, whatever still has to load; it follows the actor once that is in.
  const showPopup = (): DecodePopup => {
    ctx.write(() => doc.body.classList.add(FADE_CLASS));
    popup ??= openDecodePopup(doc.body, {
      brand: settings.pub.wl_brandname,
      texts: settings.functions,
      reducedMotion: ctx.browser.matchesMedia('(prefers-reduced-motion: reduce)'),
      write: (fn) => ctx.write(fn),
    });
    return popup;
  };

  const hidePopup = () => {
    liftFade();
    popup?.close();
    popup = null;
    page.running = null;
    if (returnFocus?.isConnected) returnFocus.focus();
    returnFocus = null;
  };

  /** `signal`: the visitor closed the popup (the machine stopped the decode), so the call is moot. */
  const request = async (signal: AbortSignal): Promise<unknown> => {
    http ??= antiSpamHttp(ctx, settings);
    const encodedEmails: Record<string, string> = {};
    sentNodes.forEach((n, i) => (encodedEmails[String(i)] = n.getAttribute('data-original-string') ?? ''));
    const token = settings.settings__data__bot_detector_enabled ? storedEventToken(ctx.storage) : null;
    const fields: Record<string, unknown> = {
      post_url: ctx.browser.address().href,
      referrer: ctx.browser.referrer(),
      encodedEmails: JSON.stringify(encodedEmails),
      ...(token ? { event_token: token } : { event_javascript_data: JSON.stringify(clientData(ctx, settings)) }),
    };
    // endpoint: cleantalk:apbct_decode_email
    const answer = await http.call(ENDPOINTS.decodeEmail, fields, { signal });
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

  const fillLink = (link: Element, prefix: string, rows: DecodeRow[], row: DecodeRow) => {
    const inner = link.querySelectorAll('span.apbct-email-encoder[data-original-string]');
    const shownBefore = (link.getAttribute('href') ?? '').slice(prefix.length);
    link.setAttribute('href', prefix + row.decoded_email);
    const innerRows = Array.from(inner, (span) => [span, rowFor(rows, span)] as const);
    for (const [span, innerRow] of innerRows) if (innerRow?.is_allowed) span.textContent = shownAddress(innerRow.decoded_email);
    if (inner.length === 0 && link.textContent?.trim() === shownBefore) link.textContent = shownAddress(row.decoded_email);
  };

  // A load that fails is reported once; the click shows it as a request that got no answer.
  const decoder = madeOnDemand(async () => {
    const [spawn, { startDecoder }] = await Promise.all([ctx.onDemand('spawn'), import('./decoder-actor')]).catch((error: unknown) => {
      ctx.report(error);
      throw error;
    });
    return startDecoder(spawn, {
      waiting: (actor) => showPopup().follow(actor),
      failed: liftFade,
      hide: hidePopup,
      unblur: (rows, followLink) =>
        ctx.write(() => {
          eachAllowed(rows, (n, row) => {
            const prefix = linkPrefix(n);
            if (prefix) fillLink(n, prefix, rows, row);
            else n.classList.add('no-blur');
            page.decoded.add(n);
          });
          if (followLink && linkPrefix(node)) (node as HTMLElement).click();
        }),
      fill: (rows) =>
        ctx.write(() =>
          eachAllowed(rows, (n, row) => {
            if (linkPrefix(n)) return;
            n.setAttribute('title', '');
            n.removeAttribute('style');
            n.textContent = shownAddress(row.decoded_email);
          }),
        ),
      reset: () => {
        sentNodes = [];
      },
      decode: (signal) => {
        // The reader (yup) loads while the request is in flight.
        const readers = loadAnswerReaders();
        return request(signal).then(async (answer) => {
          const { answerReader, readDecodeAnswer } = await readers;
          return readDecodeAnswer(answer, node.getAttribute('data-original-string') ?? '', answerReader(ctx, ENDPOINTS.decodeEmail.route));
        }, unanswered);
      },
    });
  });

  /** The actor's code did not load: what a request without an answer shows (the machine's failed state); the next click loads again. */
  const notLoaded = (close: () => void) => {
    liftFade();
    sentNodes = [];
    popup?.fail({ kind: 'cannot_decode', comment: '' });
    ctx.clock.setTimeout(close, DECODE_FAILURE_HIDE_MS);
  };

  /** Shows the wait text now and hands the popup to the actor when it is in. */
  const open = () => {
    showPopup();
    const shownAt = ctx.clock.now();
    // Until the actor has this OPEN the popup is the plugin's: Escape closes it here, and the actor arriving later leaves it alone.
    let handedOver = false;
    let closed = false;
    const close = () => {
      if (handedOver) decoder.current?.send({ type: 'CLOSE' });
      else if (!closed) {
        closed = true;
        hidePopup();
      }
    };
    page.running = { close };
    decoder.use(
      (actor) => {
        if (closed) return;
        handedOver = true;
        actor.send({ type: 'OPEN', waited: ctx.clock.now() - shownAt });
      },
      () => {
        if (!closed) notLoaded(close);
      },
    );
  };

  // The node leaving with its popup open must not leave the page locked.
  ctx.onCleanup(() => {
    if (popup) hidePopup();
  });

  ctx.listen<MouseEvent>(node, 'click', (event) => {
    if (page.decoded.has(node)) return; // a decoded mailto link opens the mail client as usual
    const isLink = !!linkPrefix(node);
    if (page.running) {
      if (isLink) event.preventDefault();
      return;
    }
    sentNodes = Array.from(doc.querySelectorAll(ENCODED)).filter((n) => page.nodes.has(n));
    if (isLink || sentNodes.some((n) => /^mailto:/i.test(n.getAttribute('href') ?? ''))) event.preventDefault();
    returnFocus = doc.activeElement instanceof HTMLElement && doc.activeElement !== doc.body ? doc.activeElement : null;
    open();
  });
}
