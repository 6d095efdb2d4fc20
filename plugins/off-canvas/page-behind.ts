/**
 * What open panels do to the page behind them: the newest modal panel makes
 * everything around it inert (its ancestors' other children, up to the body)
 * until it leaves, and panels set to hide the page scrollbar hide it until
 * the last of them closes.
 */

/** Siblings that never need to be made inert. */
const NOT_CONTENT = new Set(['script', 'style', 'template', 'link', 'meta', 'noscript']);

export interface PageBehind {
  enterModal(wrap: Element): void;
  leaveModal(wrap: Element): void;
  lockScroll(wrap: Element): void;
  unlockScroll(wrap: Element): void;
}

export function createPageBehind(document: Document): PageBehind {
  const modalStack: Element[] = [];
  let madeInert: Element[] = [];
  const applyInert = () => {
    madeInert.forEach((element) => element.removeAttribute('inert'));
    madeInert = [];
    const top = modalStack.at(-1);
    if (!top) return;
    for (let node: Element = top; node.parentElement && node !== document.body; node = node.parentElement) {
      for (const sibling of Array.from(node.parentElement.children)) {
        if (sibling === node || sibling.hasAttribute('inert') || NOT_CONTENT.has(sibling.localName)) continue;
        sibling.setAttribute('inert', '');
        madeInert.push(sibling);
      }
    }
  };
  const leaveModal = (wrap: Element) => {
    const at = modalStack.indexOf(wrap);
    if (at < 0) return;
    modalStack.splice(at, 1);
    applyInert();
  };

  const scrollLocks = new Set<Element>();
  let overflowBefore = '';

  return {
    enterModal(wrap) {
      leaveModal(wrap);
      modalStack.push(wrap);
      applyInert();
    },
    leaveModal,
    lockScroll(wrap) {
      if (scrollLocks.size === 0) overflowBefore = document.documentElement.style.overflow;
      scrollLocks.add(wrap);
      document.documentElement.style.overflow = 'hidden';
    },
    unlockScroll(wrap) {
      if (!scrollLocks.delete(wrap) || scrollLocks.size > 0) return;
      document.documentElement.style.overflow = overflowBefore;
    },
  };
}
