/**
 * Binds a Contact Form 7 form (`.wpcf7 > form`) as CF7's own script does:
 * spinner, helpers, schema, change-time validation, submission over REST,
 * statuses and events, reset and refill. The lifecycle is the contact-form
 * machine; this file gives it its DOM actions and its three calls.
 */
import { answerWarnings, type SettingsOf } from '../../adapters/shapes';
import type { PluginContext } from '../../kernel/types';
import type { FeedbackResponse } from '../../machines/contact-form/contact-form';
import { bindAddOns } from './add-ons';
import type { Refills } from './answers';
import type { ContactFormApi, WarnFor } from './api';
import { FETCH_ERROR, toFailure } from './failures';
import type { AnswerWork, FormWork } from './form-actor';
import { madeOnDemand } from '../made-on-demand';
import { readEntity, type FormEntity } from './entity';
import { announcer, submissionDetail, type SubmissionDetail } from './events';
import type { FormHelpers } from './helpers';
import { preflight, replaceIfMisplaced } from './preflight';
import type { AllowedUrl } from './refills';
import { clearResponse, DISMISS_SELECTOR, dismissFromClick, hideFloatingTip, showMessage } from './response-view';
import { allowedUrl } from '../server-urls';
import { applyStatus } from './status-view';
import { WPCF7_GLOBAL } from './wpcf7-global';
import { pageMethods, throughPage } from './wpcf7-methods';
import { pageSwv } from './swv-page';

export const settings = { wpcf7: WPCF7_GLOBAL };
type Settings = SettingsOf<typeof settings>;

/** The event CF7 fires for a status class: `wpcf7{class}`, and `wpcf7mail{class}` for sent and failed. */
const STATUS_EVENTS = {
  invalid: 'wpcf7invalid',
  unaccepted: 'wpcf7unaccepted',
  spam: 'wpcf7spam',
  aborted: 'wpcf7aborted',
  sent: 'wpcf7mailsent',
  failed: 'wpcf7mailfailed',
} as const;
const statusEventOf = (status: string) => (Object.hasOwn(STATUS_EVENTS, status) ? STATUS_EVENTS[status as keyof typeof STATUS_EVENTS] : undefined);

/** One warn function per endpoint for the whole page, so each bad field is reported once. */
const warningsFor = (ctx: PluginContext): WarnFor => ctx.scope.get('answer-warnings', (scope) => answerWarnings((message) => scope.log.warn(message)));

/** Whether a change on `target` is one CF7 validates: a control in a named wrap, outside `.novalidate`. */
function validatesChange(form: HTMLFormElement, target: EventTarget | null): target is Element {
  const element = target as Element | null;
  if (!element || typeof element.closest !== 'function' || !form.contains(element)) return false;
  return Boolean(element.closest('.wpcf7-form-control-wrap[data-name]')) && !element.closest('.novalidate');
}

/** `wpcf7.blocked` is read at each submission, as CF7 does: a script (a captcha plugin) may set it any time. */
/** What CF7's helpers bind (helpers.ts): a form with none of it (CF7's default form) loads none of their code. */
const HELPER_MARKUP = '.has-free-text, .wpcf7-exclusive-checkbox, .wpcf7-validates-as-url, .wpcf7-acceptance, .wpcf7-character-count';

const isBlocked = (ctx: PluginContext): boolean => Boolean((ctx.global('wpcf7') as { blocked?: unknown } | null | undefined)?.blocked);

export function mount(wrapper: Element, ctx: PluginContext<Settings>): void {
  if (!preflight(ctx)) return;
  if (ctx.write(() => replaceIfMisplaced(wrapper))) return;
  const form = Array.from(wrapper.children).find((child): child is HTMLFormElement => child.tagName === 'FORM');
  if (form) bindForm(form, wrapper, ctx);
}

function addSpinners(form: HTMLFormElement, ctx: PluginContext): void {
  const spinners = ctx.write(() =>
    Array.from(form.querySelectorAll('.has-spinner')).map((element) => {
      const spinner = form.ownerDocument.createElement('span');
      spinner.className = 'wpcf7-spinner';
      element.after(spinner);
      return spinner;
    }),
  );
  ctx.onCleanup(() => ctx.write(() => spinners.forEach((spinner) => spinner.remove())));
}

