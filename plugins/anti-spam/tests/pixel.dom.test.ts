import { antiSpam } from '../definition';
import { json, openTestbed, text, type Answer, type Testbed } from '../../../test/support';
import { PIXEL_CACHE_SECONDS } from '../pixel';
import { cleantalkGlobals, endpoints, sentTo } from './cleantalk';

const URL_ = 'https://moderate3-v4.cleantalk.org/pixel/0123456789abcdef0123456789abcdef.gif';
let testbed: Testbed;

async function start(pub: Record<string, unknown>, answer: Answer = text(URL_)) {
  testbed = await openTestbed('anti-spam/globals.html', [antiSpam], {
    globals: cleantalkGlobals({}, pub),
    routes: endpoints({ apbct_get_pixel_url: answer, alt_sessions: json({ success: true }) }),
    quiet: true,
  });
}
const pixel = () => document.getElementById('apbct_pixel') as HTMLImageElement | null;
const calls = () => sentTo(testbed, 'apbct_get_pixel_url').length;

afterEach(() => {
  testbed?.close();
  localStorage.clear();
  document.cookie = 'apbct_pixel_url=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('pixel', () => {
  it('[SPAM-030][SPAM-031] with the pixel on, the URL from apbct_get_pixel_url is drawn as a hidden image', async () => {
    await start({ pixel__setting: '2', pixel__enabled: true });
    expect(calls()).toBe(1);
    const img = pixel()!;
    expect(img.tagName).toBe('IMG');
    expect(img.src).toBe(URL_);
    expect(img.alt).toBe('CleanTalk Pixel');
    expect(img.getAttribute('style')).toBe('display: none; left: 99999px;');
    expect(img).not.toBeVisible();
    expect(document.cookie).toContain(`apbct_pixel_url=${URL_}`);
  });

  it('[SPAM-031] an http: URL (or any answer not starting with https) is not used', async () => {
    await start({ pixel__setting: '2', pixel__enabled: true }, text('http://moderate3.cleantalk.org/pixel/x.gif'));
    expect(pixel()).toBeNull();
    expect(localStorage.getItem('apbct_pixel_url')).toBeNull();
  });

  it.each(['httpsx://evil.example/pixel.gif', 'https-evil:alert(1)', 'https%3Ajavascript:alert(1)'])(
    'an answer %j that only starts like https is checked whole by the safe-URL rule: no pixel, nothing stored',
    async (answer) => {
      await start({ pixel__setting: '2', pixel__enabled: true }, text(answer));
      expect(pixel()).toBeNull();
      expect(localStorage.getItem('apbct_pixel_url')).toBeNull();
    },
  );

  it('[SPAM-032] a stored URL younger than 10800 s is drawn without asking; an older one is asked for again', async () => {
    const now = Math.floor(Date.now() / 1000);
    localStorage.setItem('apbct_pixel_url', JSON.stringify({ value: JSON.stringify(URL_), timestamp: now - PIXEL_CACHE_SECONDS + 60 }));
    await start({ pixel__setting: '2', pixel__enabled: true });
    expect(calls()).toBe(0);
    expect(pixel()!.src).toBe(URL_);
    testbed.close();
    localStorage.setItem('apbct_pixel_url', JSON.stringify({ value: JSON.stringify(URL_), timestamp: now - PIXEL_CACHE_SECONDS - 60 }));
    await start({ pixel__setting: '2', pixel__enabled: true });
    expect(calls()).toBe(1);
    expect(JSON.parse(localStorage.getItem('apbct_pixel_url')!).timestamp).toBeGreaterThanOrEqual(now);
  });

  it('[SPAM-033] setting 3 with the bot detector on: no pixel and no call', async () => {
    await start({ pixel__setting: '3', pixel__enabled: true, bot_detector_enabled: '1' });
    await testbed.settle(1000);
    expect(calls()).toBe(0);
    expect(pixel()).toBeNull();
  });

  it('[SPAM-033] setting 3 with the bot detector off draws it', async () => {
    await start({ pixel__setting: '3', pixel__enabled: true, bot_detector_enabled: '0' });
    expect(pixel()).not.toBeNull();
  });

  it('[SPAM-031] a failing call (500) leaves the page without a pixel and without an uncaught error', async () => {
    await start({ pixel__setting: '2', pixel__enabled: true }, text('critical error', 500));
    expect(pixel()).toBeNull();
    expect(testbed.console.error).not.toHaveBeenCalled();
  });
});
