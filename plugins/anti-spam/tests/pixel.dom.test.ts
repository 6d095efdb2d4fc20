import { antiSpam } from '../definition';
import type { Runtime } from '../../../kernel/runtime';
import { PIXEL_CACHE_SECONDS } from '../pixel';
import { clearGlobals, fakeSite, quietEnvironment, setGlobals, startPage, tick, type Answer, type TestEnv } from './support';

const URL_ = 'https://moderate3-v4.cleantalk.org/pixel/0123456789abcdef0123456789abcdef.gif';
let runtime: Runtime;
let env: TestEnv;

async function start(pub: Record<string, unknown>, answer: Answer = { body: URL_ }) {
  setGlobals({}, pub);
  const site = fakeSite({ apbct_get_pixel_url: answer, alt_sessions: { body: { success: true } } });
  env = quietEnvironment(site.fetch as unknown as typeof fetch);
  runtime = await startPage([], [antiSpam], env);
  return site;
}
const pixel = () => document.getElementById('apbct_pixel') as HTMLImageElement | null;
const calls = (sent: { name: string }[]) => sent.filter((s) => s.name === 'apbct_get_pixel_url').length;

afterEach(() => {
  runtime?.stop();
  clearGlobals();
  localStorage.clear();
  document.cookie = 'apbct_pixel_url=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('pixel', () => {
  it('[SPAM-030][SPAM-031] with the pixel on, the URL from apbct_get_pixel_url is drawn as a hidden image', async () => {
    const site = await start({ pixel__setting: '2', pixel__enabled: true });
    expect(calls(site.sent)).toBe(1);
    const img = pixel()!;
    expect(img.tagName).toBe('IMG');
    expect(img.src).toBe(URL_);
    expect(img.alt).toBe('CleanTalk Pixel');
    expect(img.getAttribute('style')).toBe('display: none; left: 99999px;');
    expect(img).not.toBeVisible();
    expect(document.cookie).toContain(`apbct_pixel_url=${URL_}`);
  });

  it('[SPAM-031] an http: URL (or any answer not starting with https) is not used', async () => {
    await start({ pixel__setting: '2', pixel__enabled: true }, { body: 'http://moderate3.cleantalk.org/pixel/x.gif' });
    expect(pixel()).toBeNull();
    expect(localStorage.getItem('apbct_pixel_url')).toBeNull();
  });

  it('[SPAM-032] a stored URL younger than 10800 s is drawn without asking; an older one is asked for again', async () => {
    const now = Math.floor(Date.now() / 1000);
    localStorage.setItem('apbct_pixel_url', JSON.stringify({ value: JSON.stringify(URL_), timestamp: now - PIXEL_CACHE_SECONDS + 60 }));
    let site = await start({ pixel__setting: '2', pixel__enabled: true });
    expect(calls(site.sent)).toBe(0);
    expect(pixel()!.src).toBe(URL_);
    runtime.stop();
    pixel()!.remove();
    localStorage.setItem('apbct_pixel_url', JSON.stringify({ value: JSON.stringify(URL_), timestamp: now - PIXEL_CACHE_SECONDS - 60 }));
    site = await start({ pixel__setting: '2', pixel__enabled: true });
    expect(calls(site.sent)).toBe(1);
    expect(JSON.parse(localStorage.getItem('apbct_pixel_url')!).timestamp).toBeGreaterThanOrEqual(now);
  });

  it('[SPAM-033] setting 3 with the bot detector on: no pixel and no call', async () => {
    const site = await start({ pixel__setting: '3', pixel__enabled: true, bot_detector_enabled: '1' });
    await tick(1000);
    expect(calls(site.sent)).toBe(0);
    expect(pixel()).toBeNull();
  });

  it('[SPAM-033] setting 3 with the bot detector off draws it', async () => {
    await start({ pixel__setting: '3', pixel__enabled: true, bot_detector_enabled: '0' });
    expect(pixel()).not.toBeNull();
  });

  it('[SPAM-031] a failing call (500) leaves the page without a pixel and without an uncaught error', async () => {
    await start({ pixel__setting: '2', pixel__enabled: true }, { status: 500, body: 'critical error' });
    expect(pixel()).toBeNull();
    expect(env.console.error).not.toHaveBeenCalled();
  });
});
