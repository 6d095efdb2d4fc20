import { createBeacon } from '../../../adapters/beacon';
import { testEnvironment } from '../../support';

const navigatorWith = (sendBeacon?: jest.Mock) => () => ({ sendBeacon }) as unknown as Navigator;

describe('beacon', () => {
  it('uses navigator.sendBeacon when it accepts the payload, and does not fetch', () => {
    const sendBeacon = jest.fn().mockReturnValue(true);
    const fetch = jest.fn();
    const beacon = createBeacon(testEnvironment({ navigator: navigatorWith(sendBeacon), fetch }));
    const body = new URLSearchParams({ action: 'log_dlm_xhr_download' });
    expect(beacon.send('/wp-admin/admin-ajax.php', body)).toBe(true);
    expect(sendBeacon).toHaveBeenCalledWith('/wp-admin/admin-ajax.php', body);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive POST fetch when sendBeacon returns false', () => {
    const fetch = jest.fn().mockResolvedValue(new Response(''));
    const beacon = createBeacon(testEnvironment({ navigator: navigatorWith(jest.fn().mockReturnValue(false)), fetch }));
    expect(beacon.send('/log', 'payload')).toBe(true);
    expect(fetch).toHaveBeenCalledWith('/log', expect.objectContaining({ method: 'POST', keepalive: true, body: 'payload' }));
  });

  it('falls back to fetch when sendBeacon is missing or throws', () => {
    for (const navigator of [navigatorWith(undefined), navigatorWith(jest.fn(() => { throw new TypeError('bad'); }))]) {
      const fetch = jest.fn().mockResolvedValue(new Response(''));
      expect(createBeacon(testEnvironment({ navigator, fetch })).send('/log', 'x')).toBe(true);
      expect(fetch).toHaveBeenCalledTimes(1);
    }
  });

  it('swallows a failed fallback fetch and reports it with console.debug only', async () => {
    const fetch = jest.fn().mockRejectedValue(new TypeError('offline'));
    const env = testEnvironment({ navigator: navigatorWith(undefined), fetch });
    expect(createBeacon(env).send('/log', 'x')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(env.console.debug).toHaveBeenCalled();
    expect(env.console.error).not.toHaveBeenCalled();
  });

  it('returns false when nothing could be queued', () => {
    const fetch = jest.fn(() => {
      throw new TypeError('no fetch');
    });
    expect(createBeacon(testEnvironment({ navigator: navigatorWith(undefined), fetch })).send('/log', 'x')).toBe(false);
  });
});
