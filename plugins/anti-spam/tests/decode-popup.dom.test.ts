// The decoder popup (plain DOM) on a real emailDecoder actor, opened from its entry action as the
// plugin does: what the visitor sees and hears in each phase.
import { fireEvent, screen } from '@testing-library/dom';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { emailDecoderMachine, type DecodeOutcome } from '../../../machines/anti-spam/email-decoder';
import { DECODE_FAILURE_HIDE_MS, DECODE_REVEAL_MS } from '../../../machines/anti-spam/email-decoder-delays';
import { createFakeClock } from '../../../test/support';
import { openDecodePopup, type DecodePopup } from '../decoder/popup';
import { ctPublicFunctions } from '../settings';
import { FUNCTIONS } from './cleantalk';

const texts = ctPublicFunctions.shape.parse(FUNCTIONS, 'ctPublicFunctions', () => {});
const WAIT = 'The magic is on the way!Please wait a few seconds while we decode the contact data.';

let actor: ActorRefFrom<typeof emailDecoderMachine> | undefined;
afterEach(() => {
  actor?.stop();
  document.body.replaceChildren();
});

function open(outcome: () => Promise<DecodeOutcome>, reducedMotion = false) {
  const clock = createFakeClock();
  let popup: DecodePopup | null = null;
  const started = createActor(
    emailDecoderMachine.provide({
      actions: {
        showWaiting: () => {
          popup = openDecodePopup(document.body, { brand: 'Anti-Spam by CleanTalk', texts, reducedMotion, write: (fn) => fn() });
          popup.follow(started);
        },
        hidePopup: () => popup?.close(),
      },
      actors: { decode: fromPromise(outcome) },
    }),
    { clock },
  );
  actor = started;
  started.start();
  started.send({ type: 'OPEN' });
  return { actor: started, clock };
}

/** Lets the decode promise settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const allowed: DecodeOutcome = {
  kind: 'allowed',
  rows: [{ encoded_email: 'ENC', decoded_email: 'john.doe@example.com', is_allowed: true, comment: 'Allowed' }],
  decoded: 'john.doe@example.com',
};

describe('decoder popup', () => {
  it('[SPAM-001][SPAM-002] at OPEN, before any promise settles: a modal dialog named by the brand, the wait texts in a polite status that describes it, the animation hidden from screen readers', () => {
    open(() => new Promise(() => {}));
    const dialog = screen.getByRole('dialog', { name: 'Anti-Spam by CleanTalk' });
    expect(dialog).toHaveAttribute('id', 'apbct_popup');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    expect(dialog).toHaveAccessibleDescription('The magic is on the way! Please wait a few seconds while we decode the contact data.');
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent(WAIT);
    expect(document.getElementById('apbct_email_ecoder__popup_text_node_first')).toHaveTextContent('The magic is on the way!');
    const animation = dialog.querySelector('.apbct-ee-animation-wrapper');
    expect(animation).toHaveAttribute('aria-hidden', 'true');
    expect(animation?.querySelectorAll('.apbct_dog')).toHaveLength(3);
    expect(animation?.querySelector<HTMLElement>('.apbct_dog')?.style.animation).toBe('');
    expect(screen.queryByRole('button', { name: 'Got it' })).toBeNull();
  });

  it('[SPAM-002] with reduced motion the three @ stand still', () => {
    open(() => new Promise(() => {}), true);
    const dogs = Array.from(document.querySelectorAll<HTMLElement>('.apbct_dog'));
    expect(dogs.map((dog) => dog.style.animation)).toEqual(['none', 'none', 'none']);
  });

  it('[SPAM-003][SPAM-004] after the reveal delay: the address with its click-to-select title, and Got it, focused, which closes the popup', async () => {
    const { actor, clock } = open(async () => allowed);
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('The magic is on the way!');
    clock.advance(DECODE_REVEAL_MS);
    expect(screen.getByRole('status')).toHaveTextContent('The complete one is john.doe@example.com');
    const address = screen.getByTitle('Click to select the whole data');
    expect(address).toHaveTextContent(/^john\.doe@example\.com$/);
    fireEvent.click(address);
    expect(document.getSelection()?.toString()).toBe('john.doe@example.com');
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
  ] as [DecodeOutcome, string][])('[SPAM-009][SPAM-010][SPAM-011] %o: the wait text first, then the message alone in the same status region, hidden later', async (outcome, message) => {
    const { clock } = open(async () => outcome);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(WAIT);
    await settle();
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent(new RegExp(`^${message}$`));
    expect(screen.getByRole('dialog', { name: 'Anti-Spam by CleanTalk' })).toHaveFocus();
    expect(document.querySelector('.apbct-ee-animation-wrapper')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    clock.advance(DECODE_FAILURE_HIDE_MS);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('[SPAM-010] a call that failed with an answer reads as cannot connect, with the error as the comment', async () => {
    open(() => Promise.reject(new Error('Internal server error.')));
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent(/^CleanTalk email decoder: Cannot connect: Internal server error\.$/);
  });
});
