import { effectVideoBackgrounds } from '../definition';
import { YOUTUBE_RETRIES, YOUTUBE_RETRY_MS } from '../../../../machines/effects/youtube-api';
import { openTestbed, type LaidOutTestbed } from '../../../../test/support';

/** A stand-in for YouTube's player: replaces its placeholder with an iframe and plays on command. */
class FakePlayer {
  static created: FakePlayer[] = [];
  time = 0;
  duration = 30;
  readonly calls: string[] = [];
  constructor(
    readonly elementId: string,
    readonly options: { videoId: string; playerVars: Record<string, unknown>; events: { onReady(e: unknown): void; onStateChange(e: unknown): void } },
  ) {
    FakePlayer.created.push(this);
    const frame = document.createElement('iframe');
    frame.id = elementId;
    document.getElementById(elementId)!.replaceWith(frame);
  }
  ready() {
    this.options.events.onReady({ target: this });
  }
  state(data: number) {
    this.options.events.onStateChange({ data, target: this });
  }
  playVideo() {
    this.calls.push('play');
  }
  pauseVideo() {
    this.calls.push('pause');
  }
  mute() {
    this.calls.push('mute');
  }
  seekTo(seconds: number) {
    this.calls.push(`seek ${seconds}`);
    this.time = seconds;
  }
  getCurrentTime() {
    return this.time;
  }
  getDuration() {
    return this.duration;
  }
  setPlaybackRate(rate: number) {
    this.calls.push(`rate ${rate}`);
  }
  destroy() {
    this.calls.push('destroy');
  }
}
const PLAYING = 1;
const FakeYT = { Player: FakePlayer, PlayerState: { ENDED: 0, PLAYING } };

type Globals = { YT?: unknown; onYouTubeIframeAPIReady?: () => void };
const win = window as unknown as Globals;

let testbed: LaidOutTestbed;
const wrapper = () => document.getElementById('video-1')!;
const apiScripts = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script')).filter((s) => s.src.includes('iframe_api'));

async function open(options: { yt?: boolean; globals?: Record<string, unknown>; quiet?: boolean; markup?: string; reducedMotion?: boolean } = {}) {
  FakePlayer.created = [];
  testbed = await openTestbed(options.markup ?? 'effects/video-backgrounds.html', [effectVideoBackgrounds], {
    globals: { fusionVideoBgVars: { status_yt: '1', status_vimeo: '0' }, ...(options.yt ? { YT: FakeYT } : {}), ...options.globals },
    quiet: options.quiet,
    layout: {
      width: 1280,
      height: 800,
      reducedMotion: options.reducedMotion,
      place: (layout) => layout.place(document.getElementById('youtube-container')!, { top: 0, height: 600, width: 1280 }),
    },
  });
}

/** The API script arrives: YouTube defines YT and calls the page's callback. */
function apiArrives() {
  win.YT = FakeYT;
  win.onYouTubeIframeAPIReady?.();
}

afterEach(() => {
  testbed.close();
  expect(testbed.leaks.check()).toEqual([]);
  delete win.YT;
  apiScripts().forEach((script) => script.remove());
});

