/**
 * `node test/browser/screenshots.mjs` (after `npm run build`): the README's demo tour pictures. Starts the
 * reference site on a throw-away database, puts a hoodie in the cart, and saves five demo pages at desktop
 * (1280 px) and phone (390 px) width as docs/screenshots/<page>-<width>.png: the first screen of each, as
 * a visitor sees it on arrival (the cart with a line in it; the journal post at its comments, with CleanTalk's badges).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../../bench/lib/chromium.mjs';
import { startReferenceServer } from '../../bench/weight.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = path.join(ROOT, 'docs/screenshots');

/** @type {{ name: string, path: string, scrollTo?: string, drawer?: boolean }[]} */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'journal-post', path: '/journal/knitted-by-the-sea/', scrollTo: '.comments-area' },
  { name: 'contact', path: '/contact/' },
  { name: 'shop', path: '/store/' },
  { name: 'cart-with-drawer', path: '/store/cart.html', drawer: true },
];
const WIDTHS = [
  { label: 'desktop', viewport: { width: 1280, height: 800 } },
  { label: 'phone', viewport: { width: 390, height: 844 } },
];

const server = await startReferenceServer(ROOT);
const browser = await launchChromium();
try {
  for (const { label, viewport } of WIDTHS) {
    // Reduced motion: the pictures show the pages settled, not halfway through a fade.
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    const added = await context.request.post(`${server.origin}/?wc-ajax=add_to_cart`, { form: { product_id: '101', quantity: '2' } });
    if (!added.ok()) throw new Error(`add_to_cart answered HTTP ${added.status()}`);
    const page = await context.newPage();
    for (const shot of PAGES) {
      await page.goto(server.origin + shot.path);
      await page.waitForLoadState('networkidle');
      // Scrolled down the page, the sticky header shows too.
      if (shot.scrollTo) await page.locator(shot.scrollTo).evaluate((element) => element.scrollIntoView({ block: 'start' }));
      if (shot.drawer) {
        await page.locator('#demo-drawer').getByRole('button', { name: 'How it works' }).click();
        await page.locator('#demo-drawer .bytes').getByText('of our runtime by the load event').waitFor();
      }
      await page.waitForTimeout(400);
      const file = path.join(OUT, `${shot.name}-${label}.png`);
      await page.screenshot({ path: file });
      console.log(path.relative(ROOT, file));
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
