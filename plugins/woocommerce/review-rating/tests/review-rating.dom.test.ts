import { wooReviewRating } from '../definition';
import { openTestbed, type Testbed } from '../../../../test/support';
import { markupOf } from '../../../../test/support/markup';

let testbed: Testbed;
let alerts: jest.SpyInstance;
beforeEach(() => (alerts = jest.spyOn(window, 'alert').mockImplementation(() => {})));
afterEach(() => {
  testbed.close();
  alerts.mockRestore();
});

const PARAMS = {
  i18n_required_rating_text: 'Please select a rating',
  i18n_rating_options: ['1 of 5 stars', '2 of 5 stars', '3 of 5 stars', '4 of 5 stars', '<b>5</b> of 5 stars'],
  review_rating_required: 'yes',
};

async function open(params: object = PARAMS, head = '', globals: Record<string, unknown> = {}) {
  testbed = await openTestbed(`${head}${markupOf('shop/product-hoodie-woocommerce.html')}`, [wooReviewRating], { globals: { wc_single_product_params: params, ...globals } });
}

/** The browser's IntersectionObserver as far as the plugin uses it: `intersect()` reports every watched element on screen. */
function intersections() {
  const observers: { callback: IntersectionObserverCallback; watched: Element[] }[] = [];
  class Observer {
    private readonly entry: { callback: IntersectionObserverCallback; watched: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, watched: [] };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.watched.push(element);
    }
    disconnect() {
      this.entry.watched = [];
    }
  }
  const intersect = () =>
    observers.forEach(({ callback, watched }) => watched.length && callback(watched.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), {} as IntersectionObserver));
  return { Observer, intersect };
}
const select = () => document.querySelector<HTMLSelectElement>('select#rating')!;
const stars = () => Array.from(document.querySelectorAll<HTMLAnchorElement>('#respond p.stars a'));
const checked = () => stars().map((star) => star.getAttribute('aria-checked'));
const press = (target: Element, key: string) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};
const clickSubmit = () => {
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.querySelector('#respond #submit')!.dispatchEvent(click);
  return click;
};

