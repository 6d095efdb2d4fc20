/**
 * A Contact Form 7 form's life: ready between calls, `validating` while a
 * change is checked against the schema, `submitting` while the feedback POST
 * runs, `resetting` while the refill GET runs. The visible CF7 status (the
 * form's class and data-status) lives in context.status and changes only
 * through the `setStatus` action, as CF7's setStatus does. One submission at a
 * time: SUBMIT is only heard in `ready` and `validating`. Pure: the plugin provides the actions
 * (DOM, events) and the three actors (validate, submit, refill).
 */
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { statusClassOf } from './status-class';

export { statusClassOf };

export interface InvalidField {
  field: string;
  message: string;
  idref?: string | null;
  error_id?: string;
}

/** The feedback answer (rest-api.php) plus what add-ons merge into it. */
export interface FeedbackResponse {
  contact_form_id?: number;
  status: string;
  message: string;
  posted_data_hash?: string;
  into?: string;
  invalid_fields?: InvalidField[];
  captcha?: Record<string, string>;
  quiz?: Record<string, [string, string]>;
  [addOn: string]: unknown;
}

/** A failed call, as CF7's apiFetch names them (fetch_error, invalid_json) or the http adapter's catalogue. */
export interface ApiFailure {
  code: string;
  message: string;
}

export interface ContactFormContext {
  /** The CF7 status class in force (init, sent, custom-…). */
  status: string;
  /** Set between a mail_sent answer and the end of the reset it causes, so the status returns to `sent`. */
  resetOnMailSent: boolean;
  response?: FeedbackResponse;
  failure?: ApiFailure;
}

export type ContactFormEvent =
  | { type: 'SUBMIT' }
  | { type: 'RESET' }
  | { type: 'VALIDATE'; target: unknown };

/** A reset ends in `sent` when a mail_sent answer caused it, otherwise in `init` (reset.js). */
const statusAfterReset = ({ context }: { context: ContactFormContext }) => ({
  status: context.resetOnMailSent ? 'sent' : 'init',
  resetOnMailSent: false,
});

export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    input: {} as { status?: string },
  },
  actions: {
    /** Applies a status class: classes, data-status, wpcf7statuschanged, inert-on-{status}. */
    setStatus: (_args, _params: { status: string }) => {},
    /** Removes tips, the screen-reader message and the response output. */
    clearResponse: () => {},
    /** Fires wpcf7beforesubmit. */
    announceSubmit: () => {},
    /** Fires wpcf7{status} / wpcf7mail{status} and wpcf7submit, writes the hash, refreshes captcha and quiz. */
    announceResponse: (_args, _params: { response: FeedbackResponse }) => {},
    /** Shows invalid_fields as tips and the message in the response output and the live region. */
    showResponse: (_args, _params: { response: FeedbackResponse }) => {},
    /** Shows a failed call's message; the form keeps the visitor's input. */
    showFailure: (_args, _params: { failure: ApiFailure }) => {},
    /** Puts every field back to its default value (the form's native reset). */
    resetFields: () => {},
    /** Fires wpcf7reset with the refill answer. */
    announceReset: (_args, _params: { refill: unknown }) => {},
  },
  actors: {
    validate: fromPromise<void, { target: unknown }>(async () => {}),
    submit: fromPromise<FeedbackResponse, void>(async () => ({ status: 'init', message: '' })),
    refill: fromPromise<unknown, void>(async () => ({})),
  },
  guards: {
    wasMailSent: ({ event }) => (event as unknown as { output: FeedbackResponse }).output.status === 'mail_sent',
  },
}).createMachine({
  id: 'contactForm',
  context: ({ input }) => ({ status: input.status || 'init', resetOnMailSent: false }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        SUBMIT: 'submitting',
        RESET: 'resetting',
        VALIDATE: 'validating',
      },
    },
    validating: {
      // CF7 shows `validating` while it checks, then puts back whatever was there.
      entry: { type: 'setStatus', params: { status: 'validating' } },
      // The change that started this check is often the blur of a click on Submit: the click must not be lost.
      // A later change (the next field left while this check still loads its rules) starts it again with
      // its field, which checks every wrap up to it: dropping it would leave that field unchecked.
      on: { SUBMIT: 'submitting', RESET: 'resetting', VALIDATE: { target: 'validating', reenter: true } },
      invoke: {
        src: 'validate',
        input: ({ event }) => ({ target: (event as { target?: unknown }).target }),
        onDone: 'ready',
        onError: 'ready',
      },
      exit: { type: 'setStatus', params: ({ context }) => ({ status: context.status }) },
    },
    submitting: {
      entry: ['clearResponse', 'announceSubmit', { type: 'setStatus', params: { status: 'submitting' } }],
      invoke: {
        src: 'submit',
        onDone: [
          {
            guard: 'wasMailSent',
            target: 'resetting',
            actions: [
              assign({ response: ({ event }) => event.output, status: 'sent', resetOnMailSent: true }),
              { type: 'setStatus', params: { status: 'sent' } },
              { type: 'announceResponse', params: ({ event }) => ({ response: event.output }) },
            ],
          },
          {
            target: 'ready',
            actions: [
              assign({ response: ({ event }) => event.output, status: ({ event }) => statusClassOf(event.output.status) }),
              { type: 'setStatus', params: ({ event }) => ({ status: statusClassOf(event.output.status) }) },
              { type: 'announceResponse', params: ({ event }) => ({ response: event.output }) },
              { type: 'showResponse', params: ({ event }) => ({ response: event.output }) },
            ],
          },
        ],
        // Nothing was sent or nothing usable came back: the input stays, the form can be sent again.
        onError: {
          target: 'ready',
          actions: [
            assign({ status: 'failed', failure: ({ event }) => event.error as ApiFailure }),
            { type: 'setStatus', params: { status: 'failed' } },
            { type: 'showFailure', params: ({ event }) => ({ failure: event.error as ApiFailure }) },
          ],
        },
      },
    },
    resetting: {
      entry: [
        'resetFields',
        'clearResponse',
        { type: 'setStatus', params: { status: 'resetting' } },
        // After mail_sent CF7 writes the message once the reset has cleared the old one.
        enqueueActions(({ context, enqueue }) => {
          if (context.resetOnMailSent && context.response) enqueue({ type: 'showResponse', params: { response: context.response } });
        }),
      ],
      // The refill only renews a captcha or quiz: a message sent meanwhile still goes (its answer brings its own refills).
      on: { SUBMIT: { target: 'submitting', actions: assign({ resetOnMailSent: false }) } },
      invoke: {
        src: 'refill',
        onDone: {
          target: 'ready',
          actions: [
            assign(statusAfterReset),
            { type: 'setStatus', params: ({ context }) => ({ status: context.status }) },
            { type: 'announceReset', params: ({ event }) => ({ refill: event.output }) },
          ],
        },
        // No refill to apply, but the fields are reset all the same.
        onError: {
          target: 'ready',
          actions: [assign(statusAfterReset), { type: 'setStatus', params: ({ context }) => ({ status: context.status }) }],
        },
      },
    },
  },
});
