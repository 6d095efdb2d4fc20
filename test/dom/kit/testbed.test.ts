import { openTestbed, text, type Testbed } from '../../support';
import type { PluginDefinition } from '../../../kernel/types';

const win = window as unknown as Record<string, unknown>;
let testbed: Testbed | undefined;
afterEach(() => testbed?.close());

/** A plugin that reads a global, fetches, waits, navigates and saves a file: what a page test looks at. */
const visitor: PluginDefinition = {
  name: 'visitor',
  selectors: ['.visitor'],
  reads: ['visitorGreeting'],
  uses: ['http'],
  load: async () => ({
    mount(element, ctx) {
      element.textContent = String(ctx.global('visitorGreeting'));
      const http = ctx.http({ transport: 'admin_ajax', ajaxUrl: '/wp-admin/admin-ajax.php' });
      ctx.listen(element, 'click', async () => {
        const answer = await http.call<string>({ route: 'next_page', action: 'next_page' }, {}, { responseType: 'text' });
        ctx.clock.setTimeout(() => ctx.browser.navigate(answer), 1000);
      });
    },
  }),
};

describe('openTestbed', () => {
  it('puts markup and globals in the page, answers from the routes, and records navigations', async () => {
    testbed = await openTestbed('<p class="visitor"></p>', [visitor], { globals: { visitorGreeting: 'hello' }, routes: { 'ajax:next_page': text('/next/') } });
    const element = document.querySelector('.visitor')!;
    expect(element.textContent).toBe('hello');
    element.dispatchEvent(new Event('click'));
    await testbed.settle(999);
    expect(testbed.site.requestsTo('ajax:next_page')).toHaveLength(1);
    expect(testbed.navigations).toEqual([]);
    await testbed.settle(1);
    expect(testbed.navigations).toEqual(['/next/']);
  });

  it('takes a fixture name (an area folder allowed), or several pieces of markup in order', async () => {
    testbed = await openTestbed(['widgets/tabs.html', '<p id="after"></p>'], []);
    expect(document.querySelector('.fusion-tabs-widget')).not.toBeNull();
    expect(document.body.lastElementChild!.id).toBe('after');
  });

  it('moves to the given address and back on close', async () => {
    testbed = await openTestbed('', [], { url: '/checkout/?utm_source=x' });
    expect(testbed.env.location().href).toBe('http://localhost/checkout/?utm_source=x');
    testbed.close();
    expect(window.location.href).toBe('http://localhost/');
  });

  it('close() stops the runtime and puts globals, body and patched functions back', async () => {
    win.visitorGreeting = 'the page had one already';
    const createObjectURL = Object.getOwnPropertyDescriptor(URL, 'createObjectURL');
    testbed = await openTestbed('<p class="visitor"></p>', [visitor], { globals: { visitorGreeting: 'hello', visitorOther: 1 } });
    document.body.classList.add('modal-open');
    testbed.close();
    expect(testbed.runtime.started).toBe(false);
    expect(win.visitorGreeting).toBe('the page had one already');
    expect('visitorOther' in win).toBe(false);
    expect(document.body.innerHTML).toBe('');
    expect(document.body.className).toBe('');
    expect(Object.getOwnPropertyDescriptor(URL, 'createObjectURL')).toEqual(createObjectURL);
    delete win.visitorGreeting;
  });

  it('refuses a second page while one is open', async () => {
    testbed = await openTestbed('', []);
    await expect(openTestbed('', [])).rejects.toThrow(/still open/);
  });

  it('keeps files saved through an object URL and a download link', async () => {
    testbed = await openTestbed('', []);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob(['report'], { type: 'text/plain' }));
    link.download = 'report.txt';
    link.click();
    await testbed.settle();
    expect(testbed.savedFiles).toEqual([{ name: 'report.txt', type: 'text/plain', bytes: new TextEncoder().encode('report') }]);
  });
});
