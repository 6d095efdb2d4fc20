/**
 * The location and navigator the runtime sees in a test page. Location reads
 * the live jsdom address, but navigations (assign, replace, reload, setting
 * href) are recorded instead of attempted, as jsdom cannot navigate. The
 * navigator is jsdom's, with sendBeacon going to the fake site.
 */

const LOCATION_PARTS = ['href', 'origin', 'protocol', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'] as const;

export function recordingLocation(win: Window, navigations: string[]): Location {
  const go = (url: string | URL) => void navigations.push(String(url));
  const view: Record<string, unknown> = {
    assign: go,
    replace: go,
    reload: () => go(win.location.href),
    toString: () => win.location.href,
  };
  for (const part of LOCATION_PARTS) {
    Object.defineProperty(view, part, {
      enumerable: true,
      get: () => win.location[part],
      ...(part === 'href' ? { set: go } : {}),
    });
  }
  return view as unknown as Location;
}

export function navigatorWithBeacon(win: Window, sendBeacon: Navigator['sendBeacon']): Navigator {
  return new Proxy(win.navigator, {
    get(target, key) {
      if (key === 'sendBeacon') return sendBeacon;
      // jsdom checks `this` on its getters and methods: read and call them on the real navigator.
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
