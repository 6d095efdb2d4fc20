/**
 * Runs script text a server answer carries where the protocol requires it
 * (Redirection for CF7's FireScript and API actions, which the original runs
 * with eval). Global scope, like an indirect eval; errors are thrown to the
 * caller, which decides how to report them. Nothing else may run server code.
 */
import type { Environment } from './environment';

export function runServerScript(env: Environment, code: string): unknown {
  const globalEval = env.window.eval;
  return globalEval(code);
}
