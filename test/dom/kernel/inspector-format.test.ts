/** The inspector shows what a bus event really carried, not `[{"isTrusted":false}]`. */
import { formatValue } from '../../../kernel/inspector/format';

// The real jQuery, untyped here: only its wrapping of an element matters.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const jQuery = require('jquery') as (element: Element) => unknown;

describe('inspector values', () => {
  it('shows a DOM event argument with its type, target and detail', () => {
    const form = document.createElement('form');
    form.className = 'wpcf7-form sent';
    document.body.append(form);
    let seen: Event | undefined;
    form.addEventListener('wpcf7mailsent', (event) => (seen = event));
    form.dispatchEvent(new CustomEvent('wpcf7mailsent', { detail: { contactFormId: 42, status: 'mail_sent' } }));
    expect(formatValue([seen])).toBe(
      '[{"event":"wpcf7mailsent","target":"<form.wpcf7-form.sent>","detail":{"contactFormId":42,"status":"mail_sent"}}]',
    );
    form.remove();
  });

  it('shows jQuery-wrapped elements and bare elements by tag, id and classes', () => {
    const popup = document.createElement('div');
    popup.id = 'popup';
    popup.className = 'wpcf7r-modal';
    expect(formatValue([jQuery(popup), popup])).toBe('["$(<div#popup.wpcf7r-modal>)","<div#popup.wpcf7r-modal>"]');
  });
});
