/**
 * CF7's `window.swv` as its add-ons use it: they add rules to `swv.validators` at DOMContentLoaded (a
 * conditional rule that calls the built-in its `condition` names) and wrap each rule's check with
 * `swv.use(middleware)` (to skip fields a condition hides). The definition's page objects make
 * `swv.validators` before those scripts look and its call queue holds `swv.use` calls; the first form's
 * mount serves them, and each change-time check runs the page's validators through the page's middleware.
 */
import type { PluginContext } from '../../kernel/types';
import type { Middleware } from './swv.mjs';

export interface PageSwv {
  /** `swv.validators`: the built-in rules join it at the first check, where a script has not put its own. */
  readonly validators: Record<string, unknown>;
  /** What `swv.use` was given, in order. */
  readonly middleware: Middleware[];
  /** A page validator or middleware that threw something other than a rule's failure. */
  failed(error: unknown): void;
}

export const pageSwv = (ctx: PluginContext): PageSwv =>
  ctx.scope.get('swv-page', (scoped) => {
    const middleware: Middleware[] = [];
    scoped.publish('swv.use', (added: unknown) => {
      if (typeof added === 'function') middleware.push(added as Middleware);
    });
    const printed = (scoped.global('swv') as { validators?: unknown } | null | undefined)?.validators;
    const validators = printed !== null && typeof printed === 'object' ? (printed as Record<string, unknown>) : {};
    return { validators, middleware, failed: (error) => scoped.report(error) };
  });

/** Puts each built-in validator in `page.validators` where the name is free. */
export function joinBuiltIns(page: PageSwv, builtIns: Record<string, unknown>): void {
  for (const [name, validator] of Object.entries(builtIns)) if (page.validators[name] === undefined) page.validators[name] = validator;
}
