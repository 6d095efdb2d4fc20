/**
 * What Redirection for CF7 (wpcf7r-fe.js) does with the keys it merges into
 * the feedback answer, in its order: API actions, FireScript, the success
 * popup, then redirects (docs/plugins/contact-form.md#redirection-for-cf7).
 * Loaded by add-ons.ts with the first answer that carries such keys, so yup
 * and the sanitizer stay off pages whose forms never get one. The keys are
 * checked with yup (a bad one warns, naming the feedback endpoint and the
 * field, and is skipped); popup HTML enters through the audited server-HTML
 * path, scripts through the page's script runner, and a redirect only goes
 * to an http(s) or same-origin address. Delays count from the answer, so the
 * time this chunk took to arrive is not added to them.
 */
import { array, number, object, string, type InferType } from 'yup';
import { fromYup, type Warn } from '../../adapters/settings';
import { insertServerHtml } from '../../adapters/server-html';
import type { PluginContext } from '../../kernel/types';
import { POPUP_OPEN_DELAY_MS, POPUP_REMOVE_DELAY_MS } from './add-ons';
import { navigateSafely, openSafely } from '../server-urls';

const redirectAction = object({
  redirect_url: string(),
  type: string(),
  /** Seconds. */
  delay: number(),
  /** Milliseconds, the outer delay of older builds; used only when `delay` is absent. */
  delay_redirect: number(),
  form: string(),
});
export type RedirectAction = InferType<typeof redirectAction>;

const apiAction = object({ result_javascript: string(), api_response: string() });
type ApiAction = InferType<typeof apiAction>;

const popupAction = object({ 'popup-template': string(), 'template-name': string() });
type PopupAction = InferType<typeof popupAction>;

/** The add-on's keys of the feedback answer: lists of actions, absent when not configured. */
const addOnKeys = fromYup(
  object({
    api_url_request: array(apiAction),
    api_json_xml_request: array(apiAction),
    FireScript: array(string()),
    popup: array(popupAction),
    redirect_to_paypal: array(redirectAction),
    redirect: array(redirectAction),
  }),
);

/** What is left of a delay counted from the answer. */
type Since = (delayMs: number) => number;

export function redirectDelayMs(action: RedirectAction): number {
  if (action.delay !== undefined) return Math.max(0, action.delay * 1000);
  return Math.max(0, action.delay_redirect ?? 0);
}

/** Runs server script text as the add-on does, logging a failure with its words and going on. */
function runScript(ctx: PluginContext, code: string): void {
  try {
    ctx.browser.runScript(code);
  } catch (error) {
    ctx.log.error('Error handling API action:', error);
  }
}

function runApiActions(ctx: PluginContext, actions: ApiAction[]): void {
  for (const action of actions) {
    if (!action.result_javascript) continue;
    // The add-on parses api_response into window.rcf7_response for the script to read; the JSON text
    // goes in as a string literal, so only JSON.parse reads it, as in the original.
    const response = action.api_response?.trim() ? `window.rcf7_response = JSON.parse(${JSON.stringify(action.api_response)});\n` : '';
    runScript(ctx, response + action.result_javascript);
  }
}

/** A popup template without a label is named by its first heading. */
function labelByHeading(popup: HTMLElement): void {
  if (popup.hasAttribute('aria-label') || popup.hasAttribute('aria-labelledby')) return;
  const heading = popup.querySelector('h1, h2, h3, h4, h5, h6');
  if (!heading) return;
  if (!heading.id) {
    // The first free number in this document: no counter outlives the page.
    let n = 1;
    while (popup.ownerDocument.getElementById(`wpcf7r-popup-title-${n}`)) n++;
    heading.id = `wpcf7r-popup-title-${n}`;
  }
  popup.setAttribute('aria-labelledby', heading.id);
}

