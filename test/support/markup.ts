/** Page markup for tests: a fixture of fixtures/markup/ or an area folder of it (the HTML the original plugins print) or HTML as given. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const FIXTURE_NAME = /^(?:[\w-]+\/)?[\w.-]+\.html$/;

/** The HTML of a fixture name ('contact-form/cf7-contact.html', at most one folder deep), or the string itself when it is HTML. */
export function markupOf(source: string): string {
  return FIXTURE_NAME.test(source) ? readFileSync(join(__dirname, '../../fixtures/markup', source), 'utf8') : source;
}
