/**
 * The runtime's own requests end with a `runtime:request-complete` bus event,
 * the counterpart of jQuery's ajaxComplete for calls that never touch jQuery
 * (the header re-measures on both).
 */
import { json, networkError, openTestbed, type Testbed } from '../../support';
import type { PluginDefinition } from '../../../kernel/types';

let testbed: Testbed | undefined;
afterEach(() => testbed?.close());

const caller: PluginDefinition = {
  name: 'caller',
  selectors: ['.caller'],
  uses: ['http'],
  load: async () => ({
    mount(element, ctx) {
      const http = ctx.http({ transport: 'admin_ajax', ajaxUrl: '/wp-admin/admin-ajax.php' });
      ctx.listen(element, 'click', () => void http.call({ route: 'ping', action: 'ping' }).catch(() => undefined));
    },
  }),
};

describe('runtime:request-complete', () => {
  it('is announced once per call, answered or failed, with the address called, after the answer', async () => {
    testbed = await openTestbed('<button class="caller"></button>', [caller], { routes: { 'ajax:ping': [json({ ok: 1 }), networkError()] } });
    const seen: string[] = [];
    testbed.runtime.bus.on('runtime:request-complete', (url) => void seen.push(url));
    const button = document.querySelector('.caller')!;
    button.dispatchEvent(new Event('click'));
    expect(seen).toEqual([]);
    await testbed.settle();
    button.dispatchEvent(new Event('click'));
    await testbed.settle();
    expect(seen).toEqual(['/wp-admin/admin-ajax.php', '/wp-admin/admin-ajax.php']);
    expect(testbed.site.requestsTo('ajax:ping')).toHaveLength(2);
  });
});
