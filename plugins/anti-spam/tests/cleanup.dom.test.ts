import { fireEvent } from '@testing-library/dom';
import { antiSpam } from '../definition';
import { antiSpamBadge } from '../badge/definition';
import { antiSpamDecoder } from '../decoder/definition';
import { antiSpamEmailCheck } from '../email-check/definition';
import { json, openTestbed, type Testbed } from '../../../test/support';
import { cleantalkGlobals, endpoints } from './cleantalk';

let testbed: Testbed;
afterEach(() => testbed?.close());

it('leaves no listeners, timers or patched request functions behind after the runtime stops', async () => {
  const fetchBefore = window.fetch;
  const sendBefore = XMLHttpRequest.prototype.send;
  testbed = await openTestbed(
    ['anti-spam/globals.html', 'anti-spam/decoder.html', 'anti-spam/email-forms.html', 'anti-spam/trp-comments.html'],
    [antiSpam, antiSpamDecoder, antiSpamEmailCheck, antiSpamBadge],
    {
      globals: cleantalkGlobals({}, { theRealPerson: { phrases: { trpHeading: 'The Real Person Badge!' }, imgPersonUrl: '/x.svg', trpContentLink: '' } }),
      routes: endpoints({ apbct_decode_email: json({ success: true, data: [] }) }),
    },
  );
  fireEvent.click(document.querySelector('span[data-original-string]')!);
  await testbed.settle();
  expect(document.getElementById('apbct_popup')).not.toBeNull();
  expect(testbed.leaks.listeners()).toBeGreaterThan(0);
  testbed.runtime.stop();
  expect(testbed.leaks.listeners()).toBe(0);
  expect(testbed.leaks.timers()).toBe(0);
  expect(window.fetch).toBe(fetchBefore);
  expect(XMLHttpRequest.prototype.send).toBe(sendBefore);
  expect((window as unknown as Record<string, unknown>).cleantalkModal).toBeUndefined();
});
