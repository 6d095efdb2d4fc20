/**
 * CleanTalk's e-mail checks on blur (docs/plugins/anti-spam.md#e-mail-checks):
 * check_email_before_post (no UI; the result goes to ct_checked_emails) and
 * check_email_exist_post with its indicator (ct_checked_emails_exist). Each
 * address is asked once per page; every e-mail field gets its own indicator
 * (plain DOM, ./indicator), which follows the field's emailCheck actor. The
 * actor and its indicator (xstate, the machine, the indicator's code: ./checker)
 * are made when the visitor enters the field, so a page where nobody does
 * loads none of them; the "load" mark (./mark) is drawn here, so it shows in
 * the blur's own task even when that code is not in yet.
 */
import type { HttpClient } from '../../../adapters/http';
import { httpError, MESSAGES } from '../../../adapters/http-error';
import { isCheckableEmail } from '../../../machines/anti-spam/email-address';
import type { EmailVerdict } from '../../../machines/anti-spam/email-check';
import type { PluginContext } from '../../../kernel/types';
import type { Schema } from 'yup';
import { madeOnDemand } from '../../made-on-demand';
import { loadAnswerReaders, type AnswerReaders } from '../answer-readers-loader';
import { antiSpamSettings, type FunctionsGlobal, type PublicGlobal } from '../settings';
import { createSignalStore } from '../signal-store';
import { antiSpamHttp, ENDPOINTS } from '../transport';
import { geometryOf } from './geometry';
import { drawMark, type Mark } from './mark';

export { antiSpamGlobals as settings } from '../settings';

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

/** What the page's e-mail fields share. */
interface PageChecks {
  /** What the cookies ct_checked_emails and ct_checked_emails_exist hold: every address checked on the page. */
  results: { before: Record<string, unknown>; exist: Record<string, unknown> };
  /** Indicators shown so far, to number the next one. */
  indicators: number;
}

const pageChecks = (ctx: PluginContext): PageChecks => ctx.scope.get('checks', () => ({ results: { before: {}, exist: {} }, indicators: 0 }));

/** A bad answer shape was warned about; the check fails like one the server could not answer. */
const badShape = () => httpError('parse', MESSAGES.parse);

export function mount(element: Element, ctx: PluginContext<{ functions: FunctionsGlobal; pub: PublicGlobal }>) {
  const input = element as HTMLInputElement;
  const settings = antiSpamSettings(ctx.settings);
  const beforePost = settings.data__email_check_before_post && input.matches(BEFORE_POST_FIELDS);
  const exist = settings.data__email_check_exist_post && input.matches(EXIST_FIELDS);
  if (!beforePost && !exist) return;

  const checks = pageChecks(ctx);
  const { results } = checks;
  let http: HttpClient | null = null;
  const client = () => (http ??= antiSpamHttp(ctx, settings));
  const store = () => createSignalStore(ctx, settings, client());
  const timestamp = () => Math.floor(ctx.clock.now() / 1000);
  // The answer's reader (yup) loads while the request is in flight.
  const ask = async <T>(endpoint: typeof ENDPOINTS.emailExist | typeof ENDPOINTS.emailBeforePost, email: string, schema: (readers: AnswerReaders) => Schema<T>) => {
    // endpoints: cleantalk:check_email_exist_post, cleantalk:check_email_before_post
    const [readers, answer] = await Promise.all([loadAnswerReaders(), client().call(endpoint, { email })]);
    return readers.answerReader(ctx, endpoint.route)(schema(readers), answer);
  };

  // Each address is asked once per page; a failed call is forgotten so a later blur may ask again.
  const askExist = (email: string) =>
    ctx.scope.cached(`exist:${email}`, async (): Promise<EmailVerdict> => {
      const answer = await ask(ENDPOINTS.emailExist, email, (readers) => readers.existAnswer);
      if (!answer) throw badShape();
      const verdict = { result: answer.result.result, text_result: answer.result.text_result };
      results.exist[email] = { result: verdict, timestamp: timestamp() };
      void store().set({ ct_checked_emails_exist: results.exist });
      return verdict;
    });

  const askBeforePost = (email: string) =>
    ctx.scope.cached(`before-post:${email}`, async () => {
      const answer = await ask(ENDPOINTS.emailBeforePost, email, (readers) => readers.beforePostAnswer);
      if (!answer) throw badShape();
      results.before[email] = { result: answer.result, timestamp: timestamp() };
      await store().set({ ct_checked_emails: results.before });
    });

  // Numbered in the order marks first show, so the first one keeps CleanTalk's plain ids.
  let index: number | null = null;
  let mark: Mark | null = null;
  const measure = () => geometryOf(input, ctx.browser);
  const markField = (): Mark => {
    if (mark) return mark;
    const geometry = measure();
    const target = input.parentElement?.parentElement ?? ctx.browser.document.body;
    return (mark = ctx.write(() => drawMark(target, geometry, (index ??= checks.indicators++))));
  };
  const unmark = () => {
    const host = mark?.host;
    mark = null;
    if (host) ctx.write(() => host.remove());
  };
  const checker = exist
    ? madeOnDemand(async () => {
        const [spawn, { startChecker }] = await Promise.all([ctx.onDemand('spawn'), import('./checker')]);
        return startChecker(spawn, {
          measure,
          write: (fn) => ctx.write(fn),
          mark: markField,
          unmark,
          check: askExist,
        });
      })
    : null;
  ctx.onCleanup(() => {
    checker?.current?.close();
    unmark();
  });
  // Made as the visitor enters the field, so it is usually in by the blur.
  if (checker) ctx.listen(input, 'focus', () => void checker.ready().catch(() => undefined));

  const debounced = input.matches(DEBOUNCED_FIELDS);
  let pending: number | undefined;
  const onBlur = () => {
    const email = input.value.trim();
    // Before its first check the field has no indicator: an address not worth checking loads nothing.
    if (checker && (checker.current || isCheckableEmail(email))) {
      // The field was left before the check's code came: its mark shows now all the same, as the original's.
      if (!checker.current) markField();
      checker.use(
        (check) => {
          check.actor.send({ type: 'CHECK', email: input.value });
          // The address changed while the code loaded and is no longer one to check: no check took the mark.
          if (!check.shown) unmark();
        },
        (error) => {
          // A load that fails is a check that fails: nothing shows, and the next blur tries again.
          unmark();
          ctx.log.debug('check_email_exist_post failed', error);
        },
      );
    }
    if (beforePost && isCheckableEmail(email)) {
      askBeforePost(email).catch((error: unknown) => ctx.log.debug('check_email_before_post failed', error));
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
    if (!checker?.current?.shown || frame) return;
    frame = ctx.clock.requestAnimationFrame(() => {
      frame = 0;
      checker.current?.follow();
    });
  };
  ctx.listen('window', 'scroll', follow, { passive: true });
  ctx.listen('window', 'resize', follow, { passive: true });
}
