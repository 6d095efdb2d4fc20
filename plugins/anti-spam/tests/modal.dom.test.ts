import { fireEvent, screen } from '@testing-library/dom';
import { antiSpam } from '../definition';
import type { RuntimeErrorInfo } from '../../../kernel/events';
import { json, openTestbed, type Testbed } from '../../../test/support';
import { cleantalkGlobals, endpoints, jQuery, sentTo } from './cleantalk';
import type { CleantalkModalApi } from '../modal';

let testbed: Testbed;
const win = window as unknown as { cleantalkModal: CleantalkModalApi };
const overlay = () => document.getElementById('cleantalk-modal-overlay');

const TEMPLATE = { success: true, data: '<div class="apbct-options-template"><p>Template from the server</p></div>' };

/** `templateDelay`: ms on the fake clock before the template answer comes. */
async function start(withJQuery = false, templateDelay = 0) {
  testbed = await openTestbed('anti-spam/globals.html', [antiSpam], {
    globals: { ...cleantalkGlobals(), ...(withJQuery ? { jQuery } : {}) },
    routes: endpoints({ get_options_template: { ...json(TEMPLATE), delay: templateDelay } }),
    quiet: true,
  });
}

afterEach(() => testbed?.close());

describe('generic modal (cleantalkModal)', () => {
  it('[SPAM-013][SPAM-015] opens with an overlay and a close button, focus inside; the close button closes it and returns focus', async () => {
    await start();
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const closed = jest.fn();
    document.addEventListener('cleantalkModalClosed', closed);
    win.cleantalkModal.loaded = 'Your message was blocked.';
    win.cleantalkModal.open();
    await testbed.settle();
    expect(overlay()).not.toBeNull();
    expect(win.cleantalkModal.opened).toBe(true);
    expect(screen.getByRole('dialog')).toHaveTextContent('Your message was blocked.');
    expect(document.body).toHaveClass('cleantalk-modal-opened');
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveAttribute('id', 'cleantalk-modal-close');
    expect(document.activeElement).toBe(close);
    fireEvent.click(close);
    await testbed.settle();
    expect(overlay()).toBeNull();
    expect(win.cleantalkModal.opened).toBe(false);
    expect(document.body).not.toHaveClass('cleantalk-modal-opened');
    expect(closed).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
    document.removeEventListener('cleantalkModalClosed', closed);
  });

  it('[SPAM-013] a click on the overlay or Escape closes it; a click inside does not', async () => {
    await start();
    win.cleantalkModal.loaded = 'Blocked';
    win.cleantalkModal.open();
    await testbed.settle();
    fireEvent.click(document.getElementById('cleantalk-modal-content')!);
    await testbed.settle();
    expect(overlay()).not.toBeNull();
    fireEvent.click(overlay()!);
    await testbed.settle();
    expect(overlay()).toBeNull();
    win.cleantalkModal.open();
    await testbed.settle();
    fireEvent.keyDown(document, { key: 'Escape' });
    await testbed.settle();
    expect(overlay()).toBeNull();
  });

  it('[SPAM-014][SPAM-016] confirm shows header, the text cut to its last 60 characters, Yes and No; Yes answers and closes', async () => {
    await start();
    const answer = jest.fn();
    const text = 'Delete the file /var/www/html/wp-content/uploads/2024/11/a-rather-long-export-name.csv now?';
    win.cleantalkModal.loaded = 'x';
    win.cleantalkModal.confirm('Please confirm', text, '', answer);
    await testbed.settle();
    expect(document.querySelector('.cleantalk-confirm-modal_header')).toHaveTextContent('Please confirm');
    expect(document.querySelector('.cleantalk-confirm-modal_text')!.textContent).toBe(text.slice(-60));
    expect(screen.getByRole('dialog', { name: 'Please confirm' })).toBeInTheDocument();
    const [yes, no] = document.querySelectorAll<HTMLButtonElement>('.cleantalk-confirm-modal_buttons-block button.cleantalk_link.cleantalk_link-auto');
    expect(yes).toHaveTextContent('Yes');
    expect(no).toHaveTextContent('No');
    fireEvent.click(yes!);
    await testbed.settle();
    expect(answer).toHaveBeenCalledWith(true);
    expect(overlay()).toBeNull();
  });

  it('[SPAM-014] No closes the confirm dialog without answering', async () => {
    await start();
    const answer = jest.fn();
    win.cleantalkModal.confirm('Sure?', 'Really?', '', answer, 'Yes please', 'No thanks');
    await testbed.settle();
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    await testbed.settle();
    expect(answer).not.toHaveBeenCalled();
    expect(overlay()).toBeNull();
  });

  it('[SPAM-015][NET-008] with nothing loaded it shows Loading... then the template from the template AJAX action', async () => {
    await start(false, 1000);
    win.cleantalkModal.open();
    // The modal's actor is made at this first call: the flags say nothing until it exists.
    expect(win.cleantalkModal.loading).toBe(false);
    await testbed.settle();
    expect(win.cleantalkModal.loading).toBe(true);
    expect(screen.getByRole('dialog')).toHaveTextContent('Loading...');
    await testbed.settle(1000);
    expect(win.cleantalkModal.loading).toBe(false);
    const call = sentTo(testbed, 'get_options_template')[0]!;
    expect(call.url).toMatch(/\/wp-admin\/admin-ajax\.php$/);
    expect(call.fields._ajax_nonce).toBe('aaaaaaaaaa');
    expect(document.querySelector('#cleantalk-modal-content .apbct-options-template')).toHaveTextContent('Template from the server');
    expect(win.cleantalkModal.opened).toBe(true);
  });

  it('mounts without its actor; calls made while it loads are sent in order, the flags false until it says otherwise, Escape idle meanwhile', async () => {
    await start();
    expect(testbed.runtime.stats().actors).toBe(0);
    fireEvent.keyDown(document, { key: 'Escape' });
    win.cleantalkModal.close();
    await testbed.settle();
    // Escape and a close with nothing open load nothing.
    expect(testbed.runtime.stats().actors).toBe(0);
    const answer = jest.fn();
    win.cleantalkModal.loaded = 'First message';
    win.cleantalkModal.open();
    win.cleantalkModal.close();
    win.cleantalkModal.confirm('Sure?', 'Really?', '', answer);
    expect(win.cleantalkModal).toMatchObject({ opened: false, loading: false });
    const events = testbed.recordEvents(['cleantalkModalClosed', 'cleantalkModalContentLoaded']);
    await testbed.settle();
    expect(testbed.runtime.stats().actors).toBe(1);
    expect(events.map((event) => event.name)).toEqual(['cleantalkModalClosed', 'cleantalkModalContentLoaded']);
    expect(screen.getByRole('dialog', { name: 'Sure?' })).toHaveTextContent('Really?');
    expect(win.cleantalkModal.opened).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await testbed.settle();
    expect(answer).toHaveBeenCalledWith(true);
    expect(win.cleantalkModal.opened).toBe(false);
  });

  it('when its code fails to load, the error is reported and nothing shows; the next call loads it again and opens', async () => {
    await start();
    const errors: RuntimeErrorInfo[] = [];
    testbed.runtime.bus.on('runtime:error', (info) => errors.push(info));
    jest.doMock('../modal-actor', () => {
      throw new Error('chunk failed to load');
    });
    win.cleantalkModal.loaded = 'Blocked';
    win.cleantalkModal.open();
    win.cleantalkModal.close();
    await testbed.settle();
    expect(errors.map((info) => [info.plugin, (info.error as Error).message])).toEqual([['anti-spam', 'chunk failed to load']]);
    expect(overlay()).toBeNull();
    expect(win.cleantalkModal).toMatchObject({ opened: false, loading: false });
    jest.dontMock('../modal-actor');
    win.cleantalkModal.open();
    await testbed.settle();
    expect(screen.getByRole('dialog')).toHaveTextContent('Blocked');
    expect(win.cleantalkModal.opened).toBe(true);
  });

  it('[SPAM-057] an answer seen by both jQuery and the request hook before the modal has loaded is shown once', async () => {
    await start(true);
    const alert = jest.fn();
    document.addEventListener('apbctAjaxBockAlert', alert);
    const answer = JSON.stringify({ apbct: { blocked: true, comment: 'Blocked twice over', stop_script: 0 } });
    jQuery(document).trigger('ajaxComplete', [{ responseText: answer }, {}]);
    jQuery(document).trigger('ajaxComplete', [{ responseText: answer }, {}]);
    await testbed.settle();
    expect(alert).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toHaveTextContent('Blocked twice over');
    document.removeEventListener('apbctAjaxBockAlert', alert);
  });

  it('[SPAM-057][SPAM-059] an apbct.blocked answer from another form shows its comment in the modal, with links made clickable', async () => {
    await start(true);
    const alert = jest.fn();
    document.addEventListener('apbctAjaxBockAlert', alert);
    const answer = JSON.stringify({ apbct: { blocked: true, comment: 'Forbidden. See https://cleantalk.org/blacklists', stop_script: 0 } });
    jQuery(document).trigger('ajaxComplete', [{ responseText: answer }, {}]);
    await testbed.settle();
    expect(document.getElementById('cleantalk-modal-content')).toHaveTextContent('Forbidden. See https://cleantalk.org/blacklists');
    expect(document.querySelector('#cleantalk-modal-content a[href="https://cleantalk.org/blacklists"]')).toHaveAttribute('target', '_blank');
    expect((alert.mock.calls[0]![0] as CustomEvent).detail).toEqual({ message: 'Forbidden. See https://cleantalk.org/blacklists' });
    document.removeEventListener('apbctAjaxBockAlert', alert);
  });

  it('[SPAM-058][SPAM-060] a data.message answer with stop_script 1 shows the message and stops page loading', async () => {
    await start(true);
    const stop = jest.spyOn(window, 'stop').mockImplementation(() => {});
    const answer = JSON.stringify({ success: false, data: { message: 'Spam is not welcome here.', stop_script: 1, integration: 'NEXForms' }, apbct: {} });
    jQuery(document).trigger('ajaxComplete', [{ responseText: answer }, {}]);
    await testbed.settle();
    expect(document.getElementById('cleantalk-modal-content')).toHaveTextContent('Spam is not welcome here.');
    expect(stop).toHaveBeenCalledTimes(1);
    stop.mockRestore();
  });

  it('[SPAM-058][SPAM-060] with stop_script, a NEXForms form is disabled and an Elfsight form shows the message under its button', async () => {
    await start(true);
    const stop = jest.spyOn(window, 'stop').mockImplementation(() => {});
    document.body.insertAdjacentHTML(
      'beforeend',
      '<form class="submit-nex-form"><button class="nex-submit">Send</button></form><div class="nex_success_message">Thanks</div>' +
        '<div class="elfsight-app-1234"><form><button type="submit" disabled>Send</button><span class="Loader__Spinner-abc">…</span></form></div>',
    );
    const send = (integration: string) =>
      jQuery(document).trigger('ajaxComplete', [{ responseText: JSON.stringify({ apbct: { blocked: true, comment: `Blocked ${integration}`, stop_script: 1, integration } }) }, {}]);
    send('NEXForms');
    await testbed.settle();
    expect(document.querySelector<HTMLElement>('.nex-submit')!.style.pointerEvents).toBe('none');
    expect(document.querySelector<HTMLElement>('.nex_success_message')).not.toBeVisible();
    send('ElfsightForm');
    await testbed.settle();
    const note = document.querySelector('.elfsight-app-1234 .apbct-elfsight-forbidden-msg')!;
    expect(note).toHaveTextContent('Blocked ElfsightForm');
    expect(note.previousElementSibling).toBe(document.querySelector('.elfsight-app-1234 button'));
    expect(document.querySelector('.elfsight-app-1234 button')).toBeEnabled();
    expect(stop).toHaveBeenCalledTimes(2);
    stop.mockRestore();
  });

  it('[SPAM-057] answers without "apbct", HTML pages and allowed answers are left alone', async () => {
    await start(true);
    for (const text of ['{"success":false,"data":{"message":"Other plugin error"}}', '<!DOCTYPE html>"apbct', '{"apbct":{"blocked":false,"comment":"ok"}}']) {
      jQuery(document).trigger('ajaxComplete', [{ responseText: text }, {}]);
    }
    await testbed.settle();
    expect(overlay()).toBeNull();
  });

  it('[SPAM-059] a block message enters as text with safe links: other markup, scripts and script links are dropped', async () => {
    await start(true);
    const comment =
      'Forbidden. <img src="x" onerror="window.hacked=1"><b>Sender</b> blacklisted: <a href="javascript:alert(1)">appeal</a>' +
      '<script>window.hacked=2</script> <a href="https://cleantalk.org/help" onclick="window.hacked=3">help</a> https://cleantalk.org/blacklists';
    jQuery(document).trigger('ajaxComplete', [{ responseText: JSON.stringify({ apbct: { blocked: true, comment } }) }, {}]);
    await testbed.settle();
    const content = document.getElementById('cleantalk-modal-content')!;
    expect(content).toHaveTextContent('Forbidden. Sender blacklisted: appeal help https://cleantalk.org/blacklists');
    expect(content.querySelector('img, b, script, [onclick], [onerror]')).toBeNull();
    // The javascript: link keeps its text, not its href.
    expect(Array.from(content.querySelectorAll('a[href]'), (a) => a.getAttribute('href'))).toEqual(['https://cleantalk.org/help', 'https://cleantalk.org/blacklists']);
    expect(content.querySelector('a[href="https://cleantalk.org/blacklists"]')).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });
});

