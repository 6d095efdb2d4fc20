/** Opening and every way of closing a panel, on Avada's popup markup. */
import type { Testbed } from '../../../test/support';
import { click, endAnimation, isShown, openPanels, panelOf, POPUPS, wrapOf } from './avada';

let testbed: Testbed;
afterEach(() => {
  testbed.close();
  localStorage.clear();
});

const LINKS = '<a id="open-101" href="#awb-open-oc__101">Newsletter</a> <a id="open-102" href="#awb-open-oc__102">Sale</a> <a id="open-103" href="#awb-open-oc__103">Sections</a>';
const open = (id: string) => click(document.getElementById(`open-${id}`)!);
const closeButton = (id: string) => wrapOf(id).querySelector<HTMLButtonElement>('.off-canvas-close')!;
const escape = (init: KeyboardEventInit = { key: 'Escape', keyCode: 27 }) =>
  document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, ...init }));

describe('opening and closing an off-canvas panel', () => {
  it('[OFF-007] opening shows the panel with its enter animation; closing plays the exit animation, then hides it', async () => {
    testbed = await openPanels(POPUPS, { body: LINKS });
    const panel = panelOf('101');
    expect(isShown('101')).toBe(false);
    open('101');
    expect(isShown('101')).toBe(true);
    expect(panel).toHaveClass('fusion-animated', 'fadeIn');
    expect(panel.getAttribute('data-animation-type')).toBe('fadeIn');
    endAnimation('101');
    expect(panel).not.toHaveClass('fusion-animated');
    expect(panel).not.toHaveAttribute('data-animation-type');

    click(closeButton('101'));
    expect(panel).toHaveClass('fusion-animated', 'fadeOut', 'is-closing');
    expect(isShown('101')).toBe(true);
    endAnimation('101');
    expect(isShown('101')).toBe(false);
    expect(panel).toHaveClass('oc-waiting-for-close');
    wrapOf('101').dispatchEvent(new Event('transitionend', { bubbles: true }));
    expect(panel).not.toHaveClass('oc-waiting-for-close');
  });

  it('[OFF-007] ends of animations inside the content do not finish the panel\'s own', async () => {
    testbed = await openPanels(POPUPS, { body: LINKS });
    open('101');
    wrapOf('101').querySelector('h2')!.dispatchEvent(new Event('animationend', { bubbles: true }));
    expect(panelOf('101')).toHaveClass('fadeIn');
  });

  it('[OFF-009] the close button closes the panel', async () => {
    testbed = await openPanels(POPUPS, { body: LINKS });
    open('101');
    expect(click(closeButton('101'))).toBe(true);
    endAnimation('101');
    expect(isShown('101')).toBe(false);
  });

  it('[OFF-010] a click on the backdrop closes the panel; a click inside it does not', async () => {
    testbed = await openPanels(POPUPS, { body: LINKS });
    open('101');
    endAnimation('101');
    click(wrapOf('101').querySelector('p')!);
    expect(panelOf('101')).not.toHaveClass('is-closing');
    click(wrapOf('101'));
    expect(panelOf('101')).toHaveClass('is-closing');
  });

  it('[OFF-011] a backdrop click leaves a panel printed with overlay-disable-close open', async () => {
    testbed = await openPanels(POPUPS, { body: LINKS });
    open('103');
    endAnimation('103');
    click(wrapOf('103'));
    await testbed.settle(1000);
    expect(isShown('103')).toBe(true);
  });

  it('[OFF-012] Escape (key code 27) closes the open panels', async () => {
    testbed = await openPanels(POPUPS, { body: LINKS });
    open('101');
    escape({ key: 'Enter', keyCode: 13 });
    expect(panelOf('101')).not.toHaveClass('is-closing');
    escape();
    await testbed.settle(1000);
    expect(isShown('101')).toBe(false);
    // Browsers that only give the key code.
    open('102');
    escape({ keyCode: 27 });
    await testbed.settle(1000);
    expect(isShown('102')).toBe(false);
  });

  it('[OFF-013] Escape leaves a panel printed with disable-close-on-esc open', async () => {
    testbed = await openPanels(POPUPS, { body: LINKS });
    open('103');
    escape();
    await testbed.settle(1000);
    expect(isShown('103')).toBe(true);
  });

  it('[OFF-014] [OFF-015] the auto-close timer closes the panel; the pointer over it pauses the timer, leaving restarts it', async () => {
    testbed = await openPanels(POPUPS, { body: LINKS });
    open('102');
    await testbed.settle(5000);
    panelOf('102').dispatchEvent(new MouseEvent('mouseenter'));
    await testbed.settle(20_000);
    expect(isShown('102')).toBe(true);
    panelOf('102').dispatchEvent(new MouseEvent('mouseleave'));
    await testbed.settle(5999);
    expect(panelOf('102')).not.toHaveClass('is-closing');
    await testbed.settle(1);
    expect(panelOf('102')).toHaveClass('is-closing');
    await testbed.settle(1000);
    expect(isShown('102')).toBe(false);
  });

  it('[OFF-016] in a close-on-anchor panel a link whose href holds a hash closes it; other links do not', async () => {
    testbed = await openPanels(POPUPS, { body: `${LINKS}<a id="plain" href="/about/">About</a>` });
    open('103');
    endAnimation('103');
    const plain = document.createElement('a');
    plain.href = '/contact/';
    plain.textContent = 'Contact';
    testbed.leaks.untracked(() => plain.addEventListener('click', (event) => event.preventDefault()));
    panelOf('103').querySelector('.off-canvas-content')!.append(plain);
    click(plain);
    expect(panelOf('103')).not.toHaveClass('is-closing');
    click(wrapOf('103').querySelector('a[href="#shipping"]')!);
    expect(panelOf('103')).toHaveClass('is-closing');
  });

  it('[OFF-016] a panel without close-on-anchor stays open on its hash links', async () => {
    testbed = await openPanels(POPUPS, { body: LINKS });
    open('102');
    click(wrapOf('102').querySelector('a[href="#shop"]')!);
    expect(panelOf('102')).not.toHaveClass('is-closing');
  });

  it('[OFF-017] closing pauses the panel\'s audio and video and the embedded YouTube and Vimeo players', async () => {
    testbed = await openPanels(POPUPS, { body: LINKS });
    const content = panelOf('103').querySelector('.off-canvas-content')!;
    content.insertAdjacentHTML(
      'beforeend',
      '<video class="clip"></video><div class="fusion-youtube"><iframe title="YouTube" src="https://www.youtube.com/embed/abc?enablejsapi=1"></iframe></div>' +
        '<div class="fusion-vimeo"><iframe title="Vimeo" src="https://player.vimeo.com/video/123"></iframe></div><iframe title="Map" src="https://maps.example/embed"></iframe>',
    );
    const media = Array.from(content.querySelectorAll<HTMLMediaElement>('audio, video'));
    const paused: HTMLMediaElement[] = [];
    // jsdom plays nothing: each element says it is playing and records its pause.
    for (const element of media) {
      Object.defineProperty(element, 'paused', { configurable: true, value: false });
      element.pause = () => void paused.push(element);
    }
    const posted: [string, string, string][] = [];
    for (const frame of Array.from(content.querySelectorAll('iframe'))) {
      frame.contentWindow!.postMessage = ((message: string, origin: string) => void posted.push([frame.title, message, origin])) as never;
    }
    open('103');
    click(wrapOf('103').querySelector('a[href="#details"]')!);
    expect(paused).toEqual(media);
    expect(posted).toEqual([
      ['YouTube', '{"event":"command","func":"pauseVideo","args":""}', 'https://www.youtube.com'],
      ['Vimeo', '{"method":"pause"}', 'https://player.vimeo.com'],
    ]);
  });

  it('[OFF-018] the close button stays hidden until its delay has passed, and hides again on close', async () => {
    testbed = await openPanels(POPUPS, { body: LINKS });
    expect(closeButton('102')).toHaveClass('hidden');
    open('102');
    await testbed.settle(1999);
    expect(closeButton('102')).toHaveClass('hidden');
    await testbed.settle(1);
    expect(closeButton('102')).not.toHaveClass('hidden');
    click(closeButton('102'));
    expect(closeButton('102')).toHaveClass('hidden');
  });

  it('triggers awb-oc-opened and awb-oc-closed through the page\'s jQuery on the wrap, handlers getting (event, id); add to cart from jQuery opens the mini cart', async () => {
    // The real jQuery package, bound to jsdom's window.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const jQuery = require('jquery') as (target: unknown) => { on(types: string, handler: (...args: unknown[]) => void): void; trigger(type: string, args?: unknown[]): void; off(): void };
    testbed = await openPanels([POPUPS, 'off-canvas/triggers-visitor.html'], { body: LINKS, globals: { jQuery } });
    const seen: unknown[] = [];
    jQuery(document).on('awb-oc-opened awb-oc-closed', (event, id) => seen.push([(event as Event).type, (event as Event).target === wrapOf('101'), id]));
    open('101');
    click(closeButton('101'));
    expect(seen).toEqual([
      ['awb-oc-opened', true, '101'],
      ['awb-oc-closed', true, '101'],
    ]);
    jQuery(document.body).trigger('added_to_cart', [{}, 'hash', null]);
    expect(isShown('325')).toBe(true);
    jQuery(document).off();
  });

  it('announces awb-oc-opened and awb-oc-closed on the wrap with the panel id, as Avada does', async () => {
    testbed = await openPanels(POPUPS, { body: LINKS });
    const events = testbed.recordEvents(['awb-oc-opened', 'awb-oc-closed'], wrapOf('101'));
    open('101');
    click(closeButton('101'));
    expect(events.map(({ name, detail }) => [name, detail])).toEqual([
      ['awb-oc-opened', ['101']],
      ['awb-oc-closed', ['101']],
    ]);
  });
});
