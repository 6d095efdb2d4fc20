/**
 * One schema request per form id and page (several forms may share an id),
 * as CF7's `wpcf7.schemas` map does. A failed request is forgotten, so a later
 * mount may try again; until a schema arrives, changes are not validated.
 */
import type { SwvSchema } from './swv.mjs';

const pages = new WeakMap<object, Map<number, Promise<SwvSchema | undefined>>>();

export function schemaFor(page: object, id: number, load: () => Promise<SwvSchema>): Promise<SwvSchema | undefined> {
  let forms = pages.get(page);
  if (!forms) pages.set(page, (forms = new Map()));
  let pending = forms.get(id);
  if (!pending) {
    pending = load().catch(() => {
      forms.delete(id);
      return undefined;
    });
    forms.set(id, pending);
  }
  return pending;
}
