/**
 * The contact-form entity CF7 keeps on `form.wpcf7` (init.js): id, status,
 * plugin version, locale, unit tag, container post, the wrapper, the schema,
 * read from the hidden `_wpcf7*` fields and data-status. Kept on the element
 * too, because third-party scripts read `form.wpcf7`.
 */
import type { SwvSchema } from './swv.mjs';

export interface FormEntity {
  id: number;
  status: string;
  pluginVersion: string;
  locale: string;
  unitTag: string;
  containerPost: number;
  parent: Element;
  schema?: SwvSchema;
  postedDataHash: string;
}

/** CF7's absInt: a non-negative integer, 0 for anything unreadable. */
export function absInt(value: unknown): number {
  const n = Math.abs(parseInt(String(value ?? ''), 10));
  return Number.isFinite(n) ? n : 0;
}

const hidden = (form: HTMLFormElement, name: string): string =>
  form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';

export function readEntity(form: HTMLFormElement, parent: Element): FormEntity {
  return {
    id: absInt(hidden(form, '_wpcf7')),
    status: form.getAttribute('data-status') ?? 'init',
    pluginVersion: hidden(form, '_wpcf7_version'),
    locale: hidden(form, '_wpcf7_locale'),
    unitTag: hidden(form, '_wpcf7_unit_tag'),
    containerPost: absInt(hidden(form, '_wpcf7_container_post')),
    parent,
    postedDataHash: hidden(form, '_wpcf7_posted_data_hash'),
  };
}
