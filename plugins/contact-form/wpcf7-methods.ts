/**
 * The methods CF7's index.js adds to `window.wpcf7` at DOMContentLoaded: `init`, `submit`, `reset`,
 * `validate` and the `schemas` map. Other scripts call them, and CF7's own modules lean on them: its
 * reCAPTCHA v3 module wraps `wpcf7.submit` to fetch a fresh token before each send, its Stripe module
 * will not show the card field without it. The definition's call queues stand for the four methods from
 * boot (before those modules look); the first form's mount serves them for every form on the page.
 */
import type { PluginContext } from '../../kernel/types';
import type { SwvSchema } from './swv.mjs';

/** What the page's methods do to one bound form. */
export interface FormMethods {
  submit(submitter: unknown): void;
  reset(): void;
  validate(target: Element | undefined): void;
}

export interface PageMethods {
  /** The bound forms, by element: the methods take the form as their first argument. */
  forms: Map<HTMLFormElement, FormMethods>;
  /** `wpcf7.schemas`: each form id's validation schema once it has arrived (undefined until then). */
  schemas: Map<number, SwvSchema | undefined>;
}

type Options = { submitter?: unknown; target?: Element } | undefined;

export const pageMethods = (ctx: PluginContext): PageMethods =>
  ctx.scope.get('wpcf7-methods', (scoped) => {
    const forms = new Map<HTMLFormElement, FormMethods>();
    const of = (form: unknown) => forms.get(form as HTMLFormElement);
    // Every form is bound as it arrives in the page, with or without this call; binding it twice would send twice.
    scoped.publish('wpcf7.init', () => undefined);
    scoped.publish('wpcf7.submit', (form: unknown, options?: Options) => of(form)?.submit(options?.submitter));
    scoped.publish('wpcf7.reset', (form: unknown) => of(form)?.reset());
    scoped.publish('wpcf7.validate', (form: unknown, options?: Options) => of(form)?.validate(options?.target));
    const printed = (scoped.global('wpcf7') as { schemas?: unknown } | null | undefined)?.schemas;
    const schemas = printed instanceof Map ? (printed as PageMethods['schemas']) : new Map<number, SwvSchema | undefined>();
    scoped.publish('wpcf7.schemas', schemas);
    return { forms, schemas };
  });

/**
 * Runs the page's `wpcf7[method](form, options)`, as CF7's own listeners do, so a wrapper another script
 * put there runs too; `own` where the page has no such method.
 */
export function throughPage(ctx: PluginContext, method: 'submit' | 'reset' | 'validate', form: HTMLFormElement, options: Options, own: () => void): void {
  const page = ctx.global('wpcf7') as Record<string, unknown> | null | undefined;
  const fn = page?.[method];
  if (typeof fn === 'function') fn.call(page, form, options);
  else own();
}
