/**
 * A field's e-mail-exists check for the e-mail check plugin (plugin.ts): the emailCheck actor and
 * the indicator that follows it. In its own chunk with xstate, the machine, the indicator and its
 * placement: they load when the visitor enters an e-mail field, not with the plugin. The mark the
 * indicator draws on is the plugin's (./mark), so a blur before this code is in still shows it.
 */
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { ServiceValue } from '../../../kernel/services';
import { emailCheckMachine, type EmailVerdict } from '../../../machines/anti-spam/email-check';
import type { Geometry } from './geometry';
import { openEmailIndicator, type EmailIndicator } from './indicator';
import type { Mark } from './mark';
import { createPlacement } from './placement';

export type EmailCheckActor = ActorRefFrom<typeof emailCheckMachine>;

/** The field and what the check needs from its plugin. */
export interface FieldCheck {
  /** Where the input is now (./geometry). */
  measure(): Geometry;
  /** The plugin's fenced DOM writes (ctx.write). */
  write<T>(fn: () => T): T;
  /** The field's mark in the load state: the one drawn at an early blur, or drawn now. */
  mark(): Mark;
  /** Removes the field's mark. */
  unmark(): void;
  check(email: string): Promise<EmailVerdict>;
}

export interface ExistCheck {
  actor: EmailCheckActor;
  /** Moves a shown indicator with its input (scroll, resize). */
  follow(): void;
  /** Whether an indicator shows (what `follow` would move): the check took over the field's mark. */
  readonly shown: boolean;
  close(): void;
}

export function startChecker(spawn: ServiceValue<'spawn'>, field: FieldCheck): ExistCheck {
  let indicator: EmailIndicator | null = null;
  let placement: ReturnType<typeof createPlacement> | null = null;
  const close = () => {
    indicator?.close();
    indicator = null;
    field.unmark();
  };
  // At the check's start: the field's mark, then it follows the actor and the placement.
  const show = () => {
    placement ??= createPlacement(field.measure);
    placement.update();
    indicator ??= openEmailIndicator(field.mark(), actor, { placement, write: field.write });
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
