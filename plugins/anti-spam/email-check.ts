/**
 * CleanTalk's e-mail checks on blur (markup/cleantalk.md §4): check_email_before_post
 * (no UI; the result goes to ct_checked_emails) and check_email_exist_post with its
 * indicator (ct_checked_emails_exist). Each address is asked once per page; every
 * e-mail field gets its own indicator.
 */
import { fromPromise } from 'xstate';
import { emailCheckMachine, isCheckableEmail, type EmailVerdict, type IndicatorState } from '../../machines/email-check';
import type { HttpClient } from '../../adapters/http';
import type { PluginContext, PortalHandle } from '../../kernel/types';
import { antiSpamSettings, type FunctionsGlobal, type PublicGlobal } from './settings';
import { createSignalStore } from './signal-store';
import { antiSpamHttp, ENDPOINTS } from './transport';
import type { Geometry } from './views/email-indicator';

export { antiSpamGlobals as settings } from './settings';

export const BEFORE_POST_FIELDS = 'input[type="email"], #email';
export const EXIST_FIELDS = [
  '.comment-form input[name="email"]',
  'input#email',
  '.frm-fluent-form input[name="email"]',
  '#registerform input[name="user_email"]',
  'form.wc-block-checkout__form input[type="email"]',
  'form.checkout input[type="email"]',
  'form.wpcf7-form input[type="email"]',
  'form.wpforms-form input[type="email"]',
  'form[id^="gform_"] input[type="email"]',
  '.nf-form-content input[type="email"]',
].join(', ');

/** CF7 and Ninja Forms re-render around their fields; the original waited EMAIL_CHECK_DEBOUNCE_MS there. */
const DEBOUNCED_FIELDS = 'form.wpcf7-form input[type="email"], .nf-form-content input[type="email"]';
export const EMAIL_CHECK_DEBOUNCE_MS = 300;

interface PageChecks {
  beforePost: Map<string, Promise<unknown>>;
  exist: Map<string, Promise<EmailVerdict>>;
  /** What the cookies ct_checked_emails and ct_checked_emails_exist hold: every address checked on the page. */
  results: { before: Record<string, unknown>; exist: Record<string, unknown> };
  indicators: number;
  mounts: number;
}
const pages = new WeakMap<Document, PageChecks>();
const checksOf = (doc: Document): PageChecks => {
  let found = pages.get(doc);
  if (!found) pages.set(doc, (found = { beforePost: new Map(), exist: new Map(), results: { before: {}, exist: {} }, indicators: 0, mounts: 0 }));
  return found;
};

/** Asks once per address and page; a failed call is forgotten so a later blur may ask again. */
function once<T>(cache: Map<string, Promise<T>>, email: string, ask: () => Promise<T>): Promise<T> {
  const known = cache.get(email);
  if (known) return known;
  const pending = ask();
  cache.set(email, pending);
  pending.catch(() => cache.delete(email));
  return pending;
}

function verdictOf(answer: unknown): EmailVerdict {
  const result = (answer as { result?: { result?: unknown; text_result?: unknown } } | null)?.result;
  return { result: String(result?.result ?? ''), text_result: typeof result?.text_result === 'string' ? result.text_result : '' };
}

function geometryOf(input: HTMLInputElement): Geometry {
  const rect = input.getBoundingClientRect();
  const win = input.ownerDocument.defaultView!;
  const width = rect.height * 1.2;
  // A theme's icon in the parent's ::after sits over the input's right edge: the indicator moves left of it.
  const after = input.parentElement ? win.getComputedStyle(input.parentElement, '::after') : null;
  const shift = after && after.content && after.content !== 'none' && after.content !== 'normal' ? parseFloat(after.fontSize) || 0 : 0;
  return {
    top: rect.top,
    left: rect.right - width - shift,
    width,
    height: rect.height,
    fontSize: win.getComputedStyle(input).fontSize,
    inputLeft: rect.left,
    inputWidth: rect.width,
  };
}

export function mount(element: Element, ctx: PluginContext<{ functions: FunctionsGlobal; pub: PublicGlobal }>) {
  const input = element as HTMLInputElement;
  const settings = antiSpamSettings(ctx.settings);
  const beforePost = settings.data__email_check_before_post && input.matches(BEFORE_POST_FIELDS);
  const exist = settings.data__email_check_exist_post && input.matches(EXIST_FIELDS);
  if (!beforePost && !exist) return;

  const doc = input.ownerDocument;
  const checks = checksOf(doc);
  checks.mounts++;
  // The page's memory of checked addresses lives as long as one of its fields does.
  ctx.onCleanup(() => {
    if (--checks.mounts === 0) pages.delete(doc);
  });
  let http: HttpClient | null = null;
  const client = () => (http ??= antiSpamHttp(ctx, settings));
  const store = () => createSignalStore(ctx, settings, client());
  const { results } = checks;
  const timestamp = () => Math.floor(ctx.clock.now() / 1000);

  let indicator: PortalHandle | null = null;
  let shown: { state: IndicatorState; text: string } | null = null;
  // Numbered in the order indicators first show, so the first one keeps CleanTalk's plain ids.
  let index: number | null = null;

  const draw = () => {
    if (!shown) return;
    index ??= checks.indicators++;
    const props = { ...shown, geometry: geometryOf(input), index };
    const view = () => import('./views/email-indicator').then((m) => m.renderEmailIndicator(props));
    if (indicator) indicator.update(view);
    else indicator = ctx.portal(input.parentElement?.parentElement ?? doc.body, view, { className: 'apbct-check_email_exist-host' });
  };

  const actor = exist
    ? ctx.spawn(
        emailCheckMachine.provide({
          actions: {
            draw: (_args, state) => {
              shown = state;
              draw();
            },
            clear: () => {
              shown = null;
              indicator?.close();
              indicator = null;
            },
          },
          actors: {
            check: fromPromise<EmailVerdict, { email: string }>(({ input: { email } }) =>
              once(checks.exist, email, async () => {
                const verdict = verdictOf(await client().call(ENDPOINTS.emailExist, { email }));
                results.exist[email] = { result: verdict, timestamp: timestamp() };
                void store().set({ ct_checked_emails_exist: results.exist });
                return verdict;
              }),
            ),
          },
        }),
      )
    : null;

  const debounced = input.matches(DEBOUNCED_FIELDS);
  let pending: number | undefined;
  const onBlur = () => {
    const email = input.value.trim();
    actor?.send({ type: 'CHECK', email: input.value });
    if (beforePost && isCheckableEmail(email)) {
      once(checks.beforePost, email, async () => {
        const answer = (await client().call(ENDPOINTS.emailBeforePost, { email })) as { result?: unknown };
        if (answer?.result) {
          results.before[email] = { result: answer.result, timestamp: timestamp() };
          await store().set({ ct_checked_emails: results.before });
        }
        return answer;
      }).catch((error: unknown) => ctx.log.debug('check_email_before_post failed', error));
    }
  };
  ctx.listen(input, 'blur', () => {
    if (!debounced) return onBlur();
    ctx.clock.clearTimeout(pending);
    pending = ctx.clock.setTimeout(onBlur, EMAIL_CHECK_DEBOUNCE_MS);
  });

  // The indicator is fixed to the viewport: it follows the input on scroll and resize, once per frame.
  let frame = 0;
  const follow = () => {
    if (!shown || frame) return;
    frame = ctx.clock.requestAnimationFrame(() => {
      frame = 0;
      draw();
    });
  };
  ctx.listen(ctx.env.window, 'scroll', follow, { passive: true });
  ctx.listen(ctx.env.window, 'resize', follow, { passive: true });
}
