/**
 * A CF7 page in jsdom for DOM tests: the markup fixture, the wpcf7 global, and
 * a fetch that answers CF7's REST routes from a table and records each call.
 */
import { browserEnvironment, type Environment } from '../../../adapters/environment';
import { loadMarkup } from '../../../test/support/fixtures';
import { runtimeWith, settle } from '../../../test/support/harness';
import type { Runtime } from '../../../kernel/runtime';
import { contactForm } from '../definition';
import { FORMS } from '../../../fixtures/server/routes/contact-form.mjs';

export interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: FormData;
}

export type Answer = Response | Promise<Response> | (() => Response | Promise<Response>);
export type Routes = Record<string, Answer>;

export const jsonAnswer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const ROOT = 'http://localhost/wp-json/';

/** The schema the reference server gives for a demo form. */
export const schemaOf = (id: number) => ({ version: 'Contact Form 7 SWV Schema 2024-10', locale: 'en_US', rules: FORMS[id]!.rules });

export interface Cf7Page {
  runtime: Runtime;
  calls: Call[];
  routes: Routes;
  env: Environment;
  form: HTMLFormElement;
  /** What the runtime warned about on the console, each call's arguments joined by spaces. */
  warnings: string[];
  /** Where the runtime sent the browser (location.assign). */
  navigations: string[];
  field(name: string): HTMLInputElement;
}

/** Loads a markup fixture, prints `wpcf7` (unless told otherwise) and starts the runtime with the contact-form plugin. */
export async function openCf7Page(markup: string, routes: Routes, options: { wpcf7?: unknown; env?: Partial<Environment>; prepare?: () => void } = {}): Promise<Cf7Page> {
  loadMarkup(markup);
  options.prepare?.();
  const win = window as unknown as Record<string, unknown>;
  if ('wpcf7' in options) win.wpcf7 = options.wpcf7;
  else win.wpcf7 = { api: { root: ROOT, namespace: 'contact-form-7/v1' } };
  const calls: Call[] = [];
  const fetchMock = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    calls.push({ method, url, headers, body: init.body instanceof FormData ? init.body : undefined });
    const path = new URL(url, 'http://localhost/').pathname.replace('/wp-json/contact-form-7/v1/', '');
    const answer = routes[`${method} ${path}`];
    if (!answer) return new Response('{"code":"rest_no_route"}', { status: 404 });
    return typeof answer === 'function' ? answer() : answer;
  };
  const warnings: string[] = [];
  const navigations: string[] = [];
  const base = browserEnvironment(window as Window & typeof globalThis);
  const env: Environment = {
    ...base,
    fetch: fetchMock as typeof fetch,
    console: { ...base.console, warn: (...args: unknown[]) => void warnings.push(args.map(String).join(' ')) },
    location: () => ({ ...window.location, assign: (url: string | URL) => void navigations.push(String(url)) }) as Location,
    ...options.env,
  };
  const runtime = runtimeWith([contactForm], env);
  runtime.start();
  await settle(10);
  const form = document.querySelector<HTMLFormElement>('.wpcf7 > form')!;
  return {
    runtime,
    calls,
    routes,
    env,
    form,
    warnings,
    navigations,
    field: (name) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!,
  };
}

/** Events of these names fired on the document, in order, with their detail. */
export function recordEvents(names: string[]): { name: string; detail: Record<string, unknown> }[] {
  const seen: { name: string; detail: Record<string, unknown> }[] = [];
  for (const name of names) document.addEventListener(name, (event) => seen.push({ name, detail: (event as CustomEvent).detail }));
  return seen;
}

export async function submit(page: Cf7Page): Promise<void> {
  page.form.querySelector<HTMLInputElement>('.wpcf7-submit')!.click();
  await settle(10);
}

export function fillContact(page: Cf7Page, values: Partial<Record<string, string>> = {}): void {
  const all = { 'your-name': 'Ada Lovelace', 'your-email': 'ada@example.com', 'your-subject': 'Engines', 'your-message': 'About the analytical engine.', ...values };
  for (const [name, value] of Object.entries(all)) page.field(name).value = value!;
  const consent = page.field('your-consent');
  consent.checked = true;
  // The acceptance gate re-checks on change, as it does when the visitor ticks the box.
  consent.dispatchEvent(new Event('change', { bubbles: true }));
}
