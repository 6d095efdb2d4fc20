/**
 * The form's machine (machines/contact-form/contact-form.ts) given the plugin's
 * DOM work, in a chunk of its own with xstate: the plugin makes it when the
 * form first needs it (a submit, a reset, a change to check), so a page where
 * nobody sends a form downloads no state-machine library. What only the
 * machine's work uses (the change-time checks, the not-valid tips, the
 * refills, the captcha resets) comes in the same chunk (`AnswerWork`).
 */
import { fromPromise, type Actor } from 'xstate';
import type { ServiceValue } from '../../kernel/services';
import { contactFormMachine, type ApiFailure, type FeedbackResponse } from '../../machines/contact-form/contact-form';

export { CAPTCHA_RESET_STATUSES, resetCaptchaWidgets } from './captcha-widgets';
export { setValidationError } from './not-valid-tip';
export { applyRefills } from './refills';
export { validateForm } from './validation';
export { statusClassOf } from '../../machines/contact-form/contact-form';

/** This chunk's helpers for the work the plugin gives its machine. */
export type AnswerWork = typeof import('./form-actor');

export interface FormWork {
  setStatus(status: string): void;
  clearResponse(): void;
  announceSubmit(): void;
  announceResponse(response: FeedbackResponse): void;
  showResponse(response: FeedbackResponse): void;
  showFailure(failure: ApiFailure): void;
  resetFields(): void;
  announceReset(refill: unknown): void;
  validate(target: Element | undefined, signal: AbortSignal): Promise<void>;
  submit(): Promise<FeedbackResponse>;
  refill(): Promise<unknown>;
}

export type FormActor = Actor<typeof contactFormMachine>;

export function startFormActor(spawn: ServiceValue<'spawn'>, work: FormWork, status: string): FormActor {
  return spawn(
    contactFormMachine.provide({
      actions: {
        setStatus: (_args, { status: next }) => work.setStatus(next),
        clearResponse: () => work.clearResponse(),
        announceSubmit: () => work.announceSubmit(),
        announceResponse: (_args, { response }) => work.announceResponse(response),
        showResponse: (_args, { response }) => work.showResponse(response),
        showFailure: (_args, { failure }) => work.showFailure(failure),
        resetFields: () => work.resetFields(),
        announceReset: (_args, { refill }) => work.announceReset(refill),
      },
      actors: {
        validate: fromPromise<void, { target: unknown }>(({ input, signal }) => work.validate(input.target as Element | undefined, signal)),
        submit: fromPromise(() => work.submit()),
        refill: fromPromise<unknown, void>(() => work.refill()),
      },
    }),
    { input: { status } },
  );
}
