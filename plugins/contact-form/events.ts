/**
 * CF7's DOM events: `wpcf7{name}` CustomEvents that bubble from the form, with
 * the detail fields of submit.js, reset.js and status.js (unitTag and
 * contactFormId, never `id`).
 */
import type { FormEntity } from './entity';

export interface BaseDetail {
  contactFormId: number;
  pluginVersion: string;
  contactFormLocale: string;
  unitTag: string;
  containerPostId: number;
  status: string;
}

export interface SubmissionDetail extends BaseDetail {
  inputs: { name: string; value: FormDataEntryValue }[];
  formData: FormData;
  apiResponse?: unknown;
}

export function baseDetail(entity: FormEntity): BaseDetail {
  return {
    contactFormId: entity.id,
    pluginVersion: entity.pluginVersion,
    contactFormLocale: entity.locale,
    unitTag: entity.unitTag,
    containerPostId: entity.containerPost,
    status: entity.status,
  };
}

/** The detail of a submission or reset: every entry whose name does not start with `_`. */
export function submissionDetail(entity: FormEntity, formData: FormData): SubmissionDetail {
  const inputs = Array.from(formData.entries())
    .filter(([name]) => !name.startsWith('_'))
    .map(([name, value]) => ({ name, value }));
  return { ...baseDetail(entity), inputs, formData };
}

export function fire(form: Element, name: string, detail: unknown): void {
  const view = form.ownerDocument.defaultView;
  const EventClass = view?.CustomEvent ?? CustomEvent;
  form.dispatchEvent(new EventClass(`wpcf7${name}`, { bubbles: true, detail }));
}
