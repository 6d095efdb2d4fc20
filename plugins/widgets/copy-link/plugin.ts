/**
 * Copy-page-link (docs/plugins/widgets.md#copy-page-link): a click copies the
 * page's address, origin and path only (no query, no hash), through the
 * clipboard service, and says so in a status message beside the control for
 * a few seconds (a live region, so screen readers announce it too).
 */
import type { PluginContext } from '../../../kernel/types';

/** How long the confirmation stays. */
export const NOTICE_MS = 3000;
export const COPIED_TEXT = 'Link copied';
export const FAILED_TEXT = 'The link could not be copied';

const STATUS = 'awb-copy-page-link__status';
const COPIED = 'awb-copy-page-link--copied';

/** What a shared link should be: the page itself, without query or hash. */
export function pageLink(address: URL): string {
  return `${address.origin}${address.pathname}`;
}

export function mount(control: Element, ctx: PluginContext): void {
  if (!(control instanceof HTMLElement)) return;
  const doc = control.ownerDocument;
  let status = control.nextElementSibling instanceof HTMLElement && control.nextElementSibling.classList.contains(STATUS) ? control.nextElementSibling : null;
  if (!status) {
    const created = doc.createElement('span');
    created.className = STATUS;
    control.after(created);
    ctx.onCleanup(() => created.remove());
    status = created;
  }
  status.setAttribute('role', 'status');
  const notice = status;
  let timer: number | undefined;

  const show = (text: string, copied: boolean) => {
    ctx.clock.clearTimeout(timer);
    notice.textContent = text;
    control.classList.toggle(COPIED, copied);
    timer = ctx.clock.setTimeout(() => {
      notice.textContent = '';
      control.classList.remove(COPIED);
    }, NOTICE_MS);
  };
  ctx.onCleanup(() => control.classList.remove(COPIED));

  ctx.listen<MouseEvent>(control, 'click', (event) => {
    event.preventDefault();
    void ctx.clipboard.writeText(pageLink(ctx.browser.address())).then((copied) =>
      show(copied ? control.dataset.copiedText || COPIED_TEXT : control.dataset.failedText || FAILED_TEXT, copied),
    );
  });
}
