/**
 * The coming-soon banner's dismiss request under every fault of docs/reliability.md. WooCommerce
 * 10.0.2's woocommerce.js hides the banner when the request completes, answered or not; so does
 * this, and a failure the transport sees (time-out, no network) is logged once for the admin's
 * console. The banner never stays up waiting for an answer that does not come.
 */
import { faultAnswer, meetFault, openTestbed, type FaultName, type Testbed } from '../../../../test/support';
import { wooStoreWide } from '../definition';

// The first page loads the plugins' chunks in real time, which a busy machine stretches.
jest.setTimeout(60_000);

const BANNER =
  "<div id='coming-soon-footer-banner'><div class='coming-soon-footer-banner__content'>This page is only visible to you.</div><a class='coming-soon-footer-banner-dismiss' data-rest-url='/wp-json/wp/v2/users/1' data-rest-nonce='abc123'></a></div>";

let testbed: Testbed;
afterEach(() => testbed?.close());

const banner = () => document.getElementById('coming-soon-footer-banner')!;

describe('the coming-soon banner dismiss under faults', () => {
  it.each<{ fault: FaultName; logged: number; title: string }>([
    { fault: 'time-out', logged: 1, title: 'coming-soon banner dismiss, time-out: the banner goes once the request gives up, with one console warning' },
    { fault: '500', logged: 0, title: 'coming-soon banner dismiss, 500: the banner goes once the answer is in, as WooCommerce hides it' },
    { fault: '403 / nonce', logged: 0, title: 'coming-soon banner dismiss, 403 / nonce: the banner goes once the answer is in, as WooCommerce hides it' },
    { fault: 'invalid JSON', logged: 0, title: 'coming-soon banner dismiss, invalid JSON: the banner goes once the answer is in, as WooCommerce hides it' },
    { fault: 'HTML for JSON', logged: 0, title: 'coming-soon banner dismiss, HTML for JSON: the banner goes once the answer is in, as WooCommerce hides it' },
    { fault: 'offline', logged: 1, title: 'coming-soon banner dismiss, offline: the banner goes, with one console warning' },
  ])('$title', async ({ fault, logged }) => {
    testbed = await openTestbed([BANNER], [wooStoreWide], {
      globals: { woocommerce_params: { i18n_password_show: 'Show password', i18n_password_hide: 'Hide password' } },
      routes: { 'POST /wp-json/wp/v2/users/1': faultAnswer(fault, 'rest') },
      quiet: true,
    });
    document.querySelector<HTMLElement>('.coming-soon-footer-banner-dismiss')!.click();
    expect(banner().style.display).toBe('');
    await meetFault(testbed, fault);
    expect(testbed.site.requestsTo('POST /wp-json/wp/v2/users/1')).toHaveLength(1);
    expect(banner().style.display).toBe('none');
    expect(testbed.console.warn).toHaveBeenCalledTimes(logged);
  });
});
