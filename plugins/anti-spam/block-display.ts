/**
 * Shows block answers in the generic modal
 * (docs/plugins/anti-spam.md#generic-modal-and-block-answers): the
 * `apbctAjaxBockAlert` event (sic, third parties listen to that name), the
 * message in `cleantalkModal`, and a stop of the page's loading when the
 * server asks. Answers reach it from jQuery's ajaxComplete and from every
 * fetch and XMLHttpRequest the interception service sees. What shows a block
 * (block-answer.ts) loads with the first answer that may be one.
 */
import type { PluginContext } from '../../kernel/types';
import { loadAnswerReaders } from './answer-readers-loader';
import { mayBeBlockAnswer } from './block-text';
import type { Modal } from './modal';

interface JQueryLike {
  (target: unknown): { on(type: string, fn: (...args: unknown[]) => void): unknown; off(type: string, fn: (...args: unknown[]) => void): unknown };
}

/** jQuery's ajaxComplete carries every answer a jQuery-based form got. */
export function sniffJQueryAnswers(ctx: PluginContext, onText: (text: string) => void): void {
  const $ = ctx.global('jQuery') as JQueryLike | undefined;
  if (typeof $ !== 'function') return;
  const handler = (...args: unknown[]) => {
    const xhr = args[1] as { responseText?: unknown } | undefined;
    if (typeof xhr?.responseText === 'string') onText(xhr.responseText);
  };
  $(ctx.browser.document).on('ajaxComplete', handler);
  ctx.onCleanup(() => $(ctx.browser.document).off('ajaxComplete', handler));
}

export function watchBlockAnswers(ctx: PluginContext, modal: Modal): (text: string) => void {
  const onText = (text: string) => {
    if (!mayBeBlockAnswer(text)) return;
    Promise.all([loadAnswerReaders(), import('./block-answer')])
      .then(([{ blockMessageInText }, { showBlockMessage }]) => {
        const block = blockMessageInText(text);
        if (!block) return;
        // Once the modal's actor is made, so that its flags tell a second sighting of the answer that it shows.
        void modal
          .ready()
          .catch(() => undefined)
          .then(() => showBlockMessage(ctx, modal.api, block));
      })
      .catch((error: unknown) => ctx.log.warn('an answer that may be a block could not be read:', error));
  };
  sniffJQueryAnswers(ctx, onText);
  return onText;
}
