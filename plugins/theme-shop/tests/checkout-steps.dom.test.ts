import { fireEvent } from '@testing-library/dom';
import { checkoutSteps } from '../checkout-steps/definition';
import { NOTICE_SCROLL_GAP_PX } from '../checkout-steps/plugin';
import { SCROLL_ANIMATION_MS } from '../page-scroll';
import { FRAME_MS, openTestbed, type Testbed } from '../../../test/support';
import { jQuery, unbindJQuery } from './shop';
import { layOut, mediaQueries, recordScrolling } from './shop-page';

const CHROME = `<div id="wpadminbar" style="position: fixed"></div>
<div class="fusion-header-wrapper"><div class="fusion-header" style="position: fixed"></div></div>`;
const VARS = { woocommerce_checkout_error: 'Not all fields have been filled in correctly.', order_actions: 'Details' };
const BOXES = {
  '#wpadminbar': { height: 32 },
  '.fusion-header': { height: 80 },
  '.woocommerce-content-box.avada-checkout': { top: 300 },
  'ul.woocommerce-error': { top: 400 },
  '.woocommerce-NoticeGroup-checkout': { top: 700 },
};
/** Where the window goes to show an element: its top less the admin bar and the fixed header. */
const COVERED = 32 + 80;

let testbed: Testbed;
let scrolling: ReturnType<typeof recordScrolling>;
let restoreLayout: () => void;

async function open(globals: Record<string, unknown> = {}, quiet = false) {
  testbed = await openTestbed([CHROME, 'theme-shop/checkout-steps.html'], [checkoutSteps], {
    globals: { jQuery, avadaWooCommerceVars: VARS, ...globals },
    url: '/checkout/',
    quiet,
  });
}

beforeEach(() => {
  scrolling = recordScrolling();
  restoreLayout = layOut(BOXES);
});
afterEach(() => {
  testbed.close();
  scrolling.restore();
  restoreLayout();
  unbindJQuery();
});

const form = () => document.querySelector<HTMLFormElement>('form.checkout')!;
const navLink = (step: string) => document.querySelector<HTMLAnchorElement>(`.woocommerce-checkout-nav a[data-name="${step}"]`)!;
const continueIn = (column: string) => document.querySelector<HTMLAnchorElement>(`.${column} .continue-checkout`)!;
const panel = (step: string) => (step === 'order_review' ? document.getElementById('order_review')! : form().querySelector<HTMLElement>(`.${step}`)!);
const shownPanels = () => ['col-1', 'col-2', 'order_review'].filter((step) => panel(step).style.display !== 'none');
const activeItems = () => Array.from(document.querySelectorAll('.woocommerce-checkout-nav li.is-active a')).map((a) => a.getAttribute('data-name'));
const banners = () => Array.from(document.querySelectorAll('.avada-checkout-error'));
const row = (id: string) => document.getElementById(`${id}_field`)!;
const type = (id: string, value: string) => {
  (document.getElementById(id) as HTMLInputElement).value = value;
};
const fillBilling = () => {
  type('billing_first_name', 'Ada');
  type('billing_last_name', 'Lovelace');
  type('billing_address_1', '12 St James Square');
  type('billing_phone', '+44 (0)20 7946 0000');
  type('billing_email', 'ada@example.test');
};

describe('checkout steps: layout', () => {
  beforeEach(() => open());

  it('[SHOP-016] the checkout has nav links and continue buttons for billing and account fields, shipping and order review', () => {
    expect(Array.from(document.querySelectorAll('.woocommerce-checkout-nav a')).map((a) => a.getAttribute('data-name'))).toEqual(['col-1', 'col-2', 'order_review']);
    expect(panel('col-1').querySelector('.woocommerce-billing-fields')).not.toBeNull();
    expect(panel('col-1').querySelector('.woocommerce-account-fields')).not.toBeNull();
    expect(panel('col-2').querySelector('.woocommerce-shipping-fields')).not.toBeNull();
    expect(Array.from(form().querySelectorAll('.continue-checkout')).map((a) => a.getAttribute('data-name'))).toEqual(['col-2', 'order_review']);
  });

  it('[SHOP-017] only the active step shows, its nav item is active and its link is the current step', () => {
    expect(shownPanels()).toEqual(['col-1']);
    expect(activeItems()).toEqual(['col-1']);
    expect(navLink('col-1')).toHaveAttribute('aria-current', 'step');
    fillBilling();
    fireEvent.click(navLink('order_review'));
    expect(shownPanels()).toEqual(['order_review']);
    expect(document.getElementById('order_review_heading')!.style.display).toBe('block');
    expect(activeItems()).toEqual(['order_review']);
    expect(navLink('order_review')).toHaveAttribute('aria-current', 'step');
    expect(navLink('col-1')).not.toHaveAttribute('aria-current');
  });

  it('[SHOP-017] moving to a step puts the focus in its panel; the links keep the page from jumping to "#"', () => {
    fillBilling();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    continueIn('col-1').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(panel('col-2'));
    expect(panel('col-2').tabIndex).toBe(-1);
  });
});