function bindForm(form: HTMLFormElement, wrapper: Element, ctx: PluginContext<Settings>): void {
  const entity = readEntity(form, wrapper);
  // Third-party scripts read CF7's entity from the element.
  (form as HTMLFormElement & { wpcf7?: FormEntity }).wpcf7 = entity;
  addSpinners(form, ctx);
  wrapper.classList.replace('no-js', 'js');
  let mounted = true;
  ctx.onCleanup(() => void (mounted = false));
  let helpers: FormHelpers | undefined;
  if (form.querySelector(HELPER_MARKUP)) {
    import('./helpers').then(
      (code) => void (mounted && (helpers = code.bindHelpers(form, ctx))),
      (error: unknown) => ctx.log.warn('the form helpers could not load:', error),
    );
  }
  const warnFor = warningsFor(ctx);
  bindAddOns(form, ctx, warnFor);
  const announce = announcer(ctx, form);

  // The REST client and its answers' shapes load with the first call; its failures are named as CF7
  // names them, and code that cannot load is a call that could not leave (fetch_error).
  const api = madeOnDemand(() => import('./api').then(({ createApi }) => createApi(ctx.http({ transport: 'rest' }), ctx.settings.wpcf7.api, warnFor)));
  const call = <T>(make: (client: ContactFormApi) => Promise<T>): Promise<T> =>
    api
      .ready()
      .then(make)
      .catch((error: unknown) => {
        throw toFailure(error);
      });
  // The validation schema is asked for when the form is first needed (a focus, a press, a change), with its
  // machine: a page nobody fills asks nothing, and loads no http client for it. One request per form id and
  // page (several forms may share an id), as CF7's wpcf7.schemas map; a failed one is forgotten, so the next
  // need asks again. Until a schema arrives, changes wait for it.
  const methods = pageMethods(ctx);
  const swv = pageSwv(ctx);
  if (!methods.schemas.has(entity.id)) methods.schemas.set(entity.id, undefined);
  let schemaAsked: Promise<boolean> | undefined;
  const schemaArrived = (): Promise<boolean> =>
    (schemaAsked ??= ctx.scope.cached(`schema:${entity.id}`, () => call((client) => client.schema(entity.id))).then(
      (schema) => {
        entity.schema = schema;
        methods.schemas.set(entity.id, schema);
        return true;
      },
      (failure: unknown) => {
        ctx.log.debug('no validation schema', failure);
        schemaAsked = undefined;
        return false;
      },
    ));

  // The submission being made: its FormData and the detail its events carry.
  let submission: SubmissionDetail | undefined;
  let resetDetail: SubmissionDetail | undefined;

  const captchaSrc: AllowedUrl = (raw) => allowedUrl(ctx, raw, 'captcha image');

  /** The DOM work of the form's machine; `answers` (validation, refills, captcha resets) came in its chunk. */
  const workWith = (answers: AnswerWork): FormWork => ({
    setStatus: (status) => applyStatus(form, entity, status, announce),
    clearResponse: () => clearResponse(form, entity),
    announceSubmit: () => announce('wpcf7beforesubmit', submission!),
    announceResponse: (response) => {
      const detail = { ...submission!, status: response.status, apiResponse: response };
      const statusEvent = statusEventOf(answers.statusClassOf(response.status));
      if (statusEvent) announce(statusEvent, detail);
      announce('wpcf7submit', detail);
      answers.applyRefills(form, response, captchaSrc);
      if (answers.CAPTCHA_RESET_STATUSES.has(response.status)) answers.resetCaptchaWidgets(ctx, form);
      const hash = form.querySelector<HTMLInputElement>('input[name="_wpcf7_posted_data_hash"]');
      if (response.posted_data_hash && hash) {
        hash.value = response.posted_data_hash;
        entity.postedDataHash = response.posted_data_hash;
      }
    },
    showResponse: (response: FeedbackResponse) => {
      for (const invalid of response.invalid_fields ?? []) answers.setValidationError(form, entity, invalid.field, invalid.message);
      showMessage(form, entity, response.message);
    },
    showFailure: (failure) => showMessage(form, entity, failure.message),
    resetFields: () => {
      // The reset event fires before the browser clears the fields: CF7's detail holds what was there.
      resetDetail = heldResetDetail ?? submissionDetail(entity, new FormData(form));
      heldResetDetail = undefined;
      form.reset();
    },
    announceReset: (refill) => {
      announce('wpcf7reset', { ...resetDetail!, status: entity.status, apiResponse: refill });
      answers.applyRefills(form, refill as Refills, captchaSrc);
      helpers?.recount();
      helpers?.checkAcceptance?.();
    },
    validate: (target, signal) => answers.validateForm(form, entity, swv, target, signal),
    submit: () => call((client) => client.feedback(entity.id, submission!.formData)),
    refill: () => call((client) => client.refill(entity.id)),
  });

  // The machine (with xstate) is made when the form first needs it; the visitor's first focus or
  // press in the form starts its load, so it is in by the time they send.
  const machine = madeOnDemand(() =>
    Promise.all([ctx.onDemand('spawn'), import('./form-actor')]).then(([spawn, code]) => code.startFormActor(spawn, workWith(code), entity.status)),
  );
  const couldNotStart = (error: unknown) => ctx.log.warn('the form could not start:', error);
  const prepare = () => {
    void schemaArrived();
    void machine.ready().catch(() => undefined);
  };
  ctx.listen(form, 'focusin', prepare);
  ctx.listen(form, 'pointerdown', prepare);

  /** Counts the form's submits and resets: a check that waited for the schema is dropped when one came meanwhile. */
  let sendsAndResets = 0;
  /** What a reset given while the machine loads cleared (the fields are empty by the time it runs). */
  let heldResetDetail: SubmissionDetail | undefined;

  const send = (submitter: unknown) => {
    sendsAndResets++;
    if (isBlocked(ctx)) {
      clearResponse(form, entity);
      applyStatus(form, entity, 'submitting', announce);
      return;
    }
    // A second click while a call runs is dropped here, before anything is read or sent (while the
    // machine loads, by the machine: the first submit has taken it out of ready).
    if (machine.current && !machine.current.getSnapshot().can({ type: 'SUBMIT' })) return;
    const formData = new FormData(form);
    const button = submitter as HTMLButtonElement | HTMLInputElement | null | undefined;
    if (button?.name) formData.append(button.name, button.value);
    submission = submissionDetail(entity, formData);
    machine.use(
      (actor) => actor.send({ type: 'SUBMIT' }),
      (error) => {
        // As a call that could not leave: the input stays, the form can be sent again.
        couldNotStart(error);
        applyStatus(form, entity, 'failed', announce);
        showMessage(form, entity, FETCH_ERROR.message);
      },
    );
  };
  const reset = () => {
    sendsAndResets++;
    if (!machine.current) heldResetDetail ??= submissionDetail(entity, new FormData(form));
    machine.use((actor) => actor.send({ type: 'RESET' }), couldNotStart);
  };
  const validate = (target: Element | undefined) => {
    if (target !== undefined && !validatesChange(form, target)) return;
    const check = () => machine.use((actor) => actor.send({ type: 'VALIDATE', target }), couldNotStart);
    if (entity.schema) return check();
    // A field left before the schema has arrived (a slow server, a busy phone) is checked when it arrives,
    // unless the form was sent or reset meanwhile: as a check overtaken by a submit, it is dropped.
    const since = sendsAndResets;
    void schemaArrived().then((arrived) => arrived && mounted && since === sendsAndResets && check());
  };
  methods.forms.set(form, { submit: send, reset, validate });
  ctx.onCleanup(() => methods.forms.delete(form));

  // The form's own events go through the page's methods, as CF7's listeners do: a wrapper runs for them too.
  ctx.listen<SubmitEvent>(form, 'submit', (event) => {
    event.preventDefault();
    throughPage(ctx, 'submit', form, { submitter: event.submitter }, () => send(event.submitter));
  });
  ctx.listen(form, 'reset', () => throughPage(ctx, 'reset', form, undefined, reset));
  ctx.listen(form, 'click', (event) => {
    dismissFromClick(event);
    hideFloatingTip(event);
  });
  ctx.listen(form, 'focusin', hideFloatingTip);
  ctx.onCleanup(() => ctx.write(() => form.querySelectorAll(DISMISS_SELECTOR).forEach((button) => button.remove())));
  ctx.listen(form, 'change', (event) => {
    helpers?.checkAcceptance?.();
    const target = event.target;
    if (validatesChange(form, target)) throughPage(ctx, 'validate', form, { target }, () => validate(target));
  });
  if (ctx.settings.wpcf7.cached) {
    // A cached page may hold someone else's input and stale captcha: CF7 resets every form on load.
    ctx.listen('window', 'load', () => form.reset());
  }
}

