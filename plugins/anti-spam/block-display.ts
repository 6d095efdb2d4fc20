/**
 * Shows block answers in the generic modal (markup/cleantalk.md §3.2): the
 * `apbctAjaxBockAlert` event (sic, third parties listen to that name), the
 * message in `cleantalkModal`, and `window.stop()` when the server asks
 * (SPAM-060). Answers reach it from jQuery's ajaxComplete and from the
 * requests the interception adapter sees.
 */
import type { PluginContext } from '../../kernel/types';
import { blockMessageInText, type BlockMessage } from './block-message';
import type { CleantalkModalApi } from './modal';

export function showBlockMessage(ctx: PluginContext, modal: CleantalkModalApi, block: BlockMessage): void {
  // jQuery's ajaxComplete and the XMLHttpRequest hook both see a jQuery answer: show it once.
  if (modal.opened && modal.loaded === block.message) return;
  const win = ctx.env.window;
  ctx.env.document.dispatchEvent(new win.CustomEvent('apbctAjaxBockAlert', { detail: { message: block.message } }));
  modal.loaded = block.message;
  modal.open();
  if (!block.stopScript) return;
  win.stop();
  ctx.write(() => INTEGRATIONS[block.integration]?.(ctx.env.document, block.message));
}

/** What a stopped integration's own form shows (markup/cleantalk.md §3.2). */
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

interface JQueryLike {
  (target: unknown): { on(type: string, fn: (...args: unknown[]) => void): unknown; off(type: string, fn: (...args: unknown[]) => void): unknown };
}

/** jQuery's ajaxComplete carries every answer a jQuery-based form got. */
export function sniffJQueryAnswers(ctx: PluginContext, onText: (text: string) => void): void {
  const $ = ctx.env.global('jQuery') as JQueryLike | undefined;
  if (typeof $ !== 'function') return;
  const handler = (...args: unknown[]) => {
    const xhr = args[1] as { responseText?: unknown } | undefined;
    if (typeof xhr?.responseText === 'string') onText(xhr.responseText);
  };
  $(ctx.env.document).on('ajaxComplete', handler);
  ctx.onCleanup(() => $(ctx.env.document).off('ajaxComplete', handler));
}

export function watchBlockAnswers(ctx: PluginContext, modal: CleantalkModalApi): (text: string) => void {
  const onText = (text: string) => {
    const block = blockMessageInText(text);
    if (block) showBlockMessage(ctx, modal, block);
  };
  sniffJQueryAnswers(ctx, onText);
  return onText;
}
