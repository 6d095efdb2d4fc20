import { effectVideoBackgrounds } from '../definition';
import { aspectRatioOf, coverSize } from '../cover';
import { correctDrift, SYNC_DEFAULTS } from '../playback';
import { oEmbedFailure, vimeoSource } from '../vimeo-source';
import { json, openTestbed, text, type FakeLayout, type LaidOutTestbed, type Routes } from '../../../../test/support';

let testbed: LaidOutTestbed | undefined;
let layout: FakeLayout;
const OEMBED = 'https://vimeo.com/api/oembed.json';
const VIEWPORT = { width: 1280, height: 800 };
const placeContainers = (layout: FakeLayout) => {
  for (const id of ['vimeo-container', 'bare-container']) {
    const container = document.getElementById(id);
    if (container) layout.place(container, { top: 0, width: 1280, height: 600 });
  }
};
const wrapper = (id = 'video-2') => document.getElementById(id)!;

const bare = (value: string, extra = '') =>
  `<div class="fusion-fullwidth video-background" id="bare-container"><div class="fusion-background-video-wrapper" id="bare" data-vimeo-video-id="${value}" data-mute="yes"${extra} style="opacity:0;"></div></div>`;

async function open(markup: string, options: { routes?: Routes; quiet?: boolean } = {}) {
  testbed = await openTestbed(markup, [effectVideoBackgrounds], {
    globals: { fusionVideoBgVars: { status_yt: '0', status_vimeo: '1' } },
    routes: options.routes,
    quiet: options.quiet,
    layout: { ...VIEWPORT, place: placeContainers },
  });
  layout = testbed.layout;
}

const errors = () => testbed!.console.error.mock.calls.flat().map(String).join('\n');

afterEach(() => {
  if (!testbed) return;
  testbed.close();
  expect(testbed.leaks.check()).toEqual([]);
  testbed = undefined;
});

