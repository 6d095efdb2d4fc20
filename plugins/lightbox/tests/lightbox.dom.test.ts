import { fireEvent } from '@testing-library/dom';
import { openTestbed, type Testbed } from '../../../test/support';
import { lightbox } from '../definition';
import { lightboxGlobals } from './avada';

let testbed: Testbed;
afterEach(() => testbed?.close());

const MARKUP = ['lightbox/gallery.html', 'lightbox/singles.html', 'lightbox/wordpress-gallery.html'];
const open = async (options: { url?: string; vars?: Record<string, unknown>; markup?: string[] } = {}) => {
  // Always an address of the test's own: a deep link left by one test would open the lightbox in the next.
  testbed = await openTestbed(options.markup ?? MARKUP, [lightbox], { globals: lightboxGlobals(options.vars), url: options.url ?? '/lightbox/' });
};

const link = (title: string) => document.querySelector<HTMLAnchorElement>(`a[data-title="${title}"]`)!;
const dialog = () => document.querySelector<HTMLElement>('.basicLightbox [role="dialog"]');
const shownImage = () => dialog()?.querySelector('img')?.getAttribute('src');
const key = (name: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key: name });

/** A tap: the pointer down (pointerType touch) then the click a touch screen sends. */
function tap(element: Element): boolean {
  const down = new MouseEvent('pointerdown', { bubbles: true, cancelable: true });
  Object.defineProperty(down, 'pointerType', { value: 'touch' });
  element.dispatchEvent(down);
  return element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
}

