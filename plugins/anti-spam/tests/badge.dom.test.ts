import { fireEvent } from '@testing-library/dom';
import { antiSpamBadge } from '../badge/definition';
import type { RuntimeErrorInfo } from '../../../kernel/events';
import { BADGE_CLOSE_MS, TOUCH_CLOSE_MS } from '../../../machines/anti-spam/trp-badge';
import { openTestbed, type Testbed } from '../../../test/support';
import { cleantalkGlobals } from './cleantalk';

const TRP = {
  phrases: {
    trpHeading: 'The Real Person Badge!',
    trpContent1: 'Verified as a real person and not a bot. The comment was approved without pre-moderation.',
    trpContent2: ' Anti-Spam by CleanTalk',
    trpContentLearnMore: 'Learn more',
  },
  trpContentLink: 'https://cleantalk.org/help/the-real-person',
  imgPersonUrl: '/fixtures-assets/anti-spam/real_user.svg',
};

let testbed: Testbed;
beforeEach(async () => {
  testbed = await openTestbed(['anti-spam/globals.html', 'anti-spam/trp-comments.html'], [antiSpamBadge], { globals: cleantalkGlobals({}, { theRealPerson: TRP }), quiet: true });
});
afterEach(() => testbed.close());

const badges = () => Array.from(document.querySelectorAll<HTMLButtonElement>('.apbct-real-user-badge'));
const popupOf = (badge: Element) => document.getElementById(badge.getAttribute('aria-controls')!)!;

