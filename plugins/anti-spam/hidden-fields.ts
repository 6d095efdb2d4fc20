/**
 * Hidden data CleanTalk puts in every form (docs/plugins/anti-spam.md#hidden-form-fields):
 * 1 s after start each form gets (in no-cookie mode) the ct_no_cookie_hidden_field
 * and its apbct_visible_fields input; from 2 s on the forms are scanned every
 * 2 s for newcomers and the no-cookie data is refreshed. On submit, in the
 * non-native modes only, the form's field lists also go out as the
 * apbct_visible_fields signal, as the original did: in native mode the form's
 * own input carries them (a cookie would hide it from the server). The one
 * native cookie is the one CleanTalk's external-form check writes: with that
 * check on, a form it would check (external-forms.ts) puts its lists in
 * apbct_visible_fields_{form index} when submitted, up to form index 10.
 */
import type { PluginContext } from '../../kernel/types';
import { base64Json } from './client-data';
import { NO_COOKIE_FIELD } from './injection';
import type { AntiSpamSettings } from './settings';
import type { SignalStore } from './signal-store';
import { collectFields, visibleFieldsCookieName, type FieldCollection } from './visible-fields';

/** Hidden fields attach after 1 s. */
export const HIDDEN_FIELDS_DELAY_MS = 1000;
/** The form scan runs every 2 s, the first one after 2 s. */
export const FORM_SCAN_INTERVAL_MS = 2000;

const VISIBLE_FIELDS = 'apbct_visible_fields';

/** Forms CleanTalk leaves alone (the common cases of its list). */
function excluded(form: HTMLFormElement): boolean {
  const method = (form.getAttribute('method') ?? 'get').toLowerCase();
  const ninja = !!form.closest('[id^="nf-form-"]');
  if (method !== 'post' && !ninja && !form.querySelector('[name="twt_cc_signup"]')) return true;
  if (form.classList.contains('woocommerce-form-login') || form.classList.contains('swpf-instant-filtering')) return true;
  if (form.closest('.asl_w_container, .asl_w')) return true;
  const action = form.getAttribute('action') ?? '';
  return /secure\.payu\.com|hsforms|secureinternetbank\.com/.test(action);
}

/** Returns what rebuilds every form's no-cookie field at once (ctNoCookieAttachHiddenFieldsToForms). */
export function attachHiddenFields(ctx: PluginContext, settings: AntiSpamSettings, store: () => SignalStore, noCookie: () => string): () => void {
  const doc = ctx.browser.document;
  const bound = new WeakSet<HTMLFormElement>();
  const fieldsOf = (form: HTMLFormElement) => collectFields(form, (element) => ctx.browser.computedStyle(element));

  const hidden = (name: string, value: string, extra: Record<string, string> = {}) => {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    for (const [key, v] of Object.entries(extra)) input.setAttribute(key, v);
    return input;
  };

  /**
   * `value` is the no-cookie data of this pass over the forms: built once per pass (it reads every
   * ct_/apbct_ storage entry and encodes them), not once per form.
   */
  const refreshNoCookie = (form: HTMLFormElement, value: () => string) => {
    if (settings.data__cookies_type !== 'none') return;
    if ((form.getAttribute('method') ?? 'post').toLowerCase() !== 'post') return;
    const text = value();
    const present = form.querySelectorAll<HTMLInputElement>(`input[name="${NO_COOKIE_FIELD}"]`);
    // Unchanged signals (most scans of a quiet page): no write, so nothing to restyle.
    if (present.length === 1 && present[0]!.value === text) return;
    ctx.write(() => {
      for (const old of Array.from(present)) old.remove();
      form.append(hidden(NO_COOKIE_FIELD, text, { class: `apbct_special_field ${NO_COOKIE_FIELD}` }));
    });
  };

  const onePass = () => {
    let value: string | undefined;
    return () => (value ??= noCookie());
  };

  const refreshAll = () => {
    const value = onePass();
    for (const form of Array.from(doc.forms)) refreshNoCookie(form, value);
  };

  // The external-forms check (its lists of services) is only loaded where the site switched it on; a scan
  // before it arrives leaves the forms to the next scan.
  const checksExternal = settings.data__cookies_type === 'native' && settings.settings__forms__check_external;
  let external: typeof import('./external-forms') | undefined;
  if (checksExternal) {
    import('./external-forms').then(
      (code) => void (external = code),
      (error: unknown) => ctx.log.warn('the external forms check could not load:', error),
    );
  }
  const boundExternal = new WeakSet<HTMLFormElement>();
  const bindExternal = (form: HTMLFormElement, index: number) => {
    if (!external || boundExternal.has(form)) return;
    boundExternal.add(form);
    const cookie = visibleFieldsCookieName(index);
    if (!cookie || !external.isCheckedExternalForm(form)) return;
    ctx.listen(form, 'submit', () => void store().set({ [cookie]: JSON.stringify(fieldsOf(form)) }), { capture: true });
  };

  /** Whether bind gives the form its visible-fields input (the lists read beforehand, see scan). */
  const wantsLists = (form: HTMLFormElement) =>
    !bound.has(form) && settings.data__visible_fields_required && !excluded(form) && !form.querySelector(`input[name="${VISIBLE_FIELDS}"]`);

  const bind = (form: HTMLFormElement, index: number, lists: FieldCollection | undefined) => {
    if (checksExternal) bindExternal(form, index);
    if (bound.has(form)) return;
    bound.add(form);
    if (!lists) return;
    const value = base64Json({ 0: lists });
    ctx.write(() => form.append(hidden(VISIBLE_FIELDS, value, { id: `${VISIBLE_FIELDS}_${index}` })));
    if (settings.data__cookies_type === 'native') return;
    ctx.listen(form, 'submit', () => {
      // JSON text, as the original stored it: alternative sessions get the object, no-cookie data the text.
      void store().set({ [VISIBLE_FIELDS]: JSON.stringify(fieldsOf(form)) });
      // The no-cookie fields go out with this very submit, so they carry the lists now.
      refreshAll();
    }, { capture: true });
  };

  /**
   * Every form's lists are read before the next write: a style read after a write restyles the page,
   * once per form (most of this task on a cart page at a phone's speed).
   */
  const bindAll = (forms: HTMLFormElement[]) => {
    const lists = forms.map((form) => (wantsLists(form) ? fieldsOf(form) : undefined));
    forms.forEach((form, index) => bind(form, index, lists[index]));
  };

  const scan = () => {
    const value = onePass();
    const forms = Array.from(doc.forms);
    for (const form of forms) refreshNoCookie(form, value);
    // The lists in a task of their own: the first scan's reads and writes were one long task at a phone's
    // speed, and the page may render the no-cookie writes before the reads.
    ctx.clock.setTimeout(() => bindAll(forms), 0);
  };

  ctx.clock.setTimeout(scan, HIDDEN_FIELDS_DELAY_MS);
  // An interval's first run is one period in: 2 s, then every 2 s.
  ctx.clock.setInterval(scan, FORM_SCAN_INTERVAL_MS);
  return refreshAll;
}
