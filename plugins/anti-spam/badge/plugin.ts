/**
 * The real-person badge (docs/plugins/anti-spam.md#real-person-badge) on comments and
 * reviews that CleanTalk marked with `apbct-trp`: a badge and its popup
 * appended to the author element, driven by the trpBadge machine. Plain DOM
 * rather than a React view: it is static markup drawn at load on every comment
 * page, where loading React for it would cost more than the page's whole budget.
 * The markup and its ARIA (a collapsed button controlling its tooltip) are
 * written at mount; the machine's actor (xstate and the machine, ./badge-actor)
 * is made at the visitor's first hover, click or tap on the badge, and what
 * they did meanwhile is sent to it in order when it arrives.
 */
import type { TrpEvent } from '../../../machines/anti-spam/trp-badge';
import type { PluginContext } from '../../../kernel/types';
import { madeOnDemand } from '../../made-on-demand';
import { theRealPerson, type TrpGlobal } from '../settings';
import { allowedUrl } from '../../server-urls';

/** The badge reads only the real-person texts of ctPublic. */
export const settings = { trp: theRealPerson };

const AUTHOR_TARGETS = [
  ':scope > .comment-body [class*="comment-author"]',
  ':scope > .wp-block-group [class*="comment-author"]',
  '[class*="review__author"]',
  'td[class*="column-author"] > strong',
];
const SPACIOUS_TARGET = '[class*="comment-author-link"]';

/**
 * The author element CleanTalk decorates, by its rules for themes, blocks,
 * reviews and the admin list (`adminList`: WordPress printed `pagenow`).
 */
function authorTarget(item: Element, adminList: boolean): Element | null {
  const spacious = item.querySelector('.comment-author .comment-author-link');
  const selectors = spacious ? [SPACIOUS_TARGET, ...AUTHOR_TARGETS.slice(1)] : AUTHOR_TARGETS;
  for (const selector of selectors) {
    for (const candidate of Array.from(item.querySelectorAll(selector))) {
      if (candidate.closest('.apbct-trp') !== item || candidate.querySelector('.comment-metadata')) continue;
      const keep =
        candidate.className.toString().includes('review') ||
        adminList ||
        (candidate.parentElement?.className.toString().includes('group') ?? false) ||
        candidate.tagName === 'DIV';
      if (keep) return candidate;
    }
  }
  return null;
}

const selectedText = (doc: Document) => doc.getSelection()?.toString() ?? '';

/** What opens a closed popup: the first of them makes the actor. The others only act on an open popup. */
const OPENING: ReadonlySet<TrpEvent['type']> = new Set(['ENTER', 'CLICK', 'TOUCH_END']);

interface Badge {
  send(event: TrpEvent): void;
  item: Element;
}

/** What the page's badges share: one popup open at a time, and ONE listener of each kind on the document for all of them. */
interface PageBadges {
  badges: Set<Badge>;
  /** Numbers the popups' ids. */
  serial: number;
}

const pageBadges = (ctx: PluginContext): PageBadges =>
  ctx.scope.get('badges', (scope) => {
    const page: PageBadges = { badges: new Set(), serial: 0 };
    scope.listen('document', 'click', (event) => {
      // The original looked at the target and its parent only, so a click on the popup's heading closed it.
      const target = event.target as Element | null;
      const ours = target?.closest?.('.apbct-real-user-badge, .apbct-real-user-popup');
      if (!ours) for (const badge of page.badges) badge.send({ type: 'CLOSE' });
    });
    scope.listen('document', 'selectionchange', () => {
      if (selectedText(scope.browser.document) === '') for (const badge of page.badges) badge.send({ type: 'SELECTION_CLEARED' });
    });
    return page;
  });

