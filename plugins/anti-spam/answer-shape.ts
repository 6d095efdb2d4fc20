/**
 * Server answers checked against their yup schemas. A bad shape is the
 * server's doing, not the visitor's: it warns once per endpoint and field for
 * the plugin's life on the page, and the caller goes on with its fallback.
 */
import { ValidationError, type Schema } from 'yup';
import type { PluginContext } from '../../kernel/types';

/** The answer cast to its schema (defaults filled), or null when it has a bad field. */
export type AnswerReader = <T>(schema: Schema<T>, answer: unknown) => T | null;

export type FieldWarning = (field: string, problem: string) => void;

/**
 * Checks `answer` against `schema`; each bad field goes to `warn` (an empty
 * field names the whole answer). Fields the schema does not name are dropped.
 */
export function checkAnswer<T>(schema: Schema<T>, answer: unknown, warn: FieldWarning): T | null {
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
  const warned = ctx.scope.get('answer-warnings', () => new Set<string>());
  const warn: FieldWarning = (field, problem) => {
    const key = `${endpoint} ${field}`;
    if (warned.has(key)) return;
    warned.add(key);
    ctx.log.warn(`the ${endpoint} answer has a bad field "${field || '(the whole answer)'}": ${problem}`);
  };
  return (schema, answer) => checkAnswer(schema, answer, warn);
}
