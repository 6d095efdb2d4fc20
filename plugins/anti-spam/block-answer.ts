/**
 * A block answer shown (docs/plugins/anti-spam.md#generic-modal-and-block-answers): the
 * `apbctAjaxBockAlert` event (sic, third parties listen to that name), the message in
 * `cleantalkModal`, and a stop of the page's loading, with what the stopped integration's own form
 * shows, when the server asks. Loaded by block-display.ts with the first answer that may be one.
 */
import type { PluginContext } from '../../kernel/types';
import type { BlockMessage } from './block-message';
import type { CleantalkModalApi } from './modal';

export function showBlockMessage(ctx: PluginContext, modal: CleantalkModalApi, block: BlockMessage): void {
  // jQuery's ajaxComplete and the XMLHttpRequest hook both see a jQuery answer: show it once.
  if (modal.opened && modal.loaded === block.message) return;
  const doc = ctx.browser.document;
  ctx.browser.dispatch(doc, 'apbctAjaxBockAlert', { message: block.message }, { bubbles: true });
  modal.loaded = block.message;
  modal.open();
  if (!block.stopScript) return;
  ctx.browser.stopLoading();
  ctx.write(() => INTEGRATIONS[block.integration]?.(doc, block.message));
}

/** What a stopped integration's own form shows. */
const INTEGRATIONS: Record<string, (doc: Document, message: string) => void> = {
  NEXForms(doc) {
    for (const button of Array.from(doc.querySelectorAll<HTMLElement>('form.submit-nex-form button.nex-submit'))) {
      button.style.cssText += ';opacity:0.5;cursor:not-allowed;pointer-events:none;background:#ccc';
      button.setAttribute('aria-disabled', 'true');
    }
    for (const success of Array.from(doc.querySelectorAll<HTMLElement>('div.nex_success_message'))) success.style.display = 'none';
  },
  ElfsightForm(doc, message) {
    const frames = Array.from(doc.querySelectorAll('iframe'), (frame) => {
      try {
        return frame.contentDocument; // same-origin frames only; others throw or give null
      } catch {
        return null;
      }
    });
    for (const scope of [doc, ...frames]) {
      for (const app of Array.from(scope?.querySelectorAll('[class*="elfsight-app"]') ?? [])) {
        const submit = app.querySelector<HTMLButtonElement>('button[type="submit"]');
        if (!submit) continue;
        submit.disabled = false;
        for (const spinner of Array.from(app.querySelectorAll<HTMLElement>('[class*="Loader__Spinner"]'))) spinner.style.display = 'none';
        let note = app.querySelector<HTMLElement>('.apbct-elfsight-forbidden-msg');
        if (!note) {
          note = submit.ownerDocument.createElement('div');
          note.className = 'apbct-elfsight-forbidden-msg';
          note.setAttribute('role', 'alert');
          note.style.cssText = 'margin-top:12px;padding:10px;color:#c0392b;font-size:14px;line-height:1.4;';
          submit.after(note);
        }
        note.textContent = message;
      }
    }
  },
};