describe('YouTube video backgrounds on Avada markup', () => {
  it('[FX-009] the iframe API is loaded on demand: one script, only when a YouTube background is on the page', async () => {
    await open({ markup: '<div id="vimeo-only"></div>' });
    expect(apiScripts()).toHaveLength(0);
    testbed.close();
    await open();
    expect(apiScripts().map((s) => s.src)).toEqual(['https://www.youtube.com/iframe_api']);
    apiArrives();
    expect(FakePlayer.created).toHaveLength(1);
    expect(FakePlayer.created[0]!.options).toMatchObject({ videoId: 'aqz-KE-bpKQ', playerVars: { autoplay: 1, controls: 0, mute: 1 } });
  });

  it('[FX-009] an API already on the page is used as it is, with no script', async () => {
    await open({ yt: true });
    expect(apiScripts()).toHaveLength(0);
    expect(FakePlayer.created).toHaveLength(1);
  });

  it('[FX-018] the API is looked for every 325 ms, five times; found on the third look, the player starts', async () => {
    await open();
    await testbed.settle(2 * YOUTUBE_RETRY_MS);
    expect(FakePlayer.created).toHaveLength(0);
    win.YT = FakeYT;
    await testbed.settle(YOUTUBE_RETRY_MS);
    expect(FakePlayer.created).toHaveLength(1);
  });

  it('[FX-018] an API that never loads is given up after 5 × 325 ms: one warning, the container keeps its background, the page works', async () => {
    await open({ quiet: true });
    await testbed.settle(YOUTUBE_RETRIES * YOUTUBE_RETRY_MS - 1);
    expect(testbed.console.warn).not.toHaveBeenCalled();
    await testbed.settle(1);
    expect(testbed.console.warn.mock.calls.flat().join(' ')).toContain("YouTube's iframe API did not load");
    expect(wrapper().style.opacity).toBe('0');
    await testbed.settle(5000);
    expect(testbed.console.warn).toHaveBeenCalledTimes(1);
    // Should it come after all, the video still starts.
    apiArrives();
    expect(FakePlayer.created).toHaveLength(1);
  });

  it('[FX-018] a script that fails to load is given up at once', async () => {
    await open({ quiet: true });
    apiScripts()[0]!.dispatchEvent(new Event('error'));
    expect(testbed.console.warn.mock.calls.flat().join(' ')).toContain('did not load');
  });

  it('the player mutes, plays, and the wrapper shows when the video plays', async () => {
    await open({ yt: true });
    const player = FakePlayer.created[0]!;
    player.ready();
    expect(player.calls).toEqual(['mute', 'play']);
    expect(wrapper().style.opacity).toBe('0');
    player.state(PLAYING);
    expect(wrapper().style.opacity).toBe('1');
  });

  it('[FX-019] a looping background is checked every 150 ms and restarted just before its end', async () => {
    await open({ yt: true });
    const player = FakePlayer.created[0]!;
    player.ready();
    player.time = 29.4;
    player.state(PLAYING);
    player.calls.length = 0;
    await testbed.settle(149);
    expect(player.calls).toEqual([]);
    await testbed.settle(1);
    expect(player.calls).toEqual([]);
    // The first pass restarts 0.45 s before the end.
    player.time = 29.6;
    await testbed.settle(150);
    expect(player.calls).toEqual(['pause', 'seek 0', 'play']);
  });

  it('[FX-019] a player whose time stands still is estimated from the clock, and restarted in time', async () => {
    await open({ yt: true });
    const player = FakePlayer.created[0]!;
    player.ready();
    player.time = 29;
    await testbed.settle(150);
    player.calls.length = 0;
    // Reported time stuck at 29 s: after 600 ms more the estimate passes 29.55 s.
    await testbed.settle(600);
    expect(player.calls).toContain('seek 0');
  });

  it('[FX-020] a moving player off its timeline by more than 0.3 s plays faster; by more than 1 s it jumps', async () => {
    await open({ yt: true });
    const player = FakePlayer.created[0]!;
    player.ready();
    player.state(PLAYING);
    player.calls.length = 0;
    // 3 s later the timeline says 3 s; the player says 2.5 s (and moves): 0.5 s behind.
    for (let i = 1; i <= 20; i++) {
      player.time = i * 0.125;
      await testbed.settle(150);
    }
    expect(player.calls).toContain('rate 1.2');
    player.time = 1;
    await testbed.settle(150);
    expect(player.calls.some((call) => /^seek 3\.\d+$/.test(call))).toBe(true);
  });

  it('the player and its loop check go with the page', async () => {
    await open({ yt: true });
    const player = FakePlayer.created[0]!;
    player.ready();
    testbed.runtime.stop();
    expect(player.calls).toContain('destroy');
  });

  it('YouTube off in the theme, no consent, or reduced motion: no API, no player', async () => {
    await open({ globals: { fusionVideoBgVars: { status_yt: '0' } } });
    expect(apiScripts()).toHaveLength(0);
    testbed.close();
    await open({ globals: { fusionGetConsent: (kind: string) => kind !== 'youtube' } });
    expect(apiScripts()).toHaveLength(0);
    testbed.close();
    await open({ reducedMotion: true });
    expect(apiScripts()).toHaveLength(0);
  });

  it('an invalid YouTube id is reported and that background left alone', async () => {
    await open({ yt: true, quiet: true, markup: '<div class="c"><div class="fusion-background-video-wrapper" id="video-9" data-youtube-video-id="nope"><div id="video-9-inner"></div></div></div>' });
    expect(testbed.console.error.mock.calls.flat().map(String).join(' ')).toContain('“nope” is not a valid YouTube video id.');
    expect(FakePlayer.created).toHaveLength(0);
  });

  it('a stand-in address for the API on the same origin is honoured; one elsewhere is not', async () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="site-runtime-youtube-iframe-api" content="/stand-ins/youtube/iframe_api.js">');
    await open();
    expect(apiScripts()[0]!.src).toBe(`${location.origin}/stand-ins/youtube/iframe_api.js`);
    testbed.close();
    apiScripts().forEach((script) => script.remove());
    document.head.querySelector('meta[name="site-runtime-youtube-iframe-api"]')!.setAttribute('content', 'https://evil.test/api.js');
    await open();
    expect(apiScripts()[0]!.src).toBe('https://www.youtube.com/iframe_api');
    document.head.querySelector('meta[name="site-runtime-youtube-iframe-api"]')!.remove();
  });
});
