/**
 * The "coming soon" banner an admin sees on a store not launched yet: its dismiss link stores the
 * choice through the REST address and nonce it carries, and the banner goes once the request ends,
 * answered or not. The nonce travels as `_wpnonce`, which WordPress's REST API takes as the header.
 */
import type { StoreWideContext } from './plugin';

export function bindComingSoonBanner(ctx: StoreWideContext): void {
  const doc = ctx.browser.document;
  ctx.listen('document', 'click', (event) => {
    const link = event.target instanceof Element && event.target.closest<HTMLElement>('a.coming-soon-footer-banner-dismiss');
    if (!link) return;
    const { restUrl = '', restNonce = '' } = link.dataset;
    const hideBanner = () => doc.getElementById('coming-soon-footer-banner')?.style.setProperty('display', 'none');
    // The transfer service loads at this click: only an admin of an unlaunched store ever makes it.
    // endpoint: wc:coming-soon-banner-dismiss
    ctx
      .onDemand('transfer')
      .then((transfer) => transfer.postForm(restUrl, { 'woocommerce_meta[coming_soon_banner_dismissed]': 'yes', _wpnonce: restNonce }))
      .catch((error: unknown) => ctx.log.warn('the coming soon banner was not dismissed on the server:', error))
      .finally(hideBanner);
  });
}
