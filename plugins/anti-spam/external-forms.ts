/**
 * The forms CleanTalk's external-forms code checks with the site before they
 * go to another service (docs/plugins/anti-spam.md#hidden-form-fields): forms
 * posting to a list of newsletter, CRM and payment services, and the forms of
 * a few services whose submit button it swaps. Other forms posting to another
 * host it only re-points at the page, without a check. The runtime does not
 * run that check; hidden-fields.ts writes the visible-fields cookie the check
 * sends, for the same forms.
 */

/** Actions of the services whose forms are checked (CleanTalk's "integrated" forms). */
const SERVICE_ACTIONS = [
  'app.convertkit.com',
  'app.kit.com',
  'api.kit.com',
  'mailerlite.com',
  'colcolmail.co.uk',
  'paypal.com',
  'infusionsoft.com',
  'secure2.convio.net',
  'hookb.in',
  'external.url',
  'tp.media',
  'flodesk.com',
  'sendfox.com',
  'aweber.com',
  'secure.payu.com',
  'mautic',
  'crm.zoho.com',
  'eloqua.com',
  'kulahub.net',
  'eocampaign1.com',
  'wufoo.com',
  'activehosted.com',
  'publisher.copernica.com',
  'list-manage.com',
];
const SERVICE_IDS = ['mauticform_', 'ihf-contact-request-form', 'delivra-external-form'];

/** Forms other code handles (search, WPForms, Ninja Forms, Elementor, HubSpot, GiveWP...). */
// 'search' is matched in the id: the original's check meant for role="search" reads the id.
const EXCLUDED_IDS = ['give-form', 'give-next-gen', 'frmCalc', 'ihf-contact-request-form', 'wpforms', 'fast-cmp-form', 'search'];
const EXCLUDED_CLASSES = ['search-form', 'hs-form', 'ihc-form-create-edit', 'nf-form-content', 'elementor-form', 'wpforms', 'et_pb_searchform'];
const EXCLUDED_ACTIONS = ['paypal.com/cgi-bin/webscr'];
const EXCLUDED_PARENT_CLASSES = ['mewtwo', 'b24-form-content'];

const containsAny = (value: string, parts: readonly string[]) => parts.some((part) => value.includes(part));

/** The resolved action; a field named "action" hides it, and then there is none. */
function actionOf(form: HTMLFormElement): string {
  const action: unknown = form.action;
  return typeof action === 'string' ? action : '';
}

function isExcluded(form: HTMLFormElement): boolean {
  // Only the parent's first class counts, as in the original.
  const parentClass = form.parentElement?.classList[0] ?? '';
  if (containsAny(parentClass, EXCLUDED_PARENT_CLASSES)) return true;
  if (containsAny(form.getAttribute('action') ?? '', EXCLUDED_ACTIONS)) return true;
  if (containsAny(form.getAttribute('id') ?? '', EXCLUDED_IDS)) return true;
  // A class on the form, or on an element inside a form without classes; a HubSpot-bound form is kept.
  const classes = form.getAttribute('class');
  const excludedClass = EXCLUDED_CLASSES.some((name) => (classes ? classes.includes(name) : form.querySelector(`.${name}`) !== null));
  return excludedClass && !form.hasAttribute('data-hs-cf-bound');
}

/** A Divi contact form that redirects after sending. */
function isDiviRedirect(form: HTMLFormElement): boolean {
  const module = form.ownerDocument.querySelector('div[id^="et_pb_contact_form"]');
  if (!module?.getAttribute('data-redirect_url')) return false;
  return module.querySelector('form[class^="et_pb_contact_form"]') === form;
}

function isServiceForm(form: HTMLFormElement): boolean {
  const action = actionOf(form);
  const id = form.getAttribute('id') ?? '';
  return (
    containsAny(action, SERVICE_ACTIONS) ||
    containsAny(id, SERVICE_IDS) ||
    // Convertbox, Sendpulse, WhatsApp through Chaty, Bitrix24
    (form.firstElementChild !== null && form.firstElementChild === form.firstChild && form.firstElementChild.classList.contains('cb-form-group')) ||
    form.classList.contains('sp-element-container') ||
    (action.includes('whatsapp.com') && (form.getAttribute('class') ?? '').includes('chaty')) ||
    form.parentElement?.closest('.b24-form') != null ||
    isDiviRedirect(form)
  );
}

/** MooSend, Salesforce, ActiveCampaign links and HubSpot-bound forms: checked through their swapped submit button. */
function isButtonSwapForm(form: HTMLFormElement): boolean {
  const action = actionOf(form);
  const service =
    form.hasAttribute('data-mailing-list-id') ||
    action.includes('webto.salesforce.com') ||
    form.querySelector('[href*="activecampaign"]') !== null ||
    (action.includes('hsforms.com') && !!form.getAttribute('data-hs-cf-bound'));
  // Without a submit button, or without a submit handler to call after the check, the original leaves the form alone.
  return service && form.querySelector('[type="submit"], .submit-button') !== null && form.onsubmit !== null;
}

/** Whether CleanTalk checks this form before it leaves (with the check-external-forms setting on). */
export function isCheckedExternalForm(form: HTMLFormElement): boolean {
  // A form CleanTalk already re-pointed at the page is no longer external.
  if (form.querySelector('[name="cleantalk_hidden_action"], [name="cleantalk_hidden_method"]')) return false;
  if (isExcluded(form)) return false;
  return isServiceForm(form) || isButtonSwapForm(form);
}
