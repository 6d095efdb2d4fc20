/**
 * What Redirection for CF7 (wpcf7r-fe.js) does on wpcf7mailsent with the keys
 * it merges into the feedback answer, in its order: API actions, FireScript,
 * the success popup, then redirects. Popup HTML enters through the audited
 * server-HTML path; scripts through the one script runner.
 */
import { asJQuery } from '../../adapters/jquery';
import { runServerScript } from '../../adapters/run-script';
import { insertServerHtml } from '../../adapters/server-html';
import type { PluginContext } from '../../kernel/types';

/** The popup opens this long after it is appended. */
export const POPUP_OPEN_DELAY_MS = 1000;
/** After its close button, every popup is removed this much later (the fade has run). */
export const POPUP_REMOVE_DELAY_MS = 4000;

export interface RedirectAction {
  redirect_url?: string;
  type?: string;
  /** Seconds. */
  delay?: number | string;
  /** Milliseconds, the outer delay of older builds; used only when `delay` is absent. */
  delay_redirect?: number | string;
  form?: string;
}

interface ApiAction {
  result_javascript?: unknown;
  api_response?: unknown;
}

interface PopupAction {
  'popup-template'?: string;
  'template-name'?: string;
}

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

export function redirectDelayMs(action: RedirectAction): number {
  const seconds = Number(action.delay);
  if (action.delay !== undefined && Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const ms = Number(action.delay_redirect);
  return Number.isFinite(ms) ? Math.max(0, ms) : 0;
}

function runApiActions(ctx: PluginContext, actions: ApiAction[]): void {
  for (const action of actions) {
    if (typeof action.result_javascript !== 'string' || action.result_javascript === '') continue;
    try {
      if (typeof action.api_response === 'string' && action.api_response.trim() !== '') {
        (ctx.env.window as unknown as { rcf7_response: unknown }).rcf7_response = JSON.parse(action.api_response);
      }
      runServerScript(ctx.env, action.result_javascript);
    } catch (error) {
      ctx.env.console.error('Error handling API action:', error);
    }
  }
}

function runScripts(ctx: PluginContext, scripts: unknown[]): void {
  for (const script of scripts) {
    if (typeof script !== 'string') continue;
    try {
      runServerScript(ctx.env, script);
    } catch (error) {
      ctx.env.console.error('Error handling API action:', error);
    }
  }
}

let popupSerial = 0;

/** A popup template without a label is named by its first heading. */
function labelByHeading(popup: HTMLElement): void {
  if (popup.hasAttribute('aria-label') || popup.hasAttribute('aria-labelledby')) return;
  const heading = popup.querySelector('h1, h2, h3, h4, h5, h6');
  if (!heading) return;
  heading.id ||= `wpcf7r-popup-title-${++popupSerial}`;
  popup.setAttribute('aria-labelledby', heading.id);
}

function openPopup(ctx: PluginContext, action: PopupAction, event: CustomEvent): void {
  const body = ctx.env.document.body;
  const html = action['popup-template'];
  if (typeof html !== 'string' || html === '') return;
  ctx.bus.emit('wpcf7r-before-open-popup', event);
  const [popup] = ctx.write(() => insertServerHtml(body, html, { profile: 'popup', mode: 'append' }));
  if (!(popup instanceof ctx.env.window.HTMLElement)) return;
  ctx.bus.emit('wpcf7r-popup-appended', asJQuery(ctx.env, popup));
  if (action['template-name']) body.classList.add(action['template-name']);
  if (!popup.hasAttribute('role')) popup.setAttribute('role', 'dialog');
  popup.setAttribute('aria-modal', 'true');
  labelByHeading(popup);
  const opener = ctx.env.document.activeElement as HTMLElement | null;
  const closeButtons = Array.from(popup.querySelectorAll<HTMLElement>('.close-button'));

  const close = () => {
    popup.classList.remove('is-open');
    popup.classList.add('fade');
    body.classList.remove('modal-popup-open');
    opener?.focus?.();
    ctx.clock.setTimeout(() => {
      const modals = Array.from(ctx.env.document.querySelectorAll('.wpcf7r-modal'));
      ctx.write(() => modals.forEach((modal) => modal.remove()));
      for (const modal of modals) ctx.bus.emit('wpcf7r-popup-removed', asJQuery(ctx.env, modal));
    }, POPUP_REMOVE_DELAY_MS);
  };
  for (const button of closeButtons) ctx.listen(button, 'click', close);
  ctx.listen<KeyboardEvent>(popup, 'keydown', (event) => {
    if (event.key === 'Escape' && popup.classList.contains('is-open')) close();
  });
  ctx.clock.setTimeout(() => {
    body.classList.add('modal-popup-open');
    popup.classList.add('is-open');
    if (!popup.hasAttribute('tabindex')) popup.setAttribute('tabindex', '-1');
    (closeButtons[0] ?? popup).focus();
  }, POPUP_OPEN_DELAY_MS);
}

function redirect(ctx: PluginContext, action: RedirectAction): void {
  ctx.clock.setTimeout(() => {
    if (typeof action.form === 'string' && action.form !== '') {
      ctx.write(() => insertServerHtml(ctx.env.document.body, action.form!, { profile: 'redirect-form', mode: 'append' }));
      ctx.env.document.querySelector<HTMLFormElement>('#cf7r-result-form')?.submit();
    } else if (action.redirect_url && action.type === 'redirect') {
      ctx.env.location().assign(action.redirect_url);
    } else if (action.redirect_url && action.type === 'new_tab') {
      ctx.env.window.open(action.redirect_url);
    }
  }, redirectDelayMs(action));
}

export function bindAddOns(form: HTMLFormElement, ctx: PluginContext): void {
  ctx.listen<CustomEvent>(form, 'wpcf7invalid', (event) => ctx.bus.emit('wpcf7r-invalid', event));
  ctx.listen<CustomEvent<{ apiResponse?: Record<string, unknown> }>>(form, 'wpcf7mailsent', (event) => {
    ctx.bus.emit('wpcf7r-mailsent', event);
    const response = event.detail?.apiResponse;
    if (!response) return;
    runApiActions(ctx, listOf<ApiAction>(response.api_url_request));
    runApiActions(ctx, listOf<ApiAction>(response.api_json_xml_request));
    const scripts = listOf(response.FireScript);
    if (scripts.length) ctx.bus.emit('wpcf7r-handle_javascript_action', scripts);
    runScripts(ctx, scripts);
    for (const popup of listOf<PopupAction>(response.popup)) openPopup(ctx, popup, event);
    for (const action of listOf<RedirectAction>(response.redirect_to_paypal)) redirect(ctx, action);
    const redirects = listOf<RedirectAction>(response.redirect);
    if (redirects.length) ctx.bus.emit('wpcf7r-handle_redirect_action', redirects);
    for (const action of redirects) redirect(ctx, action);
  });
}
