// The e-mail-exists indicator's view on a real emailCheck actor: state classes, labels, the hover hint, placement.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import { emailCheckMachine, type EmailVerdict } from '../../../machines/anti-spam/email-check';
import { createPlacement, type Geometry } from '../email-check/placement';
import { renderEmailIndicator } from '../email-check/views/email-indicator';

const AT: Geometry = { top: 100, left: 300, width: 36, height: 30, fontSize: '16px', inputLeft: 20, inputWidth: 316 };
const GOOD = 'The email exists and is good to use! Anti-Spam by CleanTalk.';

function indicator(verdict: () => Promise<EmailVerdict>, index = 0) {
  const actor = createActor(emailCheckMachine.provide({ actors: { check: fromPromise(verdict) } }));
  actor.start();
  let geometry = AT;
  const placement = createPlacement(() => geometry);
  const view = render(renderEmailIndicator({ actor, placement, index }));
  return { actor, placement, view, moveTo: (next: Geometry) => (geometry = next) };
}

const block = () => screen.getByRole('img');

describe('e-mail indicator view', () => {
  it('[SPAM-017][SPAM-018] nothing before a check; load while it runs; then good_email labelled with the verdict', async () => {
    let answer!: (verdict: EmailVerdict) => void;
    const { actor, view } = indicator(() => new Promise((resolve) => (answer = resolve)));
    expect(view.container).toBeEmptyDOMElement();
    act(() => actor.send({ type: 'CHECK', email: 'jane@example.com' }));
    expect(block()).toHaveClass('apbct-check_email_exist-block', 'apbct-check_email_exist-load');
    expect(block()).toHaveAccessibleName('Checking the e-mail address');
    expect(block()).toHaveAttribute('id', 'apbct-check_email_exist-block');
    await act(async () => answer({ result: 'EXISTS', text_result: GOOD }));
    expect(block()).toHaveClass('apbct-check_email_exist-good_email');
    expect(block()).not.toHaveClass('apbct-check_email_exist-load');
    expect(block()).toHaveAccessibleName(GOOD);
    expect(block()).toHaveStyle({ top: '100px', left: '300px', width: '36px', height: '30px' });
  });

  it('[SPAM-018][SPAM-019] bad_email; hovering shows the verdict above the input in red, leaving hides it', async () => {
    const text = 'The email doesn`t exist, double check the address. Anti-Spam by CleanTalk.';
    const { actor } = indicator(async () => ({ result: 'NOT_EXISTS', text_result: text }));
    await act(async () => actor.send({ type: 'CHECK', email: 'nobody@example.com' }));
    expect(block()).toHaveClass('apbct-check_email_exist-bad_email');
    const hint = screen.getByRole('tooltip', { hidden: true });
    expect(hint).not.toBeVisible();
    fireEvent.mouseOver(block());
    expect(screen.getByRole('tooltip')).toHaveTextContent(text);
    expect(hint).toHaveStyle({ display: 'block', top: '76px', left: '20px', width: '316px', color: 'rgb(224, 17, 17)' });
    fireEvent.mouseOut(block());
    expect(hint).not.toBeVisible();
  });

  it('[SPAM-020] an emptied field clears the indicator', async () => {
    const { actor, view } = indicator(async () => ({ result: 'EXISTS', text_result: GOOD }));
    await act(async () => actor.send({ type: 'CHECK', email: 'jane@example.com' }));
    act(() => actor.send({ type: 'CHECK', email: '' }));
    expect(view.container).toBeEmptyDOMElement();
  });

  it('[SPAM-017] a further indicator on the page gets numbered ids', async () => {
    const { actor } = indicator(async () => ({ result: 'EXISTS', text_result: GOOD }), 1);
    await act(async () => actor.send({ type: 'CHECK', email: 'jane@example.com' }));
    expect(block()).toHaveAttribute('id', 'apbct-check_email_exist-block-2');
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveAttribute('id', 'apbct-check_email_exist-popup_description-2');
  });

  it('follows its input: a placement update moves the block without new props', async () => {
    const { actor, placement, moveTo } = indicator(async () => ({ result: 'EXISTS', text_result: GOOD }));
    await act(async () => actor.send({ type: 'CHECK', email: 'jane@example.com' }));
    moveTo({ ...AT, top: 40, left: 280 });
    act(() => placement.update());
    expect(block()).toHaveStyle({ top: '40px', left: '280px' });
  });
});