function openPopup(ctx: PluginContext, action: PopupAction, event: CustomEvent, since: Since): void {
  const doc = ctx.browser.document;
  const body = doc.body;
  const html = action['popup-template'];
  if (!html) return;
  ctx.bus.emit('wpcf7r-before-open-popup', event);
  const [popup] = ctx.write(() => insertServerHtml(body, html, { profile: 'popup', mode: 'append' }));
  if (!(popup instanceof HTMLElement)) return;
  ctx.bus.emit('wpcf7r-popup-appended', ctx.browser.wrap(popup));
  if (action['template-name']) body.classList.add(action['template-name']);
  if (!popup.hasAttribute('role')) popup.setAttribute('role', 'dialog');
  popup.setAttribute('aria-modal', 'true');
  labelByHeading(popup);
  const opener = doc.activeElement as HTMLElement | null;
  const closeButtons = Array.from(popup.querySelectorAll<HTMLElement>('.close-button'));

  const close = () => {
    popup.classList.remove('is-open');
    popup.classList.add('fade');
    body.classList.remove('modal-popup-open');
    opener?.focus?.();
    ctx.clock.setTimeout(() => {
      const modals = Array.from(doc.querySelectorAll('.wpcf7r-modal'));
      ctx.write(() => modals.forEach((modal) => modal.remove()));
      for (const modal of modals) ctx.bus.emit('wpcf7r-popup-removed', ctx.browser.wrap(modal));
    }, POPUP_REMOVE_DELAY_MS);
  };
  for (const button of closeButtons) ctx.listen(button, 'click', close);
  ctx.listen<KeyboardEvent>(popup, 'keydown', (keyEvent) => {
    if (keyEvent.key === 'Escape' && popup.classList.contains('is-open')) close();
  });
  ctx.clock.setTimeout(() => {
    body.classList.add('modal-popup-open');
    popup.classList.add('is-open');
    if (!popup.hasAttribute('tabindex')) popup.setAttribute('tabindex', '-1');
    (closeButtons[0] ?? popup).focus();
  }, since(POPUP_OPEN_DELAY_MS));
}

function redirect(ctx: PluginContext, action: RedirectAction, since: Since): void {
  ctx.clock.setTimeout(() => {
    const doc = ctx.browser.document;
    if (action.form) {
      ctx.write(() => insertServerHtml(doc.body, action.form!, { profile: 'redirect-form', mode: 'append' }));
      const form = doc.querySelector<HTMLFormElement>('#cf7r-result-form');
      // Through the prototype: a field named "submit" (kept, it is the site's) shadows the form's own method.
      if (form) HTMLFormElement.prototype.submit.call(form);
    } else if (action.redirect_url && action.type === 'redirect') {
      navigateSafely(ctx, action.redirect_url, 'redirect');
    } else if (action.redirect_url && action.type === 'new_tab') {
      openSafely(ctx, action.redirect_url, 'new-tab redirect');
    }
  }, since(redirectDelayMs(action)));
}

/**
 * Runs the add-on's actions of one mail_sent answer. `answeredAt` is the
 * clock's time when the answer arrived; `warn` names the feedback endpoint.
 */
export function runAddOnActions(ctx: PluginContext, event: CustomEvent, apiResponse: unknown, answeredAt: number, warn: Warn): void {
  const keys = addOnKeys.parse(apiResponse, '', warn);
  const since: Since = (delayMs) => Math.max(0, delayMs - (ctx.clock.now() - answeredAt));
  const present = <T>(list: (T | undefined)[] | undefined): T[] => (list ?? []).filter((item): item is T => item !== undefined);
  runApiActions(ctx, present(keys.api_url_request));
  runApiActions(ctx, present(keys.api_json_xml_request));
  const scripts = present(keys.FireScript);
  if (scripts.length) ctx.bus.emit('wpcf7r-handle_javascript_action', scripts);
  for (const script of scripts) runScript(ctx, script);
  for (const popup of present(keys.popup)) openPopup(ctx, popup, event, since);
  for (const action of present(keys.redirect_to_paypal)) redirect(ctx, action, since);
  const redirects = present(keys.redirect);
  if (redirects.length) ctx.bus.emit('wpcf7r-handle_redirect_action', redirects);
  for (const action of redirects) redirect(ctx, action, since);
}
