/**
 * The real-person badge (markup/cleantalk.md §5) on comments and reviews that
 * CleanTalk marked with `apbct-trp`: a badge and its popup appended to the
 * author element, driven by the trpBadge machine. Plain DOM rather than a
 * React view: it is static markup drawn at load on every comment page, where
 * loading React for it would cost more than the page's whole budget.
 */
import { trpBadgeMachine } from '../../machines/trp-badge';
import type { PluginContext } from '../../kernel/types';
import { theRealPerson, type TrpGlobal } from './settings';

/** The badge reads only the real-person texts of ctPublic. */
export const settings = { trp: theRealPerson };

const AUTHOR_TARGETS = [
  ':scope > .comment-body [class*="comment-author"]',
  ':scope > .wp-block-group [class*="comment-author"]',
  '[class*="review__author"]',
  'td[class*="column-author"] > strong',
];
const SPACIOUS_TARGET = '[class*="comment-author-link"]';

/** The author element CleanTalk decorates, by its rules for themes, blocks, reviews and the admin list. */
export function authorTarget(item: Element, win: Window): Element | null {
  const spacious = item.querySelector('.comment-author .comment-author-link');
  const selectors = spacious ? [SPACIOUS_TARGET, ...AUTHOR_TARGETS.slice(1)] : AUTHOR_TARGETS;
  for (const selector of selectors) {
    for (const candidate of Array.from(item.querySelectorAll(selector))) {
      if (candidate.closest('.apbct-trp') !== item || candidate.querySelector('.comment-metadata')) continue;
      const keep =
        candidate.className.toString().includes('review') ||
        (win as unknown as { pagenow?: unknown }).pagenow !== undefined ||
        (candidate.parentElement?.className.toString().includes('group') ?? false) ||
        candidate.tagName === 'DIV';
      if (keep) return candidate;
    }
  }
  return null;
}

let serial = 0;

interface PageBadges {
  actors: Set<{ send(event: { type: 'CLOSE' }): void; element: Element }>;
  detach: (() => void) | null;
}
const pages = new WeakMap<Document, PageBadges>();

export function mount(item: Element, ctx: PluginContext<{ trp: TrpGlobal }>) {
  const doc = item.ownerDocument;
  const win = ctx.env.window;
  const author = authorTarget(item, win);
  if (!author || author.querySelector(':scope > .apbct-real-user-badge')) return;
  const { phrases, imgPersonUrl } = ctx.settings.trp.theRealPerson;

  const popupId = `apbct-real-user-popup-${++serial}`;
  const badge = doc.createElement('button');
  badge.type = 'button';
  badge.className = 'apbct-real-user-badge';
  badge.setAttribute('aria-expanded', 'false');
  badge.setAttribute('aria-controls', popupId);
  badge.setAttribute('aria-label', phrases.trpHeading ?? 'The Real Person Badge!');
  const img = doc.createElement('img');
  img.src = imgPersonUrl;
  img.className = 'apbct-real-user-popup-img';
  img.alt = '';
  badge.append(img);

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

  let page = pages.get(doc);
  if (!page) pages.set(doc, (page = { actors: new Set(), detach: null }));
  const shared = page;

  const actor = ctx.spawn(
    trpBadgeMachine.provide({
      actions: {
        show: () => {
          // One popup at a time: opening this one closes the others.
          for (const other of shared.actors) if (other.element !== item) other.send({ type: 'CLOSE' });
          popup.classList.add('visible');
          badge.setAttribute('aria-expanded', 'true');
        },
        hide: () => {
          popup.classList.remove('visible');
          badge.setAttribute('aria-expanded', 'false');
        },
      },
      guards: { hasSelection: () => (win.getSelection()?.toString() ?? '') !== '' },
    }),
  );
  const entry = { send: (event: { type: 'CLOSE' }) => actor.send(event), element: item };
  shared.actors.add(entry);

  // One document listener for all badges of the page, removed with the last one.
  if (!shared.detach) {
    const outside = (event: Event) => {
      // The original looked at the target and its parent only, so a click on the popup's heading closed it.
      const target = event.target as Element | null;
      const ours = target?.closest?.('.apbct-real-user-badge, .apbct-real-user-popup');
      if (!ours) for (const other of shared.actors) other.send({ type: 'CLOSE' });
    };
    doc.addEventListener('click', outside);
    shared.detach = () => doc.removeEventListener('click', outside);
  }
  ctx.onCleanup(() => {
    shared.actors.delete(entry);
    if (shared.actors.size === 0) {
      shared.detach?.();
      pages.delete(doc);
    }
  });

  ctx.listen(badge, 'mouseenter', () => actor.send({ type: 'ENTER' }));
  ctx.listen(badge, 'mouseleave', () => actor.send({ type: 'LEAVE' }));
  ctx.listen(popup, 'mouseenter', () => actor.send({ type: 'ENTER' }));
  ctx.listen(popup, 'mouseleave', () => actor.send({ type: 'LEAVE' }));
  // A tap also fires a click; the tap's own timing applies, so that click must not toggle the popup shut.
  let tapped = false;
  ctx.listen(badge, 'click', () => {
    if (tapped) tapped = false;
    else actor.send({ type: 'CLICK' });
  });
  ctx.listen(badge, 'touchend', () => {
    tapped = true;
    actor.send({ type: 'TOUCH_END' });
  }, { passive: true });
  ctx.listen(doc, 'selectionchange', () => {
    if ((win.getSelection()?.toString() ?? '') === '') actor.send({ type: 'SELECTION_CLEARED' });
  });
}
