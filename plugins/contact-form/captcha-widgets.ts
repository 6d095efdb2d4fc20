/**
 * Third-party captcha widgets in a form hold a one-time token that a spam,
 * mail_sent or mail_failed answer has used up: each is reset so the next
 * submission gets a fresh one (Turnstile's `turnstile.reset(element)`,
 * reCAPTCHA v2's `grecaptcha.reset(widgetId)`).
 */
import type { PluginContext } from '../../kernel/types';

/** API statuses after which the widgets' tokens are spent. */
export const CAPTCHA_RESET_STATUSES = new Set(['spam', 'mail_sent', 'mail_failed']);

interface WidgetApi {
  reset(widget?: unknown): void;
}

const apiOf = (ctx: PluginContext, name: 'turnstile' | 'grecaptcha'): WidgetApi | undefined => {
  const api = ctx.global(name) as Partial<WidgetApi> | undefined;
  return api && typeof api.reset === 'function' ? (api as WidgetApi) : undefined;
};

export function resetCaptchaWidgets(ctx: PluginContext, form: HTMLFormElement): void {
  const turnstile = apiOf(ctx, 'turnstile');
  for (const widget of Array.from(form.querySelectorAll('.cf-turnstile'))) turnstile?.reset(widget);
  const grecaptcha = apiOf(ctx, 'grecaptcha');
  for (const widget of Array.from(form.querySelectorAll<HTMLElement>('.g-recaptcha'))) {
    // reCAPTCHA v2 knows widgets by the id render() returned; sites keep it in data-widget-id, else the first widget is meant.
    grecaptcha?.reset(widget.dataset.widgetId === undefined ? undefined : Number(widget.dataset.widgetId));
  }
}