describe('checkout steps: re-validation', () => {
  beforeEach(() => open());

  it('[SHOP-018] [SHOP-020] continue re-validates the shown required fields and keeps the step while one is empty', () => {
    type('billing_first_name', 'Ada');
    fireEvent.click(continueIn('col-1'));
    expect(shownPanels()).toEqual(['col-1']);
    expect(row('billing_first_name')).toHaveClass('woocommerce-validated');
    expect(row('billing_last_name')).toHaveClass('woocommerce-invalid', 'woocommerce-invalid-required-field');
    expect(document.getElementById('billing_last_name')).toHaveAttribute('aria-invalid', 'true');
    // The password row of the account fields is not shown: it is not judged.
    expect(row('account_password').className).not.toMatch(/woocommerce-(in)?valid/);
    fillBilling();
    fireEvent.click(continueIn('col-1'));
    expect(shownPanels()).toEqual(['col-2']);
    expect(document.getElementById('billing_last_name')).not.toHaveAttribute('aria-invalid');
  });

  it('[SHOP-018] a nav click re-validates too, with the e-mail and phone rules', () => {
    fillBilling();
    type('billing_email', 'ada@');
    type('billing_phone', 'call me');
    fireEvent.click(navLink('order_review'));
    expect(shownPanels()).toEqual(['col-1']);
    expect(row('billing_email')).toHaveClass('woocommerce-invalid-email');
    expect(row('billing_phone')).toHaveClass('woocommerce-invalid-phone');
  });

  it('[SHOP-019] hidden and radio fields count as validated', () => {
    fillBilling();
    const radioRow = document.createElement('p');
    radioRow.className = 'form-row validate-required';
    radioRow.innerHTML = '<input type="radio" name="billing_kind" value="home">';
    document.querySelector('.woocommerce-billing-fields__field-wrapper')!.append(radioRow);
    fireEvent.click(continueIn('col-1'));
    expect(row('billing_state')).toHaveClass('woocommerce-validated');
    expect(radioRow).toHaveClass('woocommerce-validated');
    expect(shownPanels()).toEqual(['col-2']);
  });

  it('[SHOP-018] fires change on each field so WooCommerce\'s own validator judges it, and takes its verdict', () => {
    // checkout.js's validator, bound through jQuery as WooCommerce binds it: here it refuses a name of one letter.
    const judged: string[] = [];
    testbed.leaks.untracked(() =>
      jQuery(form()).on('change', '.input-text, select, input:checkbox', function (this: HTMLInputElement) {
        judged.push(this.id);
        const fieldRow = this.closest('.form-row')!;
        fieldRow.classList.remove('woocommerce-validated', 'woocommerce-invalid');
        fieldRow.classList.add(this.value.length > 1 ? 'woocommerce-validated' : 'woocommerce-invalid');
      }),
    );
    fillBilling();
    type('billing_first_name', 'A');
    fireEvent.click(continueIn('col-1'));
    expect(judged).toEqual(['billing_first_name', 'billing_last_name', 'billing_country', 'billing_address_1', 'billing_phone', 'billing_email']);
    expect(row('billing_first_name')).toHaveClass('woocommerce-invalid');
    expect(shownPanels()).toEqual(['col-1']);
  });

  it('[SHOP-020] the shipping step with its address hidden has nothing to judge: moving on is free', () => {
    fillBilling();
    fireEvent.click(continueIn('col-1'));
    fireEvent.click(continueIn('col-2'));
    expect(shownPanels()).toEqual(['order_review']);
  });
});