describe('Vimeo video backgrounds on Avada markup', () => {
  it('[FX-011] a video id that is not a number is refused: “…” is not a valid video id.', async () => {
    expect(vimeoSource('abc')).toEqual({ ok: false, message: '“abc” is not a valid video id.' });
    await open(bare('12ab'), { quiet: true });
    expect(errors()).toContain('“12ab” is not a valid video id.');
    expect(testbed!.site.requests).toHaveLength(0);
    expect(wrapper('bare').style.opacity).toBe('0');
  });

  it('[FX-012] an address that is not Vimeo\'s is refused: “…” is not a vimeo.com url.', async () => {
    expect(vimeoSource('https://youtube.com/watch?v=x')).toEqual({ ok: false, message: '“https://youtube.com/watch?v=x” is not a vimeo.com url.' });
    expect(vimeoSource('//player.vimeo.com/video/7')).toEqual({ ok: true, url: 'https://player.vimeo.com/video/7' });
    await open(bare('https://example.com/video/5'), { quiet: true });
    expect(errors()).toContain('“https://example.com/video/5” is not a vimeo.com url.');
  });

  it('[FX-010] without a printed player the background asks Vimeo\'s oEmbed endpoint, then builds the player from the answer', async () => {
    await open(bare('76979871'), { routes: { [OEMBED]: json({ type: 'video', video_id: 76979871, width: 1920, height: 800, html: '<iframe></iframe>' }) } });
    const [request] = testbed!.site.requestsTo(OEMBED);
    expect(request!.method).toBe('GET');
    expect(new URL(request!.href).searchParams.get('url')).toBe('https://vimeo.com/76979871');
    const frame = wrapper('bare').querySelector('iframe')!;
    expect(frame.src).toMatch(/^https:\/\/player\.vimeo\.com\/video\/76979871\?background=1&autoplay=1&loop=1/);
    expect(frame.title).toBe('Background video');
    // The answer's shape sizes it: 1920:800 covers 1280 × 600 by height.
    expect(wrapper('bare').dataset.videoAspectRatio).toBe('1920:800');
    await testbed!.settle(100);
    expect(frame.style.width).toBe('1440px');
  });

  it('[FX-013] a 404 from oEmbed: “…” was not found.', async () => {
    await open(bare('1'), { routes: { [OEMBED]: text('', 404) }, quiet: true });
    expect(errors()).toContain('“https://vimeo.com/1” was not found.');
    expect(wrapper('bare').querySelector('iframe')).toBeNull();
  });

  it('[FX-014] a 403, or an answer saying 403: “…” is not embeddable.', async () => {
    await open(bare('2'), { routes: { [OEMBED]: text('', 403) }, quiet: true });
    expect(errors()).toContain('“https://vimeo.com/2” is not embeddable.');
    testbed!.close();
    await open(bare('3'), { routes: { [OEMBED]: json({ domain_status_code: 403, video_id: 3 }) }, quiet: true });
    expect(errors()).toContain('“https://vimeo.com/3” is not embeddable.');
  });

  it('[FX-015] any other failure: There was an error fetching the embed code from Vimeo (status).', async () => {
    expect(oEmbedFailure('u', 0)).toBe('There was an error fetching the embed code from Vimeo.');
    await open(bare('4'), { routes: { [OEMBED]: text('busy', 503) }, quiet: true });
    expect(errors()).toContain('There was an error fetching the embed code from Vimeo (503).');
  });

  it('a printed player is driven through postMessage: volume off, and the wrapper shows on its first timeupdate', async () => {
    await open('effects/video-backgrounds.html');
    const frame = document.getElementById('video-iframe-2') as HTMLIFrameElement;
    const posted: unknown[] = [];
    const target = frame.contentWindow!;
    target.postMessage = ((message: unknown) => void posted.push(JSON.parse(String(message)))) as typeof target.postMessage;
    frame.dispatchEvent(new Event('load'));
    expect(posted).toEqual([{ method: 'addEventListener', value: 'timeupdate' }, { method: 'setVolume', value: 0 }]);
    window.dispatchEvent(new MessageEvent('message', { data: '{"event":"timeupdate"}', origin: 'https://elsewhere.test', source: target }));
    expect(wrapper().style.opacity).toBe('0');
    window.dispatchEvent(new MessageEvent('message', { data: '{"event":"timeupdate","data":{"seconds":0.2}}', origin: 'https://player.vimeo.com', source: target }));
    expect(wrapper().style.opacity).toBe('1');
    expect(testbed!.site.requests).toHaveLength(0);
  });

  it('[FX-016] the size is worked out 100 ms and 1000 ms after mount, 500 ms after load, and on resize', async () => {
    await open('effects/video-backgrounds.html');
    const frame = document.getElementById('video-iframe-2')!;
    const container = document.getElementById('vimeo-container')!;
    // Sized on the first frame; then the container grows without an event (fonts, images).
    await testbed!.settle(16);
    expect(frame.style.width).toBe('1280px');
    layout.place(container, { top: 0, width: 1280, height: 810 });
    await testbed!.settle(99 - 16);
    expect(frame.style.width).toBe('1280px');
    await testbed!.settle(1);
    expect(frame.style.width).toBe('1440px');
    layout.place(container, { top: 0, width: 1280, height: 900 });
    await testbed!.settle(399);
    expect(frame.style.width).toBe('1440px');
    await testbed!.settle(1);
    expect(frame.style.width).toBe('1600px');
    layout.place(container, { top: 0, width: 1280, height: 1080 });
    await testbed!.settle(499);
    expect(frame.style.width).toBe('1600px');
    await testbed!.settle(1);
    expect(frame.style.width).toBe('1920px');
    layout.place(container, { top: 0, width: 2000, height: 900 });
    layout.resize(2000, 900);
    await testbed!.settle(16);
    expect(frame.style.width).toBe('2000px');
    expect(frame.style.height).toBe('1125px');
    expect(document.querySelectorAll('#vimeo-container .fusion-video-cover')).toHaveLength(1);
  });

  it('[FX-017] the aspect ratio is 16:9 unless the wrapper gives two positive numbers', () => {
    expect(aspectRatioOf(undefined)).toEqual([16, 9]);
    expect(aspectRatioOf('4:3')).toEqual([4, 3]);
    expect(aspectRatioOf('wide')).toEqual([16, 9]);
    expect(aspectRatioOf('0:9')).toEqual([16, 9]);
    const box = { width: 1000, height: 500, innerWidth: 1000, innerHeight: 500 };
    expect(coverSize(box, aspectRatioOf(undefined), false)).toEqual({ width: 1000, height: 562.5, marginTop: -31.25, marginLeft: -0 });
    expect(coverSize(box, aspectRatioOf('1:1'), true)).toEqual({ width: 1000, height: 1000, marginTop: -250, marginLeft: null });
  });

  it('[FX-020] the sync defaults: 0.3 s allowed, 1 s before a jump, at most 0.2 faster or slower, caught up within 1 s', () => {
    expect(SYNC_DEFAULTS).toEqual({ allowedDriftS: 0.3, maxAllowedDriftS: 1, minCheckIntervalS: 0.1, maxRateAdjustment: 0.2, maxTimeToCatchUpS: 1 });
    expect(correctDrift(10, 9.75)).toEqual({ kind: 'none' });
    expect(correctDrift(10, 9.9 - 0.05)).toEqual({ kind: 'none' });
    expect(correctDrift(10, 9.6)).toEqual({ kind: 'rate', rate: 1.2 });
    expect(correctDrift(10, 10.35)).toEqual({ kind: 'rate', rate: 1 - 0.2 });
    expect(correctDrift(10, 8.5)).toEqual({ kind: 'seek', to: 10 });
    const gentle = { ...SYNC_DEFAULTS, maxRateAdjustment: 0.5, maxTimeToCatchUpS: 4 };
    expect(correctDrift(10, 9.6, gentle)).toEqual({ kind: 'rate', rate: 1.1 });
  });
});

describe('video backgrounds without their page variables', () => {
  it('without fusionVideoBgVars both providers count as on; "0" turns one off', async () => {
    testbed = await openTestbed(bare('76979871'), [effectVideoBackgrounds], { routes: { [OEMBED]: json({ video_id: 76979871 }) }, layout: VIEWPORT });
    expect(testbed.site.requestsTo(OEMBED)).toHaveLength(1);
    testbed.close();
    testbed = await openTestbed(bare('76979871'), [effectVideoBackgrounds], { globals: { fusionVideoBgVars: { status_vimeo: 0 } }, routes: { [OEMBED]: json({ video_id: 1 }) }, layout: VIEWPORT });
    expect(testbed.site.requests).toHaveLength(0);
  });
});
