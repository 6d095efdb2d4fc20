import { openTestbed, text, type Testbed } from '../../../../test/support';
import { wooStoreWide } from '../definition';
import { NOTICE_FOCUS_DELAY_MS, RESULT_COUNT_DELAY_MS } from '../notice-focus';

const PARAMS = { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%', i18n_password_show: 'Show password', i18n_password_hide: 'Hide password' };
const NOTICE_COOKIE = 'store_noticefe68900dee1653cf2d0662bb68d31594';
// WooCommerce's stylesheet hides field descriptions until their field is used.
const STYLES = '<style>.woocommerce-input-wrapper .description { display: none; }</style>';

let testbed: Testbed;
afterEach(() => {
  testbed?.close();
  document.cookie = `${NOTICE_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

async function open(options: { markup?: string[]; globals?: Record<string, unknown> } = {}) {
  testbed = await openTestbed(options.markup ?? [STYLES, 'woocommerce/store-wide.html'], [wooStoreWide], {
    globals: { woocommerce_params: PARAMS, ...options.globals },
  });
}

const notice = () => document.querySelector<HTMLElement>('.woocommerce-store-notice')!;
const dismiss = () => document.querySelector<HTMLElement>('.woocommerce-store-notice__dismiss-link')!;
const description = (id: string) => document.getElementById(`${id}-description`)!;
const shown = (element: HTMLElement) => getComputedStyle(element).display !== 'none';

describe('WooCommerce store-wide behaviours (woocommerce.js)', () => {
  it('shows the store notice WooCommerce prints hidden; Dismiss hides it and remembers it for the session', async () => {
    await open();
    expect(shown(notice())).toBe(true);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    dismiss().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(shown(notice())).toBe(false);
    expect(document.cookie).toContain(`${NOTICE_COOKIE}=hidden`);
  });

  it('keeps the store notice hidden once dismissed', async () => {
    document.cookie = `${NOTICE_COOKIE}=hidden; path=/`;
    await open();
    expect(shown(notice())).toBe(false);
  });

  it('works the dismiss link (a role="button" link) with Enter and Space', async () => {
    await open();
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    dismiss().dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    expect(shown(notice())).toBe(false);
  });

  it('submits the sort order form when the shopper picks an order', async () => {
    await open();
    const form = document.querySelector('form.woocommerce-ordering')!;
    const submitted: string[] = [];
    const onSubmit = (event: Event) => {
      event.preventDefault();
      submitted.push(new FormData(form as HTMLFormElement).get('orderby') as string);
    };
    form.addEventListener('submit', onSubmit);
    const select = document.querySelector<HTMLSelectElement>('select.orderby')!;
    select.value = 'price';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    form.removeEventListener('submit', onSubmit);
    expect(submitted).toEqual(['price']);
  });

  it('gives each password field a labelled show/hide button that switches its type and keeps the focus in it', async () => {
    await open();
    const password = document.getElementById('password') as HTMLInputElement;
    expect(password.parentElement!.className).toBe('password-input');
    const button = password.parentElement!.querySelector('button.show-password-input')!;
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('aria-label')).toBe('Show password');
    expect(button.getAttribute('aria-describedby')).toBe('password');
    (button as HTMLButtonElement).click();
    expect(password.type).toBe('text');
    expect(button.getAttribute('aria-label')).toBe('Hide password');
    expect(document.activeElement).toBe(password);
    (button as HTMLButtonElement).click();
    expect(password.type).toBe('password');
    expect(button.getAttribute('aria-label')).toBe('Show password');
    // The checkout's own wrapper gets one too, and no second wrapper.
    const account = document.getElementById('account_password')!;
    expect(account.parentElement!.querySelectorAll('button.show-password-input')).toHaveLength(1);
    expect(account.parentElement!.classList.contains('woocommerce-input-wrapper')).toBe(true);
  });

  it('shows a field description while its field is focused, hides it for another field, on Escape and on a click outside', async () => {
    await open();
    const email = document.getElementById('billing_email')!;
    const phone = document.getElementById('billing_phone')!;
    expect(shown(description('billing_email'))).toBe(false);
    email.focus();
    expect(shown(description('billing_email'))).toBe(true);
    expect(description('billing_email').getAttribute('aria-hidden')).toBe('false');
    phone.focus();
    expect(shown(description('billing_email'))).toBe(false);
    expect(shown(description('billing_phone'))).toBe(true);
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    phone.dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(true);
    expect(shown(description('billing_phone'))).toBe(false);
    expect(description('billing_phone').getAttribute('aria-hidden')).toBe('true');
    email.click();
    expect(shown(description('billing_email'))).toBe(true);
    document.querySelector('h2')!.click();
    expect(shown(description('billing_email'))).toBe(false);
  });

  it('focuses the first alert notice half a second after load, and announces the result count again after 2 s', async () => {
    const alert = '<div class="woocommerce-notices-wrapper"><div class="woocommerce-message" role="alert">“Beanie” has been added to your cart.</div></div>';
    await open({ markup: [alert, 'woocommerce/store-wide.html'] });
    const message = document.querySelector<HTMLElement>('.woocommerce-message')!;
    expect(message.getAttribute('tabindex')).toBe('-1');
    const count = document.querySelector('.woocommerce-result-count')!;
    expect(count.getAttribute('aria-hidden')).toBe('true');
    await testbed.settle(NOTICE_FOCUS_DELAY_MS);
    expect(document.activeElement).toBe(message);
    await testbed.settle(RESULT_COUNT_DELAY_MS);
    expect(count.getAttribute('aria-hidden')).toBe('false');
    expect(count.textContent!.trim()).toBe('Showing all 2 results');
  });

  it('dismisses the coming soon banner through its REST address and nonce, then hides it', async () => {
    const banner =
      "<div id='coming-soon-footer-banner'><div class='coming-soon-footer-banner__content'>This page is only visible to you.</div><a class='coming-soon-footer-banner-dismiss' data-rest-url='/wp-json/wp/v2/users/1' data-rest-nonce='abc123'></a></div>";
    await open({ markup: [banner] });
    testbed.site.routes['POST rest:wp/v2/users/1'] = text('{}');
    document.querySelector<HTMLElement>('.coming-soon-footer-banner-dismiss')!.click();
    await testbed.settle();
    const [request] = testbed.site.requests;
    expect(request!.fields).toEqual({ 'woocommerce_meta[coming_soon_banner_dismissed]': 'yes', _wpnonce: 'abc123' });
    expect(document.getElementById('coming-soon-footer-banner')!.style.display).toBe('none');
  });

  it('stands down where the page still loads woocommerce.js', async () => {
    await open({ markup: ['<script id="woocommerce-js"></script>', 'woocommerce/store-wide.html'] });
    expect(shown(notice())).toBe(false);
    expect(document.querySelector('button.show-password-input')).toBeNull();
  });

  it('takes its buttons and wrappers away when the runtime stops', async () => {
    await open();
    testbed.runtime.stop();
    expect(document.querySelector('button.show-password-input')).toBeNull();
    expect(document.getElementById('password')!.parentElement!.localName).toBe('p');
  });
});
