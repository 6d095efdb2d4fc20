import { checkSrcset, srcsetUrls } from '../../../adapters/safe-url';
import { insertServerHtml } from '../../../adapters/server-html';

const BASE = 'https://shop.example/product/';

describe('srcset: every candidate through the safe-URL rule, not the list as one URL', () => {
  it('reads the candidates as browsers do: the URL before its descriptors, commas inside a URL kept', () => {
    expect(srcsetUrls('a.jpg 1x, /b.jpg 2x')).toEqual(['a.jpg', '/b.jpg']);
    expect(srcsetUrls(' a.jpg 320w ,b.jpg 640w,c.jpg')).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(srcsetUrls('img.php?size=1,2 1x, x.jpg, y.jpg 2x')).toEqual(['img.php?size=1,2', 'x.jpg', 'y.jpg']);
    expect(srcsetUrls('a.jpg (max-width: 2px, 3px) 1x, b.jpg')).toEqual(['a.jpg', 'b.jpg']);
  });

  it.each([
    ['a.jpg 1x, javascript:alert(1) 2x', 'the "javascript:" scheme'],
    ['a.jpg 1x,data:image/svg+xml,<svg/onload=alert(1)> 2x', 'the "data:" scheme'],
    ['a.jpg 1x, //evil.example/b.jpg 2x', 'a scheme-less address to another origin (evil.example)'],
  ])('refuses %j for its bad candidate', (srcset, reason) => {
    expect(checkSrcset(srcset, BASE)).toEqual({ ok: false, reason });
  });

  it('keeps a list whose candidates all pass', () => {
    expect(checkSrcset('a.jpg 1x, https://cdn.example/b.jpg 2x', BASE)).toEqual({ ok: true, url: 'a.jpg 1x, https://cdn.example/b.jpg 2x' });
  });

  it('server HTML keeps a srcset whose candidates all pass and drops one with a bad candidate', () => {
    const target = document.createElement('div');
    insertServerHtml(target, '<img src="a.jpg" srcset="a.jpg 1x, b.jpg 2x" alt=""><img src="c.jpg" srcset="c.jpg 1x, javascript:alert(1) 2x" alt="">', { profile: 'menu-cart' });
    const [kept, dropped] = Array.from(target.querySelectorAll('img'));
    expect(kept).toHaveAttribute('srcset', 'a.jpg 1x, b.jpg 2x');
    expect(dropped).not.toHaveAttribute('srcset');
  });
});
