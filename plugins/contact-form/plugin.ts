/**
 * Binds a Contact Form 7 form (`.wpcf7 > form`) as CF7's own script does:
 * spinner, helpers, schema, change-time validation, submission over REST,
 * statuses and events, reset and refill. The lifecycle is the contact-form
 * machine; this file gives it its DOM actions and its three calls.
 */
import { fromPromise } from 'xstate';
import { flag, object, pageGlobal, text, type SettingsOf } from '../../adapters/settings';
import type { PluginContext } from '../../kernel/types';
import { contactFormMachine, statusClassOf, type FeedbackResponse } from '../../machines/contact-form/contact-form';
import { bindAddOns } from './add-ons';
import { createApi } from './api';
import { CAPTCHA_RESET_STATUSES, resetCaptchaWidgets } from './captcha-widgets';
import { readEntity, type FormEntity } from './entity';
import { fire, submissionDetail, type SubmissionDetail } from './events';
import { bindAcceptance, bindChoiceHelpers, bindCounters, bindUrlInputs } from './helpers';
import { preflight, replaceIfMisplaced } from './preflight';
import { applyRefills } from './refills';
import { clearResponse, DISMISS_SELECTOR, dismissFromClick, hideFloatingTip, setValidationError, showMessage } from './response-view';
import { schemaFor } from './schemas';
import { applyStatus } from './status-view';
import { validateForm, validatesChange } from './validation';

/** `var wpcf7 = {"api":{"root":…,"namespace":"contact-form-7\/v1"},"cached":1}` (controller.php). */
export const WPCF7_GLOBAL = pageGlobal(
  'wpcf7',
  object({
    api: object({ root: text(), namespace: text('contact-form-7/v1') }),
    cached: flag(),
    blocked: flag(),
  }),
);

export const settings = { wpcf7: WPCF7_GLOBAL };
type Settings = SettingsOf<typeof settings>;

/** Statuses whose class names CF7 fires as `wpcf7{name}`; sent and failed fire as `wpcf7mail{name}`. */
const OWN_EVENTS = new Set(['invalid', 'unaccepted', 'spam', 'aborted']);
const MAIL_EVENTS = new Set(['sent', 'failed']);

export function mount(wrapper: Element, ctx: PluginContext<Settings>): void {
  if (!preflight(ctx.env)) return;
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
  bindChoiceHelpers(form, ctx);
  bindUrlInputs(form, ctx);
  const checkAcceptance = bindAcceptance(form);
  const recount = bindCounters(form, ctx);
  bindAddOns(form, ctx);

  const api = createApi(ctx.http({ transport: 'rest' }), ctx.settings.wpcf7.api);
  void schemaFor(ctx.env, entity.id, () => api.schema(entity.id)).then((schema) => {
    if (schema) entity.schema = schema;
  });

  // The submission being made: its FormData and the detail its events carry.
  let submission: SubmissionDetail | undefined;
  let resetDetail: SubmissionDetail | undefined;

  const announceResponse = (response: FeedbackResponse) => {
    const detail = { ...submission!, status: response.status, apiResponse: response };
    const status = statusClassOf(response.status);
    if (OWN_EVENTS.has(status)) fire(form, status, detail);
    else if (MAIL_EVENTS.has(status)) fire(form, `mail${status}`, detail);
    fire(form, 'submit', detail);
    applyRefills(form, response);
    if (CAPTCHA_RESET_STATUSES.has(response.status)) resetCaptchaWidgets(ctx.env, form);
    const hash = form.querySelector<HTMLInputElement>('input[name="_wpcf7_posted_data_hash"]');
    if (response.posted_data_hash && hash) {
      hash.value = response.posted_data_hash;
      entity.postedDataHash = response.posted_data_hash;
    }
  };

  const showResponse = (response: FeedbackResponse) => {
    for (const invalid of response.invalid_fields ?? []) setValidationError(form, entity, invalid.field, invalid.message);
    showMessage(form, entity, response.message ?? '');
  };

  const actor = ctx.spawn(
    contactFormMachine.provide({
      actions: {
        setStatus: (_args, { status }) => applyStatus(form, entity, status),
        clearResponse: () => clearResponse(form, entity),
        announceSubmit: () => fire(form, 'beforesubmit', submission),
        announceResponse: (_args, { response }) => announceResponse(response),
        showResponse: (_args, { response }) => showResponse(response),
        showFailure: (_args, { failure }) => showMessage(form, entity, failure.message),
        resetFields: () => {
          // The reset event fires before the browser clears the fields: CF7's detail holds what was there.
          resetDetail = submissionDetail(entity, new ctx.env.window.FormData(form));
          form.reset();
        },
        announceReset: (_args, { refill }) => {
          fire(form, 'reset', { ...resetDetail!, status: entity.status, apiResponse: refill });
          applyRefills(form, refill);
          recount();
          checkAcceptance?.();
        },
      },
      actors: {
        validate: fromPromise<void, { target: unknown }>(({ input }) => validateForm(form, entity, input.target as Element | undefined)),
        submit: fromPromise(() => api.feedback(entity.id, submission!.formData)),
        refill: fromPromise(() => api.refill(entity.id)),
      },
    }),
    { input: { status: entity.status } },
  );

  ctx.listen<SubmitEvent>(form, 'submit', (event) => {
    event.preventDefault();
    const blocked = (ctx.env.global('wpcf7') as { blocked?: unknown } | undefined)?.blocked;
    if (blocked) {
      clearResponse(form, entity);
      applyStatus(form, entity, 'submitting');
      return;
    }
    // A second click while a call runs is dropped here, before anything is read or sent.
    if (!actor.getSnapshot().can({ type: 'SUBMIT' })) return;
    const formData = new ctx.env.window.FormData(form);
    const submitter = event.submitter as HTMLButtonElement | HTMLInputElement | null;
    if (submitter?.name) formData.append(submitter.name, submitter.value);
    submission = submissionDetail(entity, formData);
    actor.send({ type: 'SUBMIT' });
  });
  ctx.listen(form, 'reset', () => actor.send({ type: 'RESET' }));
  ctx.listen(form, 'click', (event) => {
    dismissFromClick(event);
    hideFloatingTip(event);
  });
  ctx.listen(form, 'focusin', hideFloatingTip);
  ctx.onCleanup(() => ctx.write(() => form.querySelectorAll(DISMISS_SELECTOR).forEach((button) => button.remove())));
  ctx.listen(form, 'change', (event) => {
    checkAcceptance?.();
    if (entity.schema && validatesChange(form, event.target)) actor.send({ type: 'VALIDATE', target: event.target });
  });
  if (ctx.settings.wpcf7.cached) {
    // A cached page may hold someone else's input and stale captcha: CF7 resets every form on load.
    ctx.listen(ctx.env.window, 'load', () => form.reset());
  }
}