describe('the review form\'s star rating', () => {
  it('hides the rating select and puts five star radios before it, in a group the rating\'s label names, their texts from the params as text', async () => {
    await open();
    expect(select().style.display).toBe('none');
    const container = select().previousElementSibling!;
    expect(container.matches('p.stars')).toBe(true);
    const group = container.querySelector('[role="group"]')!;
    expect(group).toHaveAttribute('aria-labelledby', 'comment-form-rating-label');
    expect(document.getElementById('comment-form-rating-label')).not.toBeNull();
    expect(stars().map((star) => [star.className, star.getAttribute('role'), star.getAttribute('tabindex'), star.textContent])).toEqual([
      ['star-1', 'radio', '0', '1 of 5 stars'],
      ['star-2', 'radio', '-1', '2 of 5 stars'],
      ['star-3', 'radio', '-1', '3 of 5 stars'],
      ['star-4', 'radio', '-1', '4 of 5 stars'],
      ['star-5', 'radio', '-1', '<b>5</b> of 5 stars'],
    ]);
    expect(stars()[4]!.children).toHaveLength(0);
    expect(checked()).toEqual(['false', 'false', 'false', 'false', 'false']);
  });

  it('waits for the form to near the screen (a form in the hidden Reviews panel does not): the select is there until then', async () => {
    const { Observer, intersect } = intersections();
    await open(PARAMS, '', { IntersectionObserver: Observer });
    expect(stars()).toHaveLength(0);
    expect(select().style.display).toBe('');
    intersect();
    await testbed.settle();
    expect(stars()).toHaveLength(5);
    expect(select().style.display).toBe('none');
    intersect();
    await testbed.settle();
    expect(stars()).toHaveLength(5);
  });

  it('a rating chosen in the select before the stars came shows on them', async () => {
    const { Observer, intersect } = intersections();
    await open(PARAMS, '', { IntersectionObserver: Observer });
    select().value = '3';
    intersect();
    await testbed.settle();
    expect(checked()).toEqual(['false', 'false', 'true', 'false', 'false']);
    expect(stars()[2]).toHaveAttribute('tabindex', '0');
    expect(select().value).toBe('3');
  });

  it("comes at the first touch of the product's tabs, on the way to the Reviews panel", async () => {
    const { Observer } = intersections();
    await open(PARAMS, '', { IntersectionObserver: Observer });
    expect(stars()).toHaveLength(0);
    document.querySelector('.woocommerce-tabs .tabs a')!.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    await testbed.settle();
    expect(stars()).toHaveLength(5);
  });

  it("WooCommerce's English texts where the params have none", async () => {
    await open({});
    expect(stars().map((star) => star.textContent)).toEqual(['1 of 5 stars', '2 of 5 stars', '3 of 5 stars', '4 of 5 stars', '5 of 5 stars']);
  });

  it('a click on a star writes its number into the select and checks it alone; the page does not follow its "#"', async () => {
    await open();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    stars()[3]!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(select().value).toBe('4');
    expect(checked()).toEqual(['false', 'false', 'false', 'true', 'false']);
    expect(stars().map((star) => star.getAttribute('tabindex'))).toEqual(['-1', '-1', '-1', '0', '-1']);
    expect(stars()[3]).toHaveClass('active');
    expect(select().previousElementSibling).toHaveClass('selected');
    stars()[1]!.click();
    expect(select().value).toBe('2');
    expect(stars().filter((star) => star.classList.contains('active'))).toEqual([stars()[1]]);
  });

  it('arrow keys move the choice and the focus (no page scroll, nothing for a listener above), Space chooses the focused star, the ends stay', async () => {
    await open();
    const above = jest.fn();
    document.addEventListener('keydown', above);
    try {
      stars()[0]!.focus();
      expect(press(stars()[0]!, ' ').defaultPrevented).toBe(true);
      expect(select().value).toBe('1');
      expect(press(stars()[0]!, 'ArrowRight').defaultPrevented).toBe(true);
      expect(document.activeElement).toBe(stars()[1]);
      expect(select().value).toBe('2');
      press(stars()[1]!, 'ArrowDown');
      press(stars()[2]!, 'ArrowLeft');
      expect(select().value).toBe('2');
      press(stars()[1]!, 'ArrowUp');
      press(stars()[0]!, 'ArrowUp');
      expect(select().value).toBe('1');
      expect(document.activeElement).toBe(stars()[0]);
      expect(press(stars()[0]!, 'Tab').defaultPrevented).toBe(false);
      expect(above).toHaveBeenCalledTimes(1);
    } finally {
      document.removeEventListener('keydown', above);
    }
  });

  it("Submit without a rating where the store requires one shows WooCommerce's alert and sends nothing; with a rating, or where none is required, it goes", async () => {
    await open();
    expect(clickSubmit().defaultPrevented).toBe(true);
    expect(alerts).toHaveBeenCalledWith('Please select a rating');
    stars()[4]!.click();
    expect(clickSubmit().defaultPrevented).toBe(false);
    expect(alerts).toHaveBeenCalledTimes(1);
    testbed.close();
    await open({ ...PARAMS, review_rating_required: 'no' });
    expect(clickSubmit().defaultPrevented).toBe(false);
    expect(alerts).toHaveBeenCalledTimes(1);
  });

  it("stands down where WooCommerce's single-product.js is on the page", async () => {
    await open(PARAMS, '<script id="wc-single-product-js" type="text/plain"></script>');
    expect(stars()).toHaveLength(0);
    expect(select().style.display).toBe('');
  });

  it('leaves the select as it was when the runtime stops', async () => {
    await open();
    testbed.runtime.stop();
    expect(stars()).toHaveLength(0);
    expect(select().style.display).toBe('');
  });
});
