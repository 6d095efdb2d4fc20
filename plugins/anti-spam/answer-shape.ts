/**
 * Server answers checked whole against their yup schemas. Unlike fromYup
 * (adapters/settings.ts), which fills a bad field with its default, one bad
 * field here makes the whole answer unusable: a decode row without is_allowed
 * or an e-mail verdict without its result means nothing. A bad shape is the
 * server's doing, not the visitor's: it warns once per endpoint and field
 * through the shared answer warnings, and the caller goes on with its fallback.
 */
import { ValidationError, type Schema } from 'yup';
import { answerWarnings, type Warn } from '../../adapters/settings';
import type { PluginContext } from '../../kernel/types';

/** The answer cast to its schema (defaults filled), or null when it has a bad field. */
export type AnswerReader = <T>(schema: Schema<T>, answer: unknown) => T | null;

/**
 * Checks `answer` against `schema`; each bad field goes to `warn` (an empty
 * path names the whole answer). Fields the schema does not name are dropped.
 */
export function checkAnswer<T>(schema: Schema<T>, answer: unknown, warn: Warn): T | null {
  try {
    return schema.validateSync(answer, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const problem of error.inner.length ? error.inner : [error]) warn(problem.path ?? '', problem.message);
    return null;
  }
}

/** A reader for `endpoint`'s answers whose warnings name the endpoint and the field, each once per plugin scope. */
export function answerReader(ctx: PluginContext, endpoint: string): AnswerReader {
  const warnFor = ctx.scope.get('answer-warnings', (scope) => answerWarnings((message) => scope.log.warn(message)));
  const warn = warnFor(endpoint, 'the answer is not used');
  return (schema, answer) => checkAnswer(schema, answer, warn);
}
