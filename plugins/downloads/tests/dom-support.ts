/**
 * DOM-test rig for the downloads plugin: the original link markup, the page
 * globals, and an environment whose fetch, location, beacon and long timers
 * the test controls. Timers of 1 s and more wait for `advance`; shorter ones run.
 */
import { browserEnvironment, type Environment } from '../../../adapters/environment';
import type { Runtime } from '../../../kernel/runtime';
import { loadMarkup } from '../../../test/support/fixtures';
import { runtimeWith, settle } from '../../../test/support/harness';
import { downloadLinks } from '../definition';

export const AJAX = '/wp-admin/admin-ajax.php';

export type Route = (url: string, init: RequestInit) => Response | Promise<Response>;

/** A body that arrives in `parts` chunks, so progress has steps to show. */
export function fileResponse(bytes: Uint8Array, headers: Record<string, string>, parts = 4, status = 200, statusText = 'OK'): Response {
  const size = Math.ceil(bytes.length / parts);
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
  return new Response(bytes.length ? body : null, { status, statusText, headers });
}

export function bytesOf(n: number): Uint8Array {
  return Uint8Array.from({ length: n }, (_, i) => (i * 7) % 251);
}

export interface Rig {
  runtime: Runtime;
  requests: { url: string; init: RequestInit }[];
  beacons: { url: string; body: string }[];
  keepalives: { url: string; body: string }[];
  navigations: string[];
  saved: { name: string; bytes: Uint8Array }[];
  link(id: number): HTMLAnchorElement;
  advance(ms: number): void;
  beaconRefuses(): void;
  /** Waits for the machine, and for the beacons and saved files to be read. */
  finished(): Promise<void>;
}

async function textOf(body: unknown): Promise<string> {
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(body as Blob);
  });
}

async function bytesOfBlob(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
}

export async function rig(route: Route, globals: Record<string, unknown> = {}): Promise<Rig> {
  loadMarkup('downloads/links.html');
  const win = window as unknown as Record<string, unknown>;
  Object.assign(win, {
    dlmXHR: { xhr_links: { class: ['download-link', 'download-button'] }, prevent_duplicates: true, ajaxUrl: AJAX },
    dlmXHRGlobalLinks: 'http://localhost/download/',
    dlmNonXHRGlobalLinks: [],
    dlmXHRProgress: '1',
    dlmXHRgif: '/wp-includes/images/spinner.gif',
    dlmXHRtranslations: {
      error: 'An error occurred while trying to download the file. Please try again.',
      not_found: 'Download does not exist.',
      access_denied: 'Access denied. You do not have permission to download this file.',
    },
    ...globals,
  });
  const base = browserEnvironment(window as Window & typeof globalThis);
  const out = {
    requests: [] as Rig['requests'],
    beacons: [] as Rig['beacons'],
    keepalives: [] as Rig['keepalives'],
    navigations: [] as string[],
    saved: [] as Rig['saved'],
  };
  const pending: { due: number; fn: () => void; id: number }[] = [];
  let now = 0;
  let nextId = 1;
  let refuse = false;
  const reading: Promise<void>[] = [];

  const env: Environment = {
    ...base,
    timers: {
      ...base.timers,
      setTimeout: (fn, ms) => {
        if (ms < 1000) return base.timers.setTimeout(fn, ms);
        const id = 100000 + nextId++;
        pending.push({ due: now + ms, fn, id });
        return id;
      },
      clearTimeout: (id) => {
        const at = pending.findIndex((t) => t.id === id);
        if (at >= 0) pending.splice(at, 1);
        else base.timers.clearTimeout(id);
      },
    },
    fetch: (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      if (init.keepalive) {
        reading.push(textOf(init.body).then((body) => void out.keepalives.push({ url, body })));
        return new Response('');
      }
      out.requests.push({ url, init });
      return route(url, init);
    }) as typeof fetch,
    location: () => ({ href: 'http://localhost/downloads/', assign: (url: string) => void out.navigations.push(url) }) as unknown as Location,
    navigator: () =>
      ({
        userAgent: 'jsdom',
        sendBeacon: (url: string, body: Blob) => {
          if (refuse) return false;
          reading.push(textOf(body).then((text) => void out.beacons.push({ url, body: text })));
          return true;
        },
      }) as unknown as Navigator,
  };

  let blobs = 0;
  const stored = new Map<string, Blob>();
  Object.assign(window.URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:http://localhost/${++blobs}`;
      stored.set(url, blob);
      return url;
    },
    revokeObjectURL: (url: string) => void stored.delete(url),
  });
  const click = HTMLAnchorElement.prototype.click;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = stored.get(this.href);
    if (!blob) return click.call(this);
    reading.push(bytesOfBlob(blob).then((bytes) => void out.saved.push({ name: this.download, bytes })));
  });

  const runtime = runtimeWith([downloadLinks], env);
  runtime.start();
  await settle();
  return {
    runtime,
    ...out,
    link: (id) => document.getElementById(`download-link-${id}`) as HTMLAnchorElement,
    advance(ms) {
      now += ms;
      for (const timer of pending.filter((t) => t.due <= now).sort((a, b) => a.due - b.due)) {
        pending.splice(pending.indexOf(timer), 1);
        timer.fn();
      }
    },
    beaconRefuses: () => void (refuse = true),
    async finished() {
      await settle(10);
      await Promise.all(reading);
      await settle(2);
    },
  };
}

export function fields(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}
