/** Loads a markup fixture (fixtures/markup/*.html: the HTML the original plugins print) into the jsdom body. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function loadMarkup(name: string): void {
  document.body.innerHTML = readFileSync(join(__dirname, '../../fixtures/markup', name), 'utf8');
}