describe('lightbox on Avada markup', () => {
  it('[LBX-001] a gallery image link opens a labelled modal dialog on its image instead of navigating', async () => {
    await open();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link('Lighthouse').dispatchEvent(click);
    await testbed.settle();
    expect(click.defaultPrevented).toBe(true);
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(dialog()).toHaveAttribute('aria-label', 'Lighthouse (2 / 3)');
    expect(shownImage()).toBe('http://localhost/fixtures-assets/lightbox/lighthouse.svg');
    expect(dialog()!.querySelector('.awb-lightbox__title')).toHaveTextContent('Lighthouse');
    expect(dialog()!.querySelector('.awb-lightbox__description')).toHaveTextContent('The light has turned since 1871.');
    expect(document.activeElement).toBe(dialog()!.querySelector('.awb-lightbox__close'));
  });

  it('a lightbox:refresh re-reads the links inside its root: a swapped image opens, not the one read at load', async () => {
    await open();
    const lighthouse = link('Lighthouse');
    lighthouse.setAttribute('href', '/fixtures-assets/lightbox/dunes.svg');
    lighthouse.setAttribute('data-title', 'Variation image');
    testbed.runtime.bus.emit('lightbox:refresh', lighthouse.closest('.fusion-gallery-image')!);
    link('Variation image').click();
    await testbed.settle();
    expect(shownImage()).toBe('http://localhost/fixtures-assets/lightbox/dunes.svg');
    expect(dialog()).toHaveAttribute('aria-label', 'Variation image (2 / 3)');
  });

  it('[LBX-001] a lightbox link to a page stays a plain link, marked fusion-no-lightbox', async () => {
    await open();
    const about = document.getElementById('not-media')!;
    expect(about).toHaveClass('fusion-no-lightbox');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    about.dispatchEvent(click);
    await testbed.settle();
    expect(click.defaultPrevented).toBe(false);
    expect(dialog()).toBeNull();
  });

  it('[LBX-001] a YouTube link opens a titled player frame', async () => {
    await open();
    fireEvent.click(link('A short film'));
    await testbed.settle();
    const frame = dialog()!.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1');
    expect(frame).toHaveAttribute('title', 'A short film');
    expect(frame).toHaveAttribute('width', '1280');
  });

  it('arrow keys page through the gallery, Escape closes after the fade and focus goes back to the link', async () => {
    await open();
    link('Harbour at dawn').focus();
    fireEvent.click(link('Harbour at dawn'));
    await testbed.settle();
    key('ArrowRight');
    expect(shownImage()).toBe('http://localhost/fixtures-assets/lightbox/lighthouse.svg');
    key('ArrowLeft');
    key('ArrowLeft');
    expect(shownImage()).toBe('http://localhost/fixtures-assets/lightbox/dunes.svg');
    expect(dialog()!.querySelector('.awb-lightbox__counter')).toHaveTextContent('3 / 3');
    key('Escape');
    await testbed.settle(399);
    expect(dialog()).not.toBeNull();
    await testbed.settle(1);
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(link('Harbour at dawn'));
  });

  it('Tab stays inside the dialog', async () => {
    await open();
    fireEvent.click(link('Harbour at dawn'));
    await testbed.settle();
    const buttons = Array.from(dialog()!.querySelectorAll<HTMLElement>('button:not([hidden])'));
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Previous', 'Next', 'Press Esc to close']);
    buttons.at(-1)!.focus();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    buttons.at(-1)!.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(buttons[0]);
  });

  it('[LBX-003] each gallery has its deep link: the address follows the item on show and loses it on close', async () => {
    await open({ url: '/gallery/?ref=mail' });
    fireEvent.click(link('Lighthouse'));
    await testbed.settle();
    expect(location.href).toBe('http://localhost/gallery/?ref=mail#iLightbox[gallery_image_1]/1');
    key('ArrowRight');
    expect(location.hash).toBe('#iLightbox[gallery_image_1]/2');
    key('Escape');
    await testbed.settle(400);
    expect(location.href).toBe('http://localhost/gallery/?ref=mail');
  });

  it('[LBX-003] an address with a deep link (brackets encoded or not) reopens that item of that gallery on load', async () => {
    await open({ url: '/gallery/#iLightbox%5Bgallery_image_1%5D/2' });
    expect(shownImage()).toBe('http://localhost/fixtures-assets/lightbox/dunes.svg');
    expect(dialog()).toHaveAttribute('aria-label', 'Dunes (3 / 3)');
  });

  it('[LBX-003] WordPress galleries get their own deep link by gallery id; a hash change moves the open lightbox', async () => {
    await open();
    fireEvent.click(document.querySelector('#gallery-7 a')!);
    await testbed.settle();
    expect(location.hash).toBe('#iLightbox[gallery-7]/0');
    expect(dialog()!.querySelector('.awb-lightbox__description')).toHaveTextContent('The harbour from the pier.');
    history.replaceState(null, '', '#iLightbox[gallery-7]/1');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(shownImage()).toBe('http://localhost/fixtures-assets/lightbox/lighthouse.svg');
  });

  it('[LBX-003] with deep linking off the address is left alone', async () => {
    await open({ vars: { lightbox_deeplinking: '0' }, url: '/gallery/' });
    fireEvent.click(link('Lighthouse'));
    await testbed.settle();
    expect(location.href).toBe('http://localhost/gallery/');
  });

  it('[LBX-004] the fade lasts the page\'s animation speed (slow: 800 ms)', async () => {
    await open({ vars: { lightbox_animation_speed: 'Slow' } });
    fireEvent.click(link('Lighthouse'));
    await testbed.settle();
    const overlay = document.querySelector<HTMLElement>('.basicLightbox')!;
    expect(overlay.style.getPropertyValue('--awb-lightbox-speed')).toBe('800ms');
    key('Escape');
    await testbed.settle(799);
    expect(overlay).toHaveClass('awb-lightbox--closing');
    expect(overlay.isConnected).toBe(true);
    await testbed.settle(1);
    expect(overlay.isConnected).toBe(false);
  });

  it('[LBX-007] [LBX-008] on a touch screen the first tap gives the link its hover state, the second opens it', async () => {
    await open();
    const harbour = link('Harbour at dawn');
    expect(tap(harbour)).toBe(false);
    await testbed.settle();
    expect(harbour).toHaveClass('hover');
    expect(dialog()).toBeNull();
    expect(tap(harbour)).toBe(false);
    await testbed.settle();
    expect(shownImage()).toBe('http://localhost/fixtures-assets/lightbox/harbour.svg');
    expect(harbour).not.toHaveClass('hover');
  });

  it('[LBX-007] a tap elsewhere ends the hover state; a mouse click opens at once', async () => {
    await open();
    const harbour = link('Harbour at dawn');
    tap(harbour);
    tap(link('Lighthouse'));
    expect(harbour).not.toHaveClass('hover');
    expect(link('Lighthouse')).toHaveClass('hover');
    fireEvent.pointerDown(document.body);
    expect(link('Lighthouse')).not.toHaveClass('hover');
    fireEvent.click(link('Dunes'));
    await testbed.settle();
    expect(shownImage()).toBe('http://localhost/fixtures-assets/lightbox/dunes.svg');
  });

  it('does nothing when the lightbox is off; leaves nothing behind on stop', async () => {
    await open({ vars: { status_lightbox: '0' } });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link('Lighthouse').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    testbed.close();
    await open();
    fireEvent.click(link('Lighthouse'));
    await testbed.settle();
    testbed.runtime.stop();
    expect(dialog()).toBeNull();
    expect(document.querySelector('style')).toBeNull();
    expect(testbed.leaks.check()).toEqual([]);
  });

  it('a bad page variable warns once naming the field and the default holds', async () => {
    testbed = await openTestbed(MARKUP, [lightbox], { globals: lightboxGlobals({ lightbox_animation_speed: 'warp', lightbox_opacity: 'dark' }), url: '/lightbox/', quiet: true });
    fireEvent.click(link('Lighthouse'));
    await testbed.settle();
    expect(document.querySelector<HTMLElement>('.basicLightbox')!.style.getPropertyValue('--awb-lightbox-speed')).toBe('400ms');
    const warnings = testbed.console.warn.mock.calls.map((args: unknown[]) => args.map(String).join(' '));
    expect(warnings.filter((w: string) => w.includes('lightbox_animation_speed'))).toHaveLength(1);
    expect(warnings.filter((w: string) => w.includes('lightbox_opacity'))).toHaveLength(1);
  });
});
