/**
 * A field's emailCheck actor for the e-mail check (plugin.ts), in its own
 * chunk with xstate and the machine: they load when the visitor enters an
 * e-mail field, not with the plugin.
 */
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { ServiceValue } from '../../../kernel/services';
import { emailCheckMachine, type EmailVerdict } from '../../../machines/anti-spam/email-check';

export type EmailCheckActor = ActorRefFrom<typeof emailCheckMachine>;

/** What the machine's actions and its check do on the page. */
export interface CheckWork {
  /** A check starts: the field's indicator shows (or stays), following `actor`. */
  show(actor: EmailCheckActor): void;
  clear(): void;
  check(email: string): Promise<EmailVerdict>;
}

export function startChecker(spawn: ServiceValue<'spawn'>, work: CheckWork): EmailCheckActor {
  const actor: EmailCheckActor = spawn(
    emailCheckMachine.provide({
      actions: {
        show: () => work.show(actor),
        clear: () => work.clear(),
      },
      actors: {
        check: fromPromise<EmailVerdict, { email: string }>(({ input: { email } }) => work.check(email)),
      },
    }),
  );
  return actor;
}
