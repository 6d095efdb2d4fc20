/**
 * Shared by the anti-spam DOM tests: CleanTalk's globals as the page prints
 * them, a fake site answering the plugin's REST/admin-ajax calls (recording
 * every request's fields), and a runtime over jsdom with fake timers.
 */
import { browserEnvironment, type Environment, type TimerApi } from '../../../adapters/environment';
import { loadMarkup } from '../../../test/support/fixtures';
import { runtimeWith } from '../../../test/support/harness';
import type { Runtime } from '../../../kernel/runtime';
import type { PluginDefinition } from '../../../kernel/types';

export const FUNCTIONS = {
  _ajax_nonce: 'aaaaaaaaaa',
  _rest_nonce: 'bbbbbbbbbb',
  _ajax_url: '/wp-admin/admin-ajax.php',
  _rest_url: 'http://localhost/wp-json/',
  data__cookies_type: 'native',
  data__ajax_type: 'rest',
  bot_detector_enabled: '0',
  cookiePrefix: '',
  host_url: 'localhost',
  text__ee_click_to_select: 'Click to select the whole data',
  text__ee_original_email: 'The complete one is',
  text__ee_got_it: 'Got it',
  text__ee_blocked: 'Blocked',
  text__ee_cannot_connect: 'Cannot connect',
  text__ee_cannot_decode: 'Can not decode email. Unknown reason',
  text__ee_email_decoder: 'CleanTalk email decoder',
  text__ee_wait_for_decoding: 'The magic is on the way!',
  text__ee_decoding_process: 'Please wait a few seconds while we decode the contact data.',
};

export const PUBLIC = {
  settings__forms__search_test: '1',
  bot_detector_enabled: '0',
  settings__sfw__anti_crawler: '0',
  pixel__setting: '0',
  pixel__enabled: false,
  pixel__url: '',
  data__email_check_before_post: '1',
  data__email_check_exist_post: '1',
  data__cookies_type: 'native',
  data__key_is_ok: '1',
  data__visible_fields_required: true,
  wl_brandname: 'Anti-Spam by CleanTalk',
  ct_checkjs_key: '1203917442',
  emailEncoderPassKey: '5f2c1e0b9a7d4c3e8b6a1f0d2c4e6a8b',
};

export function setGlobals(functions: Record<string, unknown> = {}, pub: Record<string, unknown> = {}): void {
  const win = window as unknown as Record<string, unknown>;
  win.ctPublicFunctions = { ...FUNCTIONS, ...functions };
  win.ctPublic = { ...PUBLIC, ...pub };
}

export function clearGlobals(): void {
  const win = window as unknown as Record<string, unknown>;
  delete win.ctPublicFunctions;
  delete win.ctPublic;
  delete win.cleantalkModal;
}

export interface Sent {
  url: string;
  /** REST route after the namespace, or the admin-ajax action. */
  name: string;
  headers: Record<string, string>;
  fields: Record<string, string>;
}

export type Answer = { status?: number; body: unknown } | (() => Promise<never>);

/** A site for the plugin's calls: answers by route/action name, records what was sent. */
export function fakeSite(answers: Record<string, Answer | ((sent: Sent) => Answer)>) {
  const sent: Sent[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), window.location.href), init);
    const url = request.url;
    const fields: Record<string, string> = {};
    if (init?.body instanceof FormData) for (const [k, v] of init.body.entries()) fields[k] = String(v);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => (headers[key] = value));
    const name = fields.action ?? url.replace(/^.*cleantalk-antispam\/v1\//, '').replace(/\?.*$/, '');
    const record = { url, name, headers, fields };
    sent.push(record);
    const entry = answers[name];
    const answer = typeof entry === 'function' && entry.length === 1 ? (entry as (s: Sent) => Answer)(record) : (entry as Answer | undefined);
    if (!answer) return new Response('0', { status: 400 });
    if (typeof answer === 'function') return answer();
    const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(body, { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  return { fetch, sent };
}

/**
 * Timers the runtime alone runs on, moved by hand: plugin timers, machine
 * delays and http time-outs follow `advance`, while React and dynamic imports
 * keep real time (Jest's fake timers would stall React's scheduler).
 */
export function manualTimers(start = Date.now()): TimerApi & { advance(ms: number): Promise<void> } {
  let now = start;
  let serial = 0;
  const due = new Map<number, { at: number; fn: () => void; every?: number }>();
  const add = (fn: () => void, ms: number, every?: number) => {
    const id = ++serial;
    due.set(id, { at: now + Math.max(0, ms), fn, every });
    return id;
  };
  const clear = (id: number) => void due.delete(id);
  return {
    setTimeout: (fn, ms) => add(fn, ms),
    clearTimeout: clear,
    setInterval: (fn, ms) => add(fn, ms, Math.max(1, ms)),
    clearInterval: clear,
    requestAnimationFrame: (fn) => add(() => fn(now), 16),
    cancelAnimationFrame: clear,
    now: () => now,
    async advance(ms) {
      const end = now + ms;
      for (;;) {
        await realTurns(2);
        const next = [...due.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
        if (!next) break;
        const [id, timer] = next;
        now = timer.at;
        if (timer.every) timer.at += timer.every;
        else due.delete(id);
        timer.fn();
      }
      now = end;
      await realTurns(3);
    },
  };
}

const realTurns = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise<void>((resolve) => setTimeout(resolve, 1));
};

export type TestEnv = Environment & {
  console: Record<'error' | 'warn' | 'info' | 'debug', jest.Mock>;
  timers: ReturnType<typeof manualTimers>;
};

export function quietEnvironment(fetch: typeof globalThis.fetch): TestEnv {
  const console = { error: jest.fn(), warn: jest.fn(), info: jest.fn(), debug: jest.fn() };
  return { ...browserEnvironment(window as Window & typeof globalThis), fetch, console, timers: manualTimers() };
}

let current: TestEnv | null = null;

/** Loads the globals tag (CleanTalk's own unless told) and markup fixtures, starts a runtime with the given plugins. */
export async function startPage(
  markup: string[],
  definitions: PluginDefinition[],
  env: Environment,
  extraHtml = '',
  globalsTag = 'anti-spam/globals.html',
): Promise<Runtime> {
  loadMarkup(globalsTag);
  const globalsTags = document.body.innerHTML;
  document.body.innerHTML = globalsTags + markup.map(readMarkup).join('\n') + extraHtml;
  current = env as TestEnv;
  const runtime = runtimeWith(definitions, env);
  runtime.start();
  await tick();
  return runtime;
}

function readMarkup(name: string): string {
  loadMarkup(name);
  return document.body.innerHTML;
}

/** Moves the page's clock by `ms` and lets promises, imports and React commits run. */
export async function tick(ms = 0): Promise<void> {
  if (!current) throw new Error('startPage first');
  await current.timers.advance(ms);
  await realTurns(4);
}

/** jQuery 3.7 (a dev dependency, untyped here): only what the tests call. */
export interface JQueryForTests {
  (target: unknown): { trigger(type: string, args?: unknown[]): unknown };
  ajax(settings: Record<string, unknown>): unknown;
}
export const jQuery = require('jquery') as JQueryForTests;
