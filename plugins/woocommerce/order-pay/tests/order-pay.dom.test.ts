/** The pay-for-order form (WooCommerce 10's form-pay.php) without checkout.js: payment methods, terms, the post. */
import { fireEvent } from '@testing-library/dom';
import { openTestbed, type Testbed } from '../../../../test/support';
import { CHECKOUT_PARAMS } from '../../checkout/tests/checkout-page';
import { wooOrderPay } from '../definition';

let testbed: Testbed;
afterEach(() => {
  testbed.close();
  document.body.className = '';
});

async function open(options: { payPage?: boolean; head?: string } = {}) {
  testbed = await openTestbed([options.head ?? '', 'woocommerce/order-pay.html'], [wooOrderPay], {
    globals: { wc_checkout_params: CHECKOUT_PARAMS },
    url: '/checkout/order-pay/42/?pay_for_order=true&key=wc_order_lane',
    start: false,
  });
  if (options.payPage !== false) document.body.classList.add('woocommerce-order-pay');
  await testbed.start();
  return testbed;
}

const form = () => document.querySelector<HTMLFormElement>('form#order_review')!;
const box = (id: string) => document.querySelector<HTMLElement>(`div.payment_box.payment_method_${id}`)!;
const radio = (id: string) => document.getElementById(`payment_method_${id}`) as HTMLInputElement;
const button = () => document.getElementById('place_order')!;
const choose = (id: string) => {
  radio(id).checked = true;
  fireEvent.change(radio(id));
};
const submit = () => form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

describe('the pay-for-order page', () => {
  it('shows only the chosen method\'s box, relabels the button for the gateway, and fires payment_method_selected on a change', async () => {
    await open();
    const events = testbed.recordEvents(['payment_method_selected']);
    expect([box('cod').style.display, box('cheque').style.display]).toEqual(['', 'none']);
    choose('cheque');
    expect([box('cod').style.display, box('cheque').style.display]).toEqual(['none', '']);
    expect(button().textContent).toBe('Send my cheque');
    expect(events).toHaveLength(1);
    choose('cod');
    expect(button().textContent).toBe('Pay for order');
    expect(events).toHaveLength(2);
    expect(form().noValidate).toBe(true);
  });

  it('the terms link shows the terms printed on the page instead of leaving it, and hides them again', async () => {
    await open();
    const terms = document.querySelector<HTMLElement>('.woocommerce-terms-and-conditions')!;
    const link = document.querySelector<HTMLElement>('a.woocommerce-terms-and-conditions-link')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(terms.style.display).not.toBe('none');
    expect(link).toHaveClass('woocommerce-terms-and-conditions-link--open');
    fireEvent.click(link);
    expect(terms.style.display).toBe('none');
  });

  it('a post that goes ahead marks the form busy and refuses a second submit; back on the page, it is not busy', async () => {
    await open();
    expect(submit()).toBe(true);
    await testbed.settle();
    expect(form()).toHaveAttribute('aria-busy', 'true');
    expect(form()).toHaveClass('processing');
    expect(submit()).toBe(false);
    window.dispatchEvent(new Event('pageshow'));
    expect(form()).not.toHaveAttribute('aria-busy');
    expect(submit()).toBe(true);
  });

  it("a gateway that stops the post to take the payment its own way leaves the form as it was", async () => {
    await open();
    const gateway = (event: Event) => event.preventDefault();
    form().addEventListener('submit', gateway);
    submit();
    await testbed.settle();
    expect(form()).not.toHaveAttribute('aria-busy');
    form().removeEventListener('submit', gateway);
  });

  it('stands down outside the order-pay page and where checkout.js still runs', async () => {
    await open({ payPage: false });
    choose('cheque');
    expect(box('cheque').style.display).toBe('none');
    testbed.close();
    await open({ head: '<script id="wc-checkout-js" type="text/x-inert"></script>' });
    choose('cheque');
    expect(box('cheque').style.display).toBe('none');
    expect(form().noValidate).toBe(false);
  });
});
