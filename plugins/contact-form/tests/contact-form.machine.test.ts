import { createActor, fromPromise } from 'xstate';
import { createFakeClock } from '../../../test/support';
import { contactFormMachine, statusClassOf, type FeedbackResponse } from '../../../machines/contact-form/contact-form';

/** A promise whose settling the test decides. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start() {
  const log: string[] = [];
  const statuses: string[] = [];
  const calls = { submit: 0, refill: 0, validate: 0 };
  const validated: unknown[] = [];
  let feedback = deferred<FeedbackResponse>();
  let refill = deferred<unknown>();
  const actor = createActor(
    contactFormMachine.provide({
      actions: {
        setStatus: (_args, { status }) => void statuses.push(status),
        clearResponse: () => void log.push('clear'),
        announceSubmit: () => void log.push('beforesubmit'),
        announceResponse: (_args, { response }) => void log.push(`announce:${response.status}`),
        showResponse: (_args, { response }) => void log.push(`show:${response.message}`),
        showFailure: (_args, { failure }) => void log.push(`failure:${failure.code}`),
        resetFields: () => void log.push('resetFields'),
        announceReset: () => void log.push('reset'),
      },
      actors: {
        validate: fromPromise<void, { target: unknown }>(async ({ input }) => {
          calls.validate++;
          validated.push(input.target);
        }),
        submit: fromPromise(() => {
          calls.submit++;
          return feedback.promise;
        }),
        refill: fromPromise(() => {
          calls.refill++;
          return refill.promise;
        }),
      },
    }),
    { input: { status: 'init' }, clock: createFakeClock() },
  ).start();
  return {
    actor,
    log,
    statuses,
    calls,
    validated,
    answer: (response: FeedbackResponse) => feedback.resolve(response),
    fail: (error: unknown) => feedback.reject(error),
    refilled: (value: unknown) => refill.resolve(value),
    renew: () => {
      feedback = deferred();
      refill = deferred();
    },
  };
}

describe('contact-form statuses', () => {
  it('[CF-048] every CF7 status has its own class name', () => {
    for (const status of ['init', 'validating', 'submitting', 'resetting', 'spam', 'aborted']) expect(statusClassOf(status)).toBe(status);
    expect(statusClassOf('payment_required')).toBe('payment-required');
    expect(statusClassOf('payment-required')).toBe('payment-required');
  });

  it('[CF-049] invalid, unaccepted, sent and failed are the classes of validation_failed, acceptance_missing, mail_sent and mail_failed', () => {
    expect(statusClassOf('validation_failed')).toBe('invalid');
    expect(statusClassOf('acceptance_missing')).toBe('unaccepted');
    expect(statusClassOf('mail_sent')).toBe('sent');
    expect(statusClassOf('mail_failed')).toBe('failed');
  });

  it('[CF-050] any other status becomes custom-…, replacing only the first odd run as CF7 does', () => {
    expect(statusClassOf('needs review')).toBe('custom-needs-review');
    expect(statusClassOf('quota_exceeded')).toBe('custom-quota-exceeded');
    expect(statusClassOf('a__b c')).toBe('custom-a-b c');
  });
});

describe('contact-form machine', () => {
  it('[CF-062] [CF-054] a submission goes submitting → sent → resetting → sent, the form is reset and refilled', async () => {
    const m = start();
    m.actor.send({ type: 'SUBMIT' });
    expect(m.actor.getSnapshot().value).toBe('submitting');
    expect(m.log).toEqual(['clear', 'beforesubmit']);
    m.answer({ status: 'mail_sent', message: 'Thank you for your message. It has been sent.' });
    await flush();
    expect(m.actor.getSnapshot().value).toBe('resetting');
    expect(m.calls.refill).toBe(1);
    m.refilled([]);
    await flush();
    expect(m.actor.getSnapshot().value).toBe('ready');
    expect(m.statuses).toEqual(['submitting', 'sent', 'resetting', 'sent']);
    expect(m.log).toEqual([
      'clear',
      'beforesubmit',
      'announce:mail_sent',
      'resetFields',
      'clear',
      'show:Thank you for your message. It has been sent.',
      'reset',
    ]);
    expect(m.actor.getSnapshot().context).toMatchObject({ status: 'sent', resetOnMailSent: false });
  });

  it('no second submission while one is in flight', async () => {
    const m = start();
    m.actor.send({ type: 'SUBMIT' });
    m.actor.send({ type: 'SUBMIT' });
    m.actor.send({ type: 'RESET' });
    expect(m.calls.submit).toBe(1);
    m.answer({ status: 'validation_failed', message: 'One or more fields have an error. Please check and try again.' });
    await flush();
    expect(m.actor.getSnapshot().value).toBe('ready');
    expect(m.statuses).toEqual(['submitting', 'invalid']);
    m.renew();
    m.actor.send({ type: 'SUBMIT' });
    expect(m.calls.submit).toBe(2);
  });

  it('[CF-050] an unknown API status is shown as its custom class', async () => {
    const m = start();
    m.actor.send({ type: 'SUBMIT' });
    m.answer({ status: 'needs review', message: 'Held for review.' });
    await flush();
    expect(m.statuses).toEqual(['submitting', 'custom-needs-review']);
    expect(m.log).toContain('show:Held for review.');
  });

  it('[CF-067] a failed call ends ready with status failed, its failure shown, and the form can be sent again', async () => {
    const m = start();
    m.actor.send({ type: 'SUBMIT' });
    m.fail({ code: 'fetch_error', message: 'You are probably offline.' });
    await flush();
    expect(m.actor.getSnapshot().value).toBe('ready');
    expect(m.statuses).toEqual(['submitting', 'failed']);
    expect(m.log).toEqual(['clear', 'beforesubmit', 'failure:fetch_error']);
    expect(m.log).not.toContain('resetFields');
    m.renew();
    m.actor.send({ type: 'SUBMIT' });
    expect(m.actor.getSnapshot().value).toBe('submitting');
  });

  it('[CF-003] a change is validated with the status validating, then the previous status returns', async () => {
    const m = start();
    m.actor.send({ type: 'VALIDATE', target: 'your-email' });
    expect(m.actor.getSnapshot().value).toBe('validating');
    await flush();
    expect(m.actor.getSnapshot().value).toBe('ready');
    expect(m.calls.validate).toBe(1);
    expect(m.statuses).toEqual(['validating', 'init']);
  });

  it('[CF-003] a change while an earlier change is checked starts the check again with it: the later field is not dropped', async () => {
    const m = start();
    m.actor.send({ type: 'VALIDATE', target: 'your-name' });
    m.actor.send({ type: 'VALIDATE', target: 'your-email' });
    expect(m.actor.getSnapshot().value).toBe('validating');
    await flush();
    expect(m.actor.getSnapshot().value).toBe('ready');
    expect(m.validated).toEqual(['your-name', 'your-email']);
    expect(m.statuses.at(-1)).toBe('init');
  });

  it('a reset the visitor asks for ends in init', async () => {
    const m = start();
    m.actor.send({ type: 'RESET' });
    expect(m.actor.getSnapshot().value).toBe('resetting');
    m.refilled({ quiz: { 'your-quiz': ['2 + 3 =', 'hash'] } });
    await flush();
    expect(m.statuses).toEqual(['resetting', 'init']);
    expect(m.log).toEqual(['resetFields', 'clear', 'reset']);
  });
});
