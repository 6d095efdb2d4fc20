/** Page markup for tests: a fixture of fixtures/markup/ (the HTML the original plugins print) or HTML as given. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const FIXTURE_NAME = /^[\w.-]+\.html$/;

/** The HTML of a fixture name ('cf7-contact.html'), or the string itself when it is HTML. */
export function markupOf(source: string): string {
  return FIXTURE_NAME.test(source) ? readFileSync(join(__dirname, '../../fixtures/markup', source), 'utf8') : source;
}
