// Which forms CleanTalk's external-form check covers: the forms whose submit writes a native visible-fields cookie.
import { isCheckedExternalForm } from '../external-forms';

function formOf(html: string, setup: (form: HTMLFormElement) => void = () => {}): HTMLFormElement {
  document.body.innerHTML = html;
  const form = document.querySelector('form')!;
  setup(form);
  return form;
}

afterEach(() => (document.body.innerHTML = ''));

describe('forms CleanTalk checks before they leave', () => {
  it('[SPAM-040] forms posting to the listed services are checked, whatever else posts elsewhere is not', () => {
    for (const action of ['https://example.us1.list-manage.com/subscribe/post', 'https://app.kit.com/forms/1/subscriptions', 'https://assets.mailerlite.com/jsonp/1/subscribe', 'https://www.aweber.com/scripts/addlead.pl']) {
      expect(isCheckedExternalForm(formOf(`<form action="${action}"><input name="email"></form>`))).toBe(true);
    }
    expect(isCheckedExternalForm(formOf('<form id="mauticform_newsletter" action="/"><input name="email"></form>'))).toBe(true);
    for (const action of ['https://newsletter.example.org/join', '/subscribe', '']) {
      expect(isCheckedExternalForm(formOf(`<form action="${action}"><input name="email"></form>`))).toBe(false);
    }
  });

  it('[SPAM-040] search, WPForms, Elementor and PayPal-button forms are left to other code, and a form CleanTalk re-pointed is no longer external', () => {
    const mailchimp = 'https://example.us1.list-manage.com/subscribe/post';
    expect(isCheckedExternalForm(formOf(`<form class="search-form" action="${mailchimp}"></form>`))).toBe(false);
    expect(isCheckedExternalForm(formOf(`<form id="wpforms-form-12" action="${mailchimp}"></form>`))).toBe(false);
    expect(isCheckedExternalForm(formOf(`<form action="${mailchimp}"><div class="elementor-form"></div></form>`))).toBe(false);
    expect(isCheckedExternalForm(formOf('<form action="https://www.paypal.com/cgi-bin/webscr"></form>'))).toBe(false);
    expect(isCheckedExternalForm(formOf(`<form action="${mailchimp}"><input type="hidden" name="cleantalk_hidden_action"></form>`))).toBe(false);
  });

  it('[SPAM-040] MooSend and Salesforce forms count only with a submit button and a submit handler to call after the check', () => {
    const moosend = '<form data-mailing-list-id="42"><input name="email"><button type="submit">Join</button></form>';
    expect(isCheckedExternalForm(formOf(moosend))).toBe(false);
    expect(isCheckedExternalForm(formOf(moosend, (form) => (form.onsubmit = () => false)))).toBe(true);
    const salesforce = '<form action="https://webto.salesforce.com/servlet/servlet.WebToLead"><input name="email"></form>';
    expect(isCheckedExternalForm(formOf(salesforce, (form) => (form.onsubmit = () => false)))).toBe(false);
  });
});
