/**
 * CF7's DOM events: `wpcf7{name}` CustomEvents that bubble from the form, with
 * the detail fields of submit.js, reset.js and status.js (unitTag and
 * contactFormId, never `id`). Each one is also put on the bus (same name, the
 * detail as its argument, the form as its target), so bus listeners and the
 * inspector see them; they are not relayed back to the page, which already has
 * the DOM event (docs/plugins/contact-form.md#events).
 */
import type { BusEvent } from '../../kernel/bus';
import type { PluginContext } from '../../kernel/types';
import type { FormEntity } from './entity';

export interface BaseDetail {
  contactFormId: number;
  pluginVersion: string;
  contactFormLocale: string;
  unitTag: string;
  containerPostId: number;
  status: string;
}

export interface StatusDetail extends BaseDetail {
  prevStatus: string;
}

export interface SubmissionDetail extends BaseDetail {
  inputs: { name: string; value: FormDataEntryValue }[];
  formData: FormData;
  apiResponse?: unknown;
}

/** CF7's event names and the detail each carries. */
export interface Cf7Events {
  wpcf7beforesubmit: SubmissionDetail;
  wpcf7submit: SubmissionDetail;
  wpcf7invalid: SubmissionDetail;
  wpcf7unaccepted: SubmissionDetail;
  wpcf7spam: SubmissionDetail;
  wpcf7aborted: SubmissionDetail;
  wpcf7mailsent: SubmissionDetail;
  wpcf7mailfailed: SubmissionDetail;
  wpcf7reset: SubmissionDetail;
  wpcf7statuschanged: StatusDetail;
}

export type Cf7EventName = keyof Cf7Events;

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

/** Fires one CF7 event for one form: the DOM event as CF7 dispatches it, then the same on the bus. */
export type Announce = <K extends Cf7EventName>(type: K, detail: Cf7Events[K]) => void;

export function announcer(ctx: PluginContext, form: HTMLFormElement): Announce {
  return (type, detail) => {
    ctx.browser.dispatch(form, type, detail, { bubbles: true });
    ctx.bus.dispatch({ type, args: [detail], origin: 'runtime', target: form } as BusEvent<Cf7EventName>);
  };
}