export function mount(item: Element, ctx: PluginContext<{ trp: TrpGlobal }>) {
  const doc = ctx.browser.document;
  const author = authorTarget(item, ctx.global('pagenow') !== undefined);
  if (!author || author.querySelector(':scope > .apbct-real-user-badge')) return;
  const { phrases, imgPersonUrl } = ctx.settings.trp.theRealPerson;
  const page = pageBadges(ctx);

  const popupId = `apbct-real-user-popup-${++page.serial}`;
  const badge = doc.createElement('button');
  badge.type = 'button';
  badge.className = 'apbct-real-user-badge';
  badge.setAttribute('aria-expanded', 'false');
  badge.setAttribute('aria-controls', popupId);
  badge.setAttribute('aria-label', phrases.trpHeading ?? 'The Real Person Badge!');
  // A settings address, so the one URL rule decides; refused, the badge goes without its picture.
  if (allowedUrl(ctx, imgPersonUrl, 'real person picture') !== null) {
    const img = doc.createElement('img');
    img.src = imgPersonUrl;
    img.className = 'apbct-real-user-popup-img';
    img.alt = '';
    badge.append(img);
  }

  const popup = doc.createElement('div');
  popup.className = 'apbct-real-user-popup';
  popup.id = popupId;
  popup.setAttribute('role', 'tooltip');
  const row = doc.createElement('div');
  row.className = 'apbct-real-user-popup-content_row';
  const first = doc.createElement('div');
  const heading = doc.createElement('strong');
  heading.textContent = phrases.trpHeading ?? '';
  first.append(' ', heading, phrases.trpContent1 ?? '');
  const second = doc.createElement('div');
  second.style.cssText = 'display: flex; gap: 5px;';
  const brand = doc.createElement('div');
  brand.textContent = phrases.trpContent2 ?? '';
  second.append(brand);
  row.append(first, second);
  popup.append(row);
  ctx.write(() => author.append(badge, popup));
  ctx.onCleanup(() => ctx.write(() => (badge.remove(), popup.remove())));

  // A load that fails is reported once and opens nothing; the next hover, click or tap loads again.
  const actor = madeOnDemand(async () => {
    const [spawn, { startBadge }] = await Promise.all([ctx.onDemand('spawn'), import('./badge-actor')]).catch((error: unknown) => {
      ctx.report(error);
      throw error;
    });
    return startBadge(spawn, {
      show: () => {
        // One popup at a time: opening this one closes the others.
        for (const other of page.badges) if (other.item !== item) other.send({ type: 'CLOSE' });
        popup.classList.add('visible');
        badge.setAttribute('aria-expanded', 'true');
      },
      hide: () => {
        popup.classList.remove('visible');
        badge.setAttribute('aria-expanded', 'false');
      },
      hasSelection: () => selectedText(doc) !== '',
    });
  });
  // Asked for (loading or in): from then on every event goes to the actor, in order.
  let asked = false;
  const send = (event: TrpEvent) => {
    if (!asked && !OPENING.has(event.type)) return; // the popup is closed and stays so: nothing to load
    asked = true;
    actor.use(
      (made) => made.send(event),
      () => (asked = false),
    );
  };
  const entry: Badge = { send, item };
  page.badges.add(entry);
  ctx.onCleanup(() => page.badges.delete(entry));

  ctx.listen(badge, 'mouseenter', () => send({ type: 'ENTER' }));
  ctx.listen(badge, 'mouseleave', () => send({ type: 'LEAVE' }));
  ctx.listen(popup, 'mouseenter', () => send({ type: 'ENTER' }));
  ctx.listen(popup, 'mouseleave', () => send({ type: 'LEAVE' }));
  // A tap also fires a click; the tap's own timing applies, so that click must not toggle the popup shut.
  let tapped = false;
  ctx.listen(badge, 'click', () => {
    if (tapped) tapped = false;
    else send({ type: 'CLICK' });
  });
  ctx.listen(badge, 'touchend', () => {
    tapped = true;
    send({ type: 'TOUCH_END' });
  }, { passive: true });
}
