/**
 * The results list under an Avada search input, as Avada renders it (classes
 * `suggestions-added`, `suggestions-empty`, `suggestions-transition`; items
 * `a.fusion-search-result`), made an ARIA combobox: the input controls the list
 * (`aria-expanded`, `aria-activedescendant`), the list is a listbox of options
 * (docs/plugins/live-search.md#the-results-list). Everything it adds is taken
 * away again by `restore`.
 */
import type { SearchResultItem } from '../../machines/live-search/search';

export interface ResultsView {
  showLoading(loading: boolean): void;
  renderResults(items: readonly SearchResultItem[]): void;
  renderEmpty(text: string): void;
  open(): void;
  startFade(): void;
  endFade(): void;
  highlight(index: number): void;
  restore(): void;
}

export interface ResultsParts {
  form: HTMLElement;
  input: HTMLInputElement;
  list: HTMLElement;
  /** Unique on the page: option ids derive from it. */
  id: string;
}

const ADDED = 'suggestions-added';
const EMPTY = 'suggestions-empty';
const FADING = 'suggestions-transition';
const ACTIVE = 'fusion-search-result-active';

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export function createResultsView({ form, input, list, id }: ResultsParts): ResultsView {
  const doc = form.ownerDocument;
  const loader = form.querySelector<HTMLElement>('.fusion-slider-loading');
  const submit = form.querySelector<HTMLElement>('.fusion-search-submit');
  const row = list.closest<HTMLElement>('.fusion-builder-row');
  const header = form.closest('.fusion-header');
  const submitColor = submit?.style.color ?? '';
  const rowZIndex = row?.style.zIndex ?? '';

  // Two unnamed search landmarks on a page cannot be told apart: the form takes its field's name.
  const formNamed = form.hasAttribute('aria-label') || form.hasAttribute('aria-labelledby');
  if (!formNamed) form.setAttribute('aria-label', input.getAttribute('aria-label') || input.placeholder || 'Search');
  const listId = list.id || id;
  const addedId = !list.id;
  list.id = listId;
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', input.getAttribute('aria-label') || input.placeholder || 'Search results');
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-controls', listId);
  input.setAttribute('aria-expanded', 'false');

  const options = () => Array.from(list.querySelectorAll<HTMLElement>('[role="option"]'));

  return {
    showLoading(loading) {
      if (loader) loader.style.display = loading ? 'block' : '';
      if (submit) submit.style.color = loading ? 'transparent' : submitColor;
    },
    renderResults(items) {
      list.classList.remove(EMPTY);
      list.replaceChildren(
        ...items.map((item, index) => {
          const link = element(doc, 'a', 'fusion-search-result');
          link.href = item.post_url;
          link.title = item.title;
          link.id = `${listId}-option-${index}`;
          link.setAttribute('role', 'option');
          link.setAttribute('aria-selected', 'false');
          link.tabIndex = -1;
          if (item.image_url) {
            const image = element(doc, 'img', 'fusion-search-image-tag');
            // Decorative: the title beside it says the same.
            image.alt = '';
            image.src = item.image_url;
            const frame = element(doc, 'div', 'fusion-search-image');
            frame.append(image);
            link.append(frame);
          }
          const content = element(doc, 'div', 'fusion-search-content');
          content.append(element(doc, 'div', 'fusion-search-post-title', item.title));
          if (item.type) content.append(element(doc, 'div', 'fusion-search-post-type', item.type));
          link.append(content);
          return link;
        }),
      );
    },
    renderEmpty(text) {
      list.classList.add(EMPTY);
      const message = element(doc, 'div', 'fusion-search-result', text);
      message.id = `${listId}-empty`;
      message.setAttribute('role', 'option');
      message.setAttribute('aria-disabled', 'true');
      message.setAttribute('aria-selected', 'false');
      list.replaceChildren(message);
    },
    open() {
      list.classList.remove(FADING);
      list.classList.add(ADDED);
      input.setAttribute('aria-expanded', 'true');
      if (row) row.style.zIndex = '11';
      header?.classList.add('live-suggestion-added');
    },
    startFade() {
      const wasOpen = list.classList.contains(ADDED);
      list.classList.remove(ADDED);
      if (wasOpen) list.classList.add(FADING);
      input.setAttribute('aria-expanded', 'false');
      input.removeAttribute('aria-activedescendant');
      if (row) row.style.zIndex = rowZIndex;
      header?.classList.remove('live-suggestion-added');
    },
    endFade() {
      list.classList.remove(FADING);
    },
    highlight(index) {
      options().forEach((option, at) => {
        option.setAttribute('aria-selected', String(at === index));
        option.classList.toggle(ACTIVE, at === index);
      });
      const active = options()[index];
      if (active) {
        input.setAttribute('aria-activedescendant', active.id);
        active.scrollIntoView?.({ block: 'nearest' });
      } else input.removeAttribute('aria-activedescendant');
    },
    restore() {
      this.showLoading(false);
      this.startFade();
      this.endFade();
      list.replaceChildren();
      list.classList.remove(EMPTY);
      list.removeAttribute('role');
      list.removeAttribute('aria-label');
      if (addedId) list.removeAttribute('id');
      if (!formNamed) form.removeAttribute('aria-label');
      for (const name of ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant']) input.removeAttribute(name);
    },
  };
}
