/**
 * WooCommerce's product tabs without single-product.js (docs/plugins/woocommerce-product-tabs.md):
 * `ul.tabs li a[href="#tab-…"]` choose the panel of that id; the others are
 * hidden. The tab shown first is the reviews tab when the address points at
 * reviews or a comment, the additional-information tab for its own anchor,
 * else the active (or first) one, as WooCommerce's script decides. The
 * WAI-ARIA tabs pattern of the theme's tabs widget applies (roles, roving tab
 * stop, arrows, Home, End, Enter, Space). TAB_CONTENT_REINIT_MS after a tab
 * is chosen, the panel's content is asked to lay itself out again
 * (`layout:refresh`), as Avada re-initialises carousels and galleries there.
 * A product's "reviews" link opens the reviews tab. Where the page still loads
 * WooCommerce's script, it does all this and the plugin stands down, but on
 * Avada, whose re-layout is the plugin's.
 */
import type { PluginContext } from '../../../kernel/types';
import { bindTabs } from '../../widgets/tabs/behaviour';
import { madeOnDemand } from '../../made-on-demand';
import { legacyScriptRuns } from '../legacy-scripts';
import { applyRoles, showSelected, type Tab } from '../../widgets/tabs/pattern';
import { mount as mountRating, settings as ratingSettings } from '../review-rating/plugin';

/** The review form's star rating, packed with the tabs it sits in (../review-rating/definition.ts). */
export const reviewRating = { settings: ratingSettings, mount: mountRating };

/** Avada re-lays out the chosen panel's content this long after a click. */
export const TAB_CONTENT_REINIT_MS = 150;

const TAB_LINK = 'ul.tabs > li > a[href^="#"]';
const REVIEWS = 'tab-reviews';
const REVIEW_LINK = 'a.woocommerce-review-link';

function findProductTabs(wrapper: Element): Tab[] {
  const links = Array.from(wrapper.querySelectorAll<HTMLAnchorElement>(TAB_LINK)).filter((link) => link.getAttribute('href')!.length > 1);
  return links.map((link) => {
    const name = link.getAttribute('href')!.slice(1);
    const panel = Array.from(wrapper.querySelectorAll<HTMLElement>('.wc-tab, .panel')).find((candidate) => candidate.id === name);
    return { name, link, panel };
  });
}

/** WooCommerce's choice of the first tab from the address. */
function initialTab(tabs: readonly Tab[], address: URL): string {
  const has = (name: string) => tabs.some((tab) => tab.name === name);
  const { hash, href } = address;
  if (has(REVIEWS) && (hash.includes('comment-') || hash === '#reviews' || hash === `#${REVIEWS}` || href.includes('comment-page-') || href.includes('cpage='))) return REVIEWS;
  if (hash === '#tab-additional_information' && has('tab-additional_information')) return 'tab-additional_information';
  return tabs.find((tab) => tab.link.parentElement?.classList.contains('active'))?.name ?? tabs[0]!.name;
}

export function mount(wrapper: Element, ctx: PluginContext): void {
  // Where WooCommerce's script runs it does the tabs; on Avada the plugin stays for the theme's re-layout
  // (both set the same state), as Avada's own script runs beside WooCommerce's.
  if (legacyScriptRuns(ctx.browser.document, 'wc-single-product') && ctx.global('fusionJSVars') === undefined) return;
  const tabs = findProductTabs(wrapper);
  if (tabs.length === 0) return;
  const initial = initialTab(tabs, ctx.browser.address());
  ctx.write(() => {
    applyRoles(tabs, wrapper.id || 'product-tabs', false);
    showSelected(tabs, initial);
  });

  // The machine (and xstate) at the first touch, focus or key on the tabs: most visitors never choose one.
  const actor = madeOnDemand(async () => {
    const [spawn, { spawnTabs }] = await Promise.all([ctx.onDemand('spawn'), import('../../widgets/tabs/actor')]);
    return spawnTabs(spawn, tabs, {
      initial,
      show: (active) => ctx.write(() => showSelected(tabs, active)),
      revealed: (active) => {
        const panel = tabs.find((tab) => tab.name === active)?.panel;
        if (panel) ctx.bus.emit('layout:refresh', panel);
      },
      revealMs: TAB_CONTENT_REINIT_MS,
    });
  });
  const send = bindTabs(tabs, ctx, false, actor);
  // The star rating's "(n customer reviews)" link: open the reviews, the page then goes to them. The jump
  // to #reviews needs the panel shown in this task: before the machine is in, it is shown here at once.
  ctx.listen<MouseEvent>('document', 'click', (event) => {
    if (!(event.target as Element).closest?.(REVIEW_LINK)) return;
    if (!actor.current) ctx.write(() => showSelected(tabs, REVIEWS));
    send({ type: 'SELECT', name: REVIEWS });
  });
}
