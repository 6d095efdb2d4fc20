import { createActor, fromPromise } from 'xstate';
import { createFakeClock } from '../../../test/support';
import { emailDecoderMachine, type DecodeOutcome } from '../../../machines/anti-spam/email-decoder';
import { DECODE_FAILURE_HIDE_MS, DECODE_REVEAL_MS, FILL_TEXT_MS } from '../../../machines/anti-spam/email-decoder-delays';
import { cleantalkModalMachine, CONFIRM_TEXT_MAX } from '../../../machines/anti-spam/cleantalk-modal';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function decoder(outcome: () => Promise<DecodeOutcome>) {
  const clock = createFakeClock();
  const calls: string[] = [];
  const actor = createActor(
    emailDecoderMachine.provide({
      actions: {
        showWaiting: () => calls.push('waiting'),
        showFailure: ({ context }) => calls.push(`failure:${context.failure?.kind}:${context.failure?.comment}`),
        hidePopup: () => calls.push('hide'),
        unblurNodes: () => calls.push('unblur'),
        writeDecoded: () => calls.push('write'),
        resetNodes: () => calls.push('reset'),
      },
      actors: { decode: fromPromise(outcome) },
    }),
    { clock },
  );
  actor.start();
  return { actor, clock, calls };
}

const allowed: DecodeOutcome = { kind: 'allowed', rows: [], decoded: 'a@b.co' };

describe('emailDecoder machine', () => {
  it('[SPAM-003] reveals 3 s after opening when the answer came sooner', async () => {
    const { actor, clock, calls } = decoder(async () => allowed);
    actor.send({ type: 'OPEN' });
    await flush();
    clock.advance(DECODE_REVEAL_MS - 1);
    expect(actor.getSnapshot().matches('decoding')).toBe(true);
    clock.advance(1);
    expect(actor.getSnapshot().value).toBe('revealed');
    expect(actor.getSnapshot().context.decoded).toBe('a@b.co');
    expect(calls).toEqual(['waiting']);
  });

  it('[SPAM-003] reveals when a slow answer arrives after the 3 s', async () => {
    let answer!: (o: DecodeOutcome) => void;
    const { actor, clock } = decoder(() => new Promise((resolve) => (answer = resolve)));
    actor.send({ type: 'OPEN' });
    clock.advance(DECODE_REVEAL_MS + 500);
    expect(actor.getSnapshot().matches('decoding')).toBe(true);
    answer(allowed);
    await flush();
    expect(actor.getSnapshot().value).toBe('revealed');
  });

  it('[SPAM-003] the 3 s count from when the popup opened: the wait the plugin showed while the machine loaded is part of them', async () => {
    const { actor, clock } = decoder(async () => allowed);
    actor.send({ type: 'OPEN', waited: 1000 });
    await flush();
    clock.advance(DECODE_REVEAL_MS - 1000 - 1);
    expect(actor.getSnapshot().matches('decoding')).toBe(true);
    clock.advance(1);
    expect(actor.getSnapshot().value).toBe('revealed');
  });

  it('[SPAM-005] Got it unblurs at once and writes the text 2 s later', async () => {
    const { actor, clock, calls } = decoder(async () => allowed);
    actor.send({ type: 'OPEN' });
    await flush();
    clock.advance(DECODE_REVEAL_MS);
    actor.send({ type: 'GOT_IT' });
    expect(calls.slice(-2)).toEqual(['hide', 'unblur']);
    clock.advance(FILL_TEXT_MS - 1);
    expect(calls).not.toContain('write');
    clock.advance(1);
    expect(calls.at(-1)).toBe('write');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it.each([
    [{ kind: 'blocked', comment: 'No' } as DecodeOutcome, 'failure:blocked:No'],
    [{ kind: 'cannot_connect', comment: 'Down' } as DecodeOutcome, 'failure:cannot_connect:Down'],
    [{ kind: 'cannot_decode' } as DecodeOutcome, 'failure:cannot_decode:'],
  ])('[SPAM-009][SPAM-010][SPAM-011] %o shows its failure at once, resets the nodes and hides 3 s later', async (outcome, shown) => {
    const { actor, clock, calls } = decoder(async () => outcome);
    actor.send({ type: 'OPEN' });
    await flush();
    expect(calls).toEqual(['waiting', shown, 'reset']);
    clock.advance(DECODE_FAILURE_HIDE_MS);
    expect(calls.at(-1)).toBe('hide');
    expect(actor.getSnapshot().value).toBe('idle');
  });
});

function modal(template: () => Promise<string> = async () => '<p>t</p>') {
  const rendered: unknown[] = [];
  const events: string[] = [];
  const actor = createActor(
    cleantalkModalMachine.provide({
      actions: {
        render: (_a, { content }) => rendered.push(content),
        notifyClosed: () => events.push('closed'),
        notifyContentLoaded: () => events.push('loaded'),
        answer: (_a, { yes }) => events.push(`answer:${yes}`),
      },
      actors: { fetchTemplate: fromPromise(template) },
    }),
  );
  actor.start();
  return { actor, rendered, events };
}

describe('cleantalkModal machine', () => {
  it('[SPAM-015] is closed, then loading while a template is fetched, then opened; closing returns to closed', async () => {
    const { actor, rendered, events } = modal();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(rendered.at(-1)).toEqual({ kind: 'text', text: 'Loading...' });
    await flush();
    expect(actor.getSnapshot().value).toBe('opened');
    expect(rendered.at(-1)).toEqual({ kind: 'html', html: '<p>t</p>' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(events).toEqual(['closed']);
  });

  it('[SPAM-016] cuts the confirm text to its last 60 characters', () => {
    const { actor, rendered } = modal();
    const text = 'Are you sure you want to delete /var/www/html/wp-content/uploads/2024/very-long-file-name.zip?';
    actor.send({ type: 'CONFIRM', header: 'Delete', text });
    expect(rendered.at(-1)).toEqual({ kind: 'confirm', header: 'Delete', text: text.slice(-CONFIRM_TEXT_MAX), yes: 'Yes', no: 'No' });
    expect((rendered.at(-1) as { text: string }).text).toHaveLength(60);
  });
});