describe('checkout steps: the error banner', () => {
  it('[SHOP-021] a refused step shows the checkout error text of the page variables once, at the top of the form, focused', async () => {
    await open({ avadaWooCommerceVars: { ...VARS, woocommerce_checkout_error: 'Please fill in the <b>required</b> fields.' } });
    const heard: unknown[][] = [];
    testbed.leaks.untracked(() => jQuery(document.body).on('avada_checkout_error', (_event: unknown, ...args: unknown[]) => heard.push(args)));
    fireEvent.click(continueIn('col-1'));
    fireEvent.click(navLink('col-2'));
    expect(banners()).toHaveLength(1);
    const list = banners()[0]!.parentElement!;
    expect(list).toHaveClass('woocommerce-error');
    expect(list.tagName).toBe('UL');
    expect(form().firstElementChild).toBe(list);
    expect(banners()[0]!.textContent).toBe('Please fill in the <b>required</b> fields.');
    expect(document.activeElement).toBe(list);
    expect(heard).toEqual([['Please fill in the <b>required</b> fields.'], ['Please fill in the <b>required</b> fields.']]);
    fillBilling();
    fireEvent.click(continueIn('col-1'));
    expect(banners()).toHaveLength(0);
  });

  it('[SHOP-022] [SHOP-026] a refused step scrolls to the banner over 500 ms, below the admin bar and the fixed header', async () => {
    await open();
    fireEvent.click(continueIn('col-1'));
    testbed.clock.advance(SCROLL_ANIMATION_MS / 2);
    const halfway = scrolling.positions.at(-1)!;
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(400 - COVERED);
    // The last frame comes at most one frame after the duration.
    testbed.clock.advance(SCROLL_ANIMATION_MS / 2 + FRAME_MS);
    expect(scrolling.positions.at(-1)).toBe(400 - COVERED);
    const count = scrolling.positions.length;
    testbed.clock.advance(1000);
    expect(scrolling.positions).toHaveLength(count);
  });

  it('[SHOP-026] with reduced motion the scroll happens at once', async () => {
    await open({ matchMedia: mediaQueries(['(prefers-reduced-motion: reduce)']) });
    fireEvent.click(continueIn('col-1'));
    expect(scrolling.positions).toEqual([400 - COVERED]);
  });

  it('[SHOP-023] the checkout part makes no server call of its own', async () => {
    await open();
    fireEvent.click(continueIn('col-1'));
    fillBilling();
    fireEvent.click(continueIn('col-1'));
    fireEvent.click(continueIn('col-2'));
    jQuery(document.body).trigger('checkout_error', ['<ul class="woocommerce-error"><li>Card declined</li></ul>']);
    await testbed.settle(2000);
    expect(testbed.site.requests).toEqual([]);
  });

  it('a checkout error text that is no string warns once, names the field and uses the default', async () => {
    await open({ avadaWooCommerceVars: { woocommerce_checkout_error: { text: 'x' } } }, true);
    fireEvent.click(continueIn('col-1'));
    expect(banners()[0]!.textContent).toBe('Not all fields have been filled in correctly.');
    const warnings = testbed.console.warn.mock.calls.map((args) => args.join(' '));
    expect(warnings.filter((text) => text.includes('woocommerce_checkout_error'))).toHaveLength(1);
  });
});

describe('checkout steps: WooCommerce events', () => {
  beforeEach(() => open());

  it('[SHOP-025] [SHOP-026] the server checkout error scrolls to the checkout notice group over 500 ms, offset by the admin bar, the fixed header and 10 px', async () => {
    const group = document.createElement('div');
    group.className = 'woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout';
    group.innerHTML = '<ul class="woocommerce-error" role="alert"><li>Card declined</li></ul>';
    form().prepend(group);
    const stopped: unknown[] = [];
    const stop = jest.spyOn(jQuery.fn, 'stop').mockImplementation(function (this: unknown) {
      stopped.push(this);
      return this;
    });
    jQuery(document.body).trigger('checkout_error', ['<ul class="woocommerce-error" role="alert"><li>Card declined</li></ul>']);
    // WooCommerce's own scroll animation (jQuery on html and body) is stopped first.
    expect(stopped).toHaveLength(2);
    stop.mockRestore();
    testbed.clock.advance(SCROLL_ANIMATION_MS - 16);
    expect(scrolling.positions.at(-1)).not.toBe(700 - COVERED - NOTICE_SCROLL_GAP_PX);
    testbed.clock.advance(16);
    expect(scrolling.positions.at(-1)).toBe(700 - COVERED - NOTICE_SCROLL_GAP_PX);
  });

  it('[SHOP-024] after updated_wc_div, updated_checkout or any ajax completion only the active step shows again', () => {
    const showAll = () => ['col-1', 'col-2', 'order_review'].forEach((step) => (panel(step).style.display = ''));
    showAll();
    jQuery(document.body).trigger('updated_checkout', [{ result: 'success', fragments: {} }]);
    expect(shownPanels()).toEqual(['col-1']);
    showAll();
    jQuery(document.body).trigger('updated_wc_div');
    expect(shownPanels()).toEqual(['col-1']);
    showAll();
    jQuery.event.trigger('ajaxComplete', [{}, { url: '/?wc-ajax=update_order_review' }]);
    expect(shownPanels()).toEqual(['col-1']);
    // The focus stays where the visitor has it.
    expect(document.activeElement).toBe(document.body);
  });

  it('[SHOP-024] checkout_error from WooCommerce reaches the part through jQuery with its error HTML', () => {
    jQuery(document.body).trigger('checkout_error', ['<ul class="woocommerce-error"><li>x</li></ul>']);
    // No notice group on the page: nothing to scroll to, and no failure either.
    testbed.clock.advance(SCROLL_ANIMATION_MS);
    expect(testbed.console.error).not.toHaveBeenCalled();
  });

  it('stop leaves no listener, timer or actor behind', () => {
    fireEvent.click(continueIn('col-1'));
    testbed.runtime.stop();
    expect(testbed.leaks.check()).toEqual([]);
  });
});
