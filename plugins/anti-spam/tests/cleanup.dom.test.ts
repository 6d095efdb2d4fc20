import { fireEvent } from '@testing-library/dom';
import { antiSpam } from '../definition';
import { antiSpamBadge } from '../badge/definition';
import { antiSpamDecoder } from '../decoder/definition';
import { antiSpamEmailCheck } from '../email-check/definition';
import { loadMarkup } from '../../../test/support/fixtures';
import { countingEnvironment, runtimeWith } from '../../../test/support/harness';
import { browserEnvironment } from '../../../adapters/environment';
import { clearGlobals, fakeSite, setGlobals } from './support';

afterEach(clearGlobals);

it('leaves no listeners, timers or patched request functions behind after the runtime stops', async () => {
  setGlobals({}, { theRealPerson: { phrases: { trpHeading: 'The Real Person Badge!' }, imgPersonUrl: '/x.svg', trpContentLink: '' } });
  const markup = ['cleantalk-globals.html', 'cleantalk-decoder.html', 'cleantalk-email-forms.html', 'cleantalk-trp-comments.html'].map((name) => {
    loadMarkup(name);
    return document.body.innerHTML;
  });
  document.body.innerHTML = markup.join('\n');
  const site = fakeSite({ apbct_decode_email: { body: { success: true, data: [] } } });
  const plugins = [antiSpam, antiSpamDecoder, antiSpamEmailCheck, antiSpamBadge];
  const openPopup = async (run: ReturnType<typeof runtimeWith>) => {
    run.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.click(document.querySelector('span[data-original-string]')!);
    await new Promise((resolve) => setTimeout(resolve, 50));
  };
  // React keeps one selectionchange listener on a document once it has rendered there: a first run pays for it.
  const warmUp = runtimeWith(plugins, { ...browserEnvironment(window as Window & typeof globalThis), fetch: site.fetch as unknown as typeof fetch });
  await openPopup(warmUp);
  warmUp.stop();

  const fetchBefore = window.fetch;
  const sendBefore = XMLHttpRequest.prototype.send;
  const { env, counters, restore } = countingEnvironment();
  const runtime = runtimeWith(plugins, { ...env, fetch: site.fetch as unknown as typeof fetch });
  await openPopup(runtime);
  expect(document.getElementById('apbct_popup')).not.toBeNull();
  expect(counters.listeners()).toBeGreaterThan(0);
  runtime.stop();
  expect(counters.listeners()).toBe(0);
  expect(counters.timers()).toBe(0);
  expect(window.fetch).toBe(fetchBefore);
  expect(XMLHttpRequest.prototype.send).toBe(sendBefore);
  expect((window as unknown as Record<string, unknown>).cleantalkModal).toBeUndefined();
  restore();
});
