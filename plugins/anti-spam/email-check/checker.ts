/**
 * A field's e-mail-exists check for the e-mail check plugin (plugin.ts): the emailCheck actor and
 * the indicator that follows it. In its own chunk with xstate, the machine, the indicator and its
 * placement: they load when the visitor enters an e-mail field, not with the plugin, and are in by
 * the blur, so the "load" mark still shows in the blur's own task.
 */
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { PluginContext } from '../../../kernel/types';
import type { ServiceValue } from '../../../kernel/services';
import { emailCheckMachine, type EmailVerdict } from '../../../machines/anti-spam/email-check';
import { openEmailIndicator, type EmailIndicator } from './indicator';
import { createPlacement, geometryOf } from './placement';

export type EmailCheckActor = ActorRefFrom<typeof emailCheckMachine>;

/** The field and what the check needs from its plugin. */
export interface FieldCheck {
  input: HTMLInputElement;
  browser: PluginContext['browser'];
  /** The plugin's fenced DOM writes (ctx.write). */
  write<T>(fn: () => T): T;
  /** The indicator's number on the page, given when it first shows. */
  index(): number;
  check(email: string): Promise<EmailVerdict>;
}

export interface ExistCheck {
  actor: EmailCheckActor;
  /** Moves a shown indicator with its input (scroll, resize). */
  follow(): void;
  /** Whether an indicator shows (what `follow` would move). */
  readonly shown: boolean;
  close(): void;
}

export function startChecker(spawn: ServiceValue<'spawn'>, field: FieldCheck): ExistCheck {
  const { input, browser } = field;
  let indicator: EmailIndicator | null = null;
  let placement: ReturnType<typeof createPlacement> | null = null;
  const close = () => {
    indicator?.close();
    indicator = null;
  };
  // Drawn in the blur's own task (the code is in), then it follows the actor and the placement.
  const show = () => {
    placement ??= createPlacement(() => geometryOf(input, browser));
    placement.update();
    if (indicator) return;
    const host = input.parentElement?.parentElement ?? browser.document.body;
    indicator = openEmailIndicator(host, actor, { placement, index: field.index(), write: field.write });
  };
  const actor: EmailCheckActor = spawn(
    emailCheckMachine.provide({
      actions: { show, clear: close },
      actors: {
        check: fromPromise<EmailVerdict, { email: string }>(({ input: { email } }) => field.check(email)),
      },
    }),
  );
  return {
    actor,
    follow: () => placement?.update(),
    get shown() {
      return indicator !== null;
    },
    close,
  };
}
