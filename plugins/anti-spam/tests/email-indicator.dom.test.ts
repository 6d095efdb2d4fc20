// The e-mail-exists mark and the indicator (plain DOM) that takes it over on a real emailCheck actor:
// drawn at once in the load state, state classes, labels, the hover hint, numbered ids, placement.
import { fireEvent, screen } from '@testing-library/dom';
import { createActor, fromPromise } from 'xstate';
import { emailCheckMachine, type EmailVerdict } from '../../../machines/anti-spam/email-check';
import type { Geometry } from '../email-check/geometry';
import { openEmailIndicator } from '../email-check/indicator';
import { drawMark } from '../email-check/mark';
import { createPlacement } from '../email-check/placement';

const AT: Geometry = { top: 100, left: 300, width: 36, height: 30, fontSize: '16px', inputLeft: 20, inputWidth: 316 };
const GOOD = 'The email exists and is good to use! Anti-Spam by CleanTalk.';
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function indicator(verdict: () => Promise<EmailVerdict>, index = 0) {
  const host = document.body.appendChild(document.createElement('form'));
  let geometry = AT;
  const placement = createPlacement(() => geometry);
  let opened: ReturnType<typeof openEmailIndicator> | null = null;
  const actor = createActor(
    emailCheckMachine.provide({
      // As the check does (checker.ts): the field's mark, taken over by the indicator.
      actions: { show: () => void (opened ??= openEmailIndicator(drawMark(host, placement.get(), index), actor, { placement, write: (fn) => fn() })) },
      actors: { check: fromPromise(verdict) },
    }),
  );
  actor.start();
  return { actor, placement, host, opened: () => opened, moveTo: (next: Geometry) => (geometry = next) };
}

const block = () => screen.getByRole('img');

afterEach(() => (document.body.innerHTML = ''));

describe('e-mail indicator', () => {
  it('[SPAM-017][SPAM-018] nothing before a check; load drawn in the CHECK itself; then good_email labelled with the verdict', async () => {
    let answer!: (verdict: EmailVerdict) => void;
    const { actor, host } = indicator(() => new Promise((resolve) => (answer = resolve)));
    expect(host).toBeEmptyDOMElement();
    actor.send({ type: 'CHECK', email: 'jane@example.com' });
    // No await: the mark is there in the same task.
    expect(block()).toHaveClass('apbct-check_email_exist-block', 'apbct-check_email_exist-load');
    expect(block()).toHaveAccessibleName('Checking the e-mail address');
    expect(block()).toHaveAttribute('id', 'apbct-check_email_exist-block');
    expect(block().parentElement).toHaveClass('apbct-check_email_exist-host');
    answer({ result: 'EXISTS', text_result: GOOD });
    await settle();
    expect(block()).toHaveClass('apbct-check_email_exist-good_email');
    expect(block()).not.toHaveClass('apbct-check_email_exist-load');
    expect(block()).toHaveAccessibleName(GOOD);
    expect(block()).toHaveStyle({ top: '100px', left: '300px', width: '36px', height: '30px' });
  });

  it('[SPAM-018][SPAM-019] bad_email; hovering shows the verdict above the input in red, leaving hides it', async () => {
    const text = 'The email doesn`t exist, double check the address. Anti-Spam by CleanTalk.';
    const { actor } = indicator(async () => ({ result: 'NOT_EXISTS', text_result: text }));
    actor.send({ type: 'CHECK', email: 'nobody@example.com' });
    await settle();
    expect(block()).toHaveClass('apbct-check_email_exist-bad_email');
    const hint = screen.getByRole('tooltip', { hidden: true });
    expect(hint).not.toBeVisible();
    fireEvent.mouseOver(block());
    expect(screen.getByRole('tooltip')).toHaveTextContent(text);
    expect(hint).toHaveStyle({ display: 'block', top: '76px', left: '20px', width: '316px', color: 'rgb(224, 17, 17)' });
    fireEvent.mouseOut(block());
    expect(hint).not.toBeVisible();
    expect(hint).toHaveTextContent('');
  });

  it('no hint while the check runs, even under the pointer', () => {
    const { actor } = indicator(() => new Promise(() => {}));
    actor.send({ type: 'CHECK', email: 'jane@example.com' });
    fireEvent.mouseOver(block());
    expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible();
  });

  it('[SPAM-020] an emptied field hides the mark; a closed indicator follows the actor no more', async () => {
    const { actor, opened } = indicator(async () => ({ result: 'EXISTS', text_result: GOOD }));
    actor.send({ type: 'CHECK', email: 'jane@example.com' });
    await settle();
    actor.send({ type: 'CHECK', email: '' });
    expect(screen.queryByRole('img')).toBeNull();
    opened()!.close();
    actor.send({ type: 'CHECK', email: 'jane@example.com' });
    await settle();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('[SPAM-017] a further indicator on the page gets numbered ids', () => {
    const { actor } = indicator(() => new Promise(() => {}), 1);
    actor.send({ type: 'CHECK', email: 'jane@example.com' });
    expect(block()).toHaveAttribute('id', 'apbct-check_email_exist-block-2');
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveAttribute('id', 'apbct-check_email_exist-popup_description-2');
  });

  it('follows its input: a placement update moves the block', async () => {
    const { actor, placement, moveTo } = indicator(async () => ({ result: 'EXISTS', text_result: GOOD }));
    actor.send({ type: 'CHECK', email: 'jane@example.com' });
    await settle();
    moveTo({ ...AT, top: 40, left: 280 });
    placement.update();
    expect(block()).toHaveStyle({ top: '40px', left: '280px' });
  });
});
