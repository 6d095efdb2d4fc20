// The generic modal's view on a real cleantalkModal actor: dialog, labels, focus, and the events its buttons send.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import { cleantalkModalMachine, CONFIRM_TEXT_MAX } from '../../../machines/anti-spam/cleantalk-modal';
import { renderModal } from '../views/modal';

function modal(template: () => Promise<string> = async () => '<p>Template</p>') {
  const answers: boolean[] = [];
  const actor = createActor(
    cleantalkModalMachine.provide({
      actions: { answer: (_args, { yes }) => answers.push(yes) },
      actors: { fetchTemplate: fromPromise(template) },
    }),
  );
  actor.start();
  return { actor, answers, show: () => render(renderModal({ actor })) };
}

describe('generic modal view', () => {
  it('[SPAM-013] a message: a dialog over the overlay, with a focused close button that closes it', () => {
    const { actor, show } = modal();
    actor.send({ type: 'OPEN', content: '<p>Your message was blocked.</p><script>window.hacked = 1</script>' });
    const view = show();
    const dialog = screen.getByRole('dialog', { name: 'CleanTalk Anti-Spam' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.parentElement).toHaveAttribute('id', 'cleantalk-modal-overlay');
    expect(screen.getByRole('status')).toHaveTextContent(/^Your message was blocked\.$/);
    expect(dialog.querySelector('script')).toBeNull();
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    fireEvent.click(close);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(view.container).toBeEmptyDOMElement();
  });

  it('[SPAM-013] a click on the overlay closes it; a click inside does not', () => {
    const { actor, show } = modal();
    actor.send({ type: 'OPEN', content: 'Blocked' });
    show();
    fireEvent.click(screen.getByRole('status'));
    expect(actor.getSnapshot().value).toBe('opened');
    fireEvent.click(document.getElementById('cleantalk-modal-overlay')!);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('[SPAM-014][SPAM-016] confirm: named by its header, the text cut to its last 60 characters; No and Yes answer and close', () => {
    const text = 'Delete the file /var/www/html/wp-content/uploads/2024/11/a-rather-long-export-name.csv now?';
    const { actor, answers, show } = modal();
    actor.send({ type: 'CONFIRM', header: 'Please confirm', text, yes: 'Yes please', no: 'No thanks' });
    show();
    expect(screen.getByRole('dialog', { name: 'Please confirm' })).toBeInTheDocument();
    expect(document.querySelector('.cleantalk-confirm-modal_text')!.textContent).toBe(text.slice(-CONFIRM_TEXT_MAX));
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(answers).toEqual([false]);
    expect(actor.getSnapshot().value).toBe('closed');
    act(() => actor.send({ type: 'CONFIRM', header: 'Please confirm', text }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(answers).toEqual([false, true]);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('[SPAM-015] loading shows Loading..., then the fetched template replaces it in the same dialog', async () => {
    let answer!: (html: string) => void;
    const { actor, show } = modal(() => new Promise((resolve) => (answer = resolve)));
    actor.send({ type: 'OPEN' });
    show();
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading\.\.\.$/);
    const dialog = screen.getByRole('dialog');
    await act(async () => answer('<div class="apbct-options-template">Template from the server</div>'));
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(screen.getByRole('status')).toHaveTextContent(/^Template from the server$/);
  });

  it('[SPAM-015][SPAM-059] the profile follows the content: a template keeps its formatting, a block message replacing it in the same dialog keeps only text and links', async () => {
    const { actor, show } = modal(async () => '<p><strong>Options</strong> <a href="https://cleantalk.org/help">help</a></p>');
    actor.send({ type: 'OPEN' });
    show();
    await act(async () => {});
    const dialog = screen.getByRole('dialog');
    const status = screen.getByRole('status');
    expect(status.querySelector('p > strong')).toHaveTextContent('Options');
    act(() => actor.send({ type: 'OPEN', content: '<strong>Blocked</strong> <a href="https://cleantalk.org/blacklists">why</a>' }));
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(status).toHaveTextContent(/^Blocked why$/);
    expect(status.querySelector('strong, p')).toBeNull();
    expect(status.querySelector('a')).toHaveAttribute('href', 'https://cleantalk.org/blacklists');
  });
});
