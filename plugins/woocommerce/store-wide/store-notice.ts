/**
 * The store notice ("demo store"): WooCommerce prints it hidden; it shows unless the visitor
 * dismissed it, which a session cookie named after the notice's id remembers. The dismiss link is
 * a role="button" link, so Enter and Space work it too.
 */
import type { StoreWideContext } from './plugin';

const NOTICE = '.woocommerce-store-notice';
const DISMISS = '.woocommerce-store-notice__dismiss-link';

export function bindStoreNotice(ctx: StoreWideContext): void {
  const doc = ctx.browser.document;
  const notices = Array.from(doc.querySelectorAll<HTMLElement>(NOTICE));
  const first = notices[0];
  if (!first) return;
  const cookieName = `store_notice${first.dataset.noticeId ?? ''}`;
  const cookies = ctx.cookies({ path: '/' });
  const hide = () => notices.forEach((notice) => notice.style.setProperty('display', 'none'));
  if (cookies.get(cookieName) === 'hidden') {
    hide();
    return;
  }
  for (const notice of notices) {
    notice.style.removeProperty('display');
    if (ctx.browser.computedStyle(notice).display === 'none') notice.style.setProperty('display', 'block');
  }
  const stops: (() => void)[] = [];
  const dismiss = (event: Event) => {
    event.preventDefault();
    cookies.set(cookieName, 'hidden');
    hide();
    stops.forEach((stop) => stop());
  };
  for (const link of doc.querySelectorAll(DISMISS)) {
    stops.push(
      ctx.listen(link, 'click', dismiss),
      ctx.listen<KeyboardEvent>(link, 'keydown', (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        (link as HTMLElement).click();
      }),
    );
  }
}
