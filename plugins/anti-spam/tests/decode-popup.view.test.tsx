// The decoder popup's view on a real emailDecoder actor: what the visitor sees and hears in each phase.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import { DECODE_REVEAL_MS, emailDecoderMachine, type DecodeOutcome } from '../../../machines/anti-spam/email-decoder';
import { createFakeClock } from '../../../test/support';
import { renderDecodePopup } from '../decoder/views/decode-popup';
import { ctPublicFunctions } from '../settings';
import { FUNCTIONS } from './cleantalk';

const texts = ctPublicFunctions.shape.parse(FUNCTIONS, 'ctPublicFunctions', () => {});

function decoder(outcome: () => Promise<DecodeOutcome>) {
  const clock = createFakeClock();
  const actor = createActor(emailDecoderMachine.provide({ actors: { decode: fromPromise(outcome) } }), { clock });
  actor.start();
  return { actor, clock };
}

const open = async (outcome: () => Promise<DecodeOutcome>) => {
  const { actor, clock } = decoder(outcome);
  actor.send({ type: 'OPEN' });
  const view = render(renderDecodePopup({ actor, brand: 'Anti-Spam by CleanTalk', texts }));
  // Lets the decode promise settle and React commit.
  await act(async () => {});
  return { actor, clock, view };
};

const allowed: DecodeOutcome = {
  kind: 'allowed',
  rows: [{ encoded_email: 'ENC', decoded_email: 'john.doe@example.com', is_allowed: true, comment: 'Allowed' }],
  decoded: 'john.doe@example.com',
};

describe('decoder popup view', () => {
  it('[SPAM-001][SPAM-002] while decoding: a modal dialog named by the brand, the wait texts in a polite status, the animation hidden from screen readers', async () => {
    await open(() => new Promise(() => {}));
    const dialog = screen.getByRole('dialog', { name: 'Anti-Spam by CleanTalk' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('The magic is on the way!Please wait a few seconds while we decode the contact data.');
    expect(dialog.querySelector('.apbct-ee-animation-wrapper')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button', { name: 'Got it' })).toBeNull();
  });

  it('[SPAM-003][SPAM-004] after the reveal delay: the address with its click-to-select title, and Got it, focused, which closes the popup', async () => {
    const { actor, clock } = await open(async () => allowed);
    expect(screen.getByRole('status')).toHaveTextContent('The magic is on the way!');
    act(() => clock.advance(DECODE_REVEAL_MS));
    expect(screen.getByRole('status')).toHaveTextContent('The complete one is john.doe@example.com');
    expect(screen.getByTitle('Click to select the whole data')).toHaveTextContent(/^john\.doe@example\.com$/);
    expect(document.querySelector('.apbct-ee-animation-wrapper')).toBeNull();
    const gotIt = screen.getByRole('button', { name: 'Got it' });
    expect(gotIt).toHaveFocus();
    fireEvent.click(gotIt);
    expect(actor.getSnapshot().value).toBe('filling');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    [{ kind: 'blocked', comment: 'Blocked by the cloud' }, 'CleanTalk email decoder: Blocked: Blocked by the cloud'],
    [{ kind: 'cannot_connect', comment: 'timeout' }, 'CleanTalk email decoder: Cannot connect: timeout'],
    [{ kind: 'cannot_decode' }, 'Can not decode email. Unknown reason'],
  ] as [DecodeOutcome, string][])('[SPAM-009][SPAM-010][SPAM-011] %o: the message alone, in the status region', async (outcome, message) => {
    await open(async () => outcome);
    expect(screen.getByRole('status')).toHaveTextContent(new RegExp(`^${message}$`));
    expect(screen.getByRole('dialog', { name: 'Anti-Spam by CleanTalk' })).toBeInTheDocument();
    expect(document.querySelector('.apbct-ee-animation-wrapper')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('[SPAM-010] a call that failed with an answer reads as cannot connect, with the error as the comment', async () => {
    await open(() => Promise.reject(new Error('Internal server error.')));
    expect(screen.getByRole('status')).toHaveTextContent(/^CleanTalk email decoder: Cannot connect: Internal server error\.$/);
  });
});