describe('real-person badge', () => {
  it('[SPAM-024] comment and review authors marked apbct-trp get the badge and its popup as their last two children', () => {
    expect(badges()).toHaveLength(2);
    const author = document.querySelector('#comment-5 .comment-author')!;
    const [badge, popup] = Array.from(author.children).slice(-2);
    expect(badge).toHaveClass('apbct-real-user-badge');
    expect(badge!.querySelector('img.apbct-real-user-popup-img')).toHaveAttribute('src', TRP.imgPersonUrl);
    expect(popup).toHaveClass('apbct-real-user-popup');
    expect(popup!.querySelector('.apbct-real-user-popup-content_row strong')).toHaveTextContent('The Real Person Badge!');
    expect(popup).toHaveTextContent('Verified as a real person and not a bot.');
    expect(popup).toHaveTextContent('Anti-Spam by CleanTalk');
    expect(document.querySelector('.woocommerce-review__author .apbct-real-user-badge')).not.toBeNull();
    expect(document.querySelector('#comment-6 .apbct-real-user-badge')).toBeNull();
  });

  it('[SPAM-025][SPAM-027] hover opens it; leaving closes it 1 s later, unless the pointer moves onto the popup', async () => {
    const [badge] = badges();
    const popup = popupOf(badge!);
    fireEvent.mouseEnter(badge!);
    await testbed.settle();
    expect(popup).toHaveClass('visible');
    expect(badge).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseLeave(badge!);
    await testbed.settle(BADGE_CLOSE_MS - 100);
    fireEvent.mouseEnter(popup);
    await testbed.settle(500);
    expect(popup).toHaveClass('visible');
    fireEvent.mouseLeave(popup);
    await testbed.settle(BADGE_CLOSE_MS - 1);
    expect(popup).toHaveClass('visible');
    await testbed.settle(1);
    expect(popup).not.toHaveClass('visible');
  });

  it('[SPAM-026] a click opens it and a second click closes it; opening one badge closes the other', async () => {
    const [first, second] = badges();
    fireEvent.click(first!);
    await testbed.settle();
    expect(popupOf(first!)).toHaveClass('visible');
    fireEvent.mouseEnter(second!);
    await testbed.settle();
    expect(popupOf(first!)).not.toHaveClass('visible');
    expect(popupOf(second!)).toHaveClass('visible');
    // Hover then click (a mouse user's click): it stays open; a second click closes it.
    fireEvent.click(second!);
    await testbed.settle();
    expect(popupOf(second!)).toHaveClass('visible');
    fireEvent.click(second!);
    await testbed.settle();
    expect(popupOf(second!)).not.toHaveClass('visible');
  });

  it('[SPAM-028] on touch it closes 3 s after the tap, not on the tap\'s click', async () => {
    const [badge] = badges();
    fireEvent.touchEnd(badge!);
    fireEvent.click(badge!);
    await testbed.settle(TOUCH_CLOSE_MS - 1);
    expect(popupOf(badge!)).toHaveClass('visible');
    await testbed.settle(1);
    expect(popupOf(badge!)).not.toHaveClass('visible');
  });

  it('[SPAM-029] a click outside closes it; a click inside the popup does not', async () => {
    const [badge] = badges();
    fireEvent.click(badge!);
    await testbed.settle();
    fireEvent.click(popupOf(badge!).querySelector('strong')!);
    await testbed.settle();
    expect(popupOf(badge!)).toHaveClass('visible');
    fireEvent.click(document.querySelector('#comment-6 .comment-content p')!);
    await testbed.settle();
    expect(popupOf(badge!)).not.toHaveClass('visible');
  });

  it('[SPAM-029] all badges of the page share ONE document click listener and ONE selectionchange listener', () => {
    expect(badges()).toHaveLength(2);
    const shared = testbed.leaks.check().filter((line) => line.endsWith('on document'));
    expect(shared).toEqual(expect.arrayContaining(['1 "click" listener on document', '1 "selectionchange" listener on document']));
    expect(shared.filter((line) => /"(click|selectionchange)"/.test(line))).toHaveLength(2);
  });

  it("[SPAM-024] mounts without actors: the badges' markup and ARIA are there at load, and what cannot open a popup loads nothing", async () => {
    expect(testbed.runtime.stats().actors).toBe(0);
    const [first, second] = badges();
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(first).toHaveAccessibleName('The Real Person Badge!');
    expect(popupOf(first!)).toHaveAttribute('role', 'tooltip');
    expect(popupOf(first!)).not.toHaveClass('visible');
    // Leaving a badge and clicking outside act on an open popup only.
    fireEvent.mouseLeave(first!);
    fireEvent.click(document.querySelector('#comment-6 .comment-content p')!);
    await testbed.settle();
    expect(testbed.runtime.stats().actors).toBe(0);
    // The first hover makes that badge's actor, and opens its popup.
    fireEvent.mouseEnter(second!);
    await testbed.settle();
    expect(testbed.runtime.stats().actors).toBe(1);
    expect(popupOf(second!)).toHaveClass('visible');
    expect(second).toHaveAttribute('aria-expanded', 'true');
  });

  it('[SPAM-027] what the pointer does while the actor loads is carried out in order when it arrives: in and out closes 1 s later', async () => {
    const [badge] = badges();
    fireEvent.mouseEnter(badge!);
    fireEvent.mouseLeave(badge!);
    expect(testbed.runtime.stats().actors).toBe(0);
    await testbed.settle();
    expect(testbed.runtime.stats().actors).toBe(1);
    expect(popupOf(badge!)).toHaveClass('visible');
    await testbed.settle(BADGE_CLOSE_MS - 1);
    expect(popupOf(badge!)).toHaveClass('visible');
    await testbed.settle(1);
    expect(popupOf(badge!)).not.toHaveClass('visible');
    expect(badge).toHaveAttribute('aria-expanded', 'false');
  });

  it('when its code fails to load: reported once, nothing opens; the next hover loads it again and opens', async () => {
    const errors: RuntimeErrorInfo[] = [];
    testbed.runtime.bus.on('runtime:error', (info) => errors.push(info));
    jest.doMock('../badge/badge-actor', () => {
      throw new Error('chunk failed to load');
    });
    const [badge] = badges();
    fireEvent.mouseEnter(badge!);
    fireEvent.mouseLeave(badge!);
    await testbed.settle();
    expect(errors.map((info) => [info.plugin, (info.error as Error).message])).toEqual([['anti-spam/badge', 'chunk failed to load']]);
    expect(popupOf(badge!)).not.toHaveClass('visible');
    expect(badge).toHaveAttribute('aria-expanded', 'false');
    jest.dontMock('../badge/badge-actor');
    fireEvent.mouseEnter(badge!);
    await testbed.settle();
    expect(popupOf(badge!)).toHaveClass('visible');
  });

  it('removes its badges when the runtime stops', () => {
    testbed.runtime.stop();
    expect(badges()).toHaveLength(0);
  });
});

describe('real-person badge with a refused picture address', () => {
  it('the badge and its popup come without the picture, with one warning', async () => {
    await testbed.close();
    testbed = await openTestbed(['anti-spam/globals.html', 'anti-spam/trp-comments.html'], [antiSpamBadge], {
      globals: cleantalkGlobals({}, { theRealPerson: { ...TRP, imgPersonUrl: 'javascript:alert(1)' } }),
      quiet: true,
    });
    expect(badges()).toHaveLength(2);
    expect(document.querySelector('img.apbct-real-user-popup-img')).toBeNull();
    expect(popupOf(badges()[0]!)).toHaveTextContent('The Real Person Badge!');
    expect(testbed.console.warn.mock.calls.flat().join(' ')).toContain('real person picture');
  });
});
