import { SelectorIndex, splitSelectorList } from '../../../kernel/selector-index';

describe('selector index', () => {
  it('splits a selector list only on top-level commas', () => {
    expect(splitSelectorList('.a, div:is(.b, .c) > p, [data-x="1,2"], a[title=\'x,y\']')).toEqual([
      '.a',
      'div:is(.b, .c) > p',
      '[data-x="1,2"]',
      "a[title='x,y']",
    ]);
  });

  it('finds every owner whose selector matches, once, with exact keys needing no matches() call', () => {
    document.body.innerHTML = '<form class="wpcf7-form"><p id="hit" class="x y"><span></span></p></form>';
    const index = new SelectorIndex<string>();
    index.add('by-class', ['.x']);
    index.add('by-id', ['#hit']);
    index.add('by-tag', ['p']);
    index.add('complex', ['form.wpcf7-form p.y']);
    index.add('attr', ['[id="hit"]']);
    index.add('miss', ['.z', 'section p']);
    index.add('twice', ['.x', '.y']);
    const element = document.getElementById('hit')!;
    const spy = jest.spyOn(element, 'matches');
    const found: string[] = [];
    index.match(element, (owner) => found.push(owner));
    expect(found.sort()).toEqual(['attr', 'by-class', 'by-id', 'by-tag', 'complex', 'twice']);
    // Only the non-exact selectors were checked with matches(): complex, attr, and the miss under tag p.
    expect(spy.mock.calls.map(([s]) => s).sort()).toEqual(['[id="hit"]', 'form.wpcf7-form p.y', 'section p']);
  });

  const SELECTORS: Record<string, string[]> = {
    downloads: ['a.download-link', 'a[href*="/download/"]'],
    email: ['input[type="email"]', 'input#email', 'input[name="email"]'],
    cf7: ['.wpcf7'],
    spans: ['span', 'span.never'],
    nested: ['form .field > b', 'li:not([data-skip]) em'],
    unkeyed: ['[data-widget]', ':not(div):not(li):not(span):not(b):not(em):not(a):not(input):not(p):not(form)[title]'],
  };
  const MARKUP =
    '<div id="top"><a class="download-link" id="l1"></a><a href="/download/7/" id="l2"></a><a href="/x" id="l3"></a>' +
    '<input name="email" id="i1"><input type="email" id="i2"><input id="email"><input id="i3"><p class="wpcf7" id="p1"></p>' +
    '<span id="s1"><b data-widget id="w1"></b></span><form><div class="field" id="f1"><b id="b1"></b></div></form>' +
    '<ul><li id="li1"><em id="e1"></em></li><li data-skip><em id="e2"></em></li></ul><section title="t" id="t1"></section></div>';

  /** What querySelectorAll finds, per element in document order, with the owners whose selectors match it. */
  function expected(root: Element, withRoot: boolean): string[] {
    const elements = [...(withRoot ? [root] : []), ...Array.from(root.querySelectorAll('*'))];
    return elements.flatMap((element) =>
      Object.entries(SELECTORS)
        .filter(([, list]) => element.matches(list.join(',')))
        .map(([owner]) => `${element.id}:${owner}`),
    );
  }

  it('walks a subtree and finds exactly what the engine finds, in document order, the root included or not', () => {
    document.body.innerHTML = MARKUP;
    const index = new SelectorIndex<string>();
    for (const [owner, list] of Object.entries(SELECTORS)) index.add(owner, list);
    const root = document.getElementById('top')!;
    for (const withRoot of [true, false]) {
      const found: string[] = [];
      index.matchTree(root, withRoot, (owner, element) => found.push(`${element.id}:${owner}`));
      // Owners of one element come in bucket order (id, class, tag, the rest): compare per element.
      const byElement = (list: string[]) => list.map((hit) => hit.split(':')[0]).filter((id, i, all) => all.indexOf(id) === i);
      expect(byElement(found)).toEqual(byElement(expected(root, withRoot)));
      expect([...found].sort()).toEqual(expected(root, withRoot).sort());
    }
  });

  it('calls matches() only on elements that carry the attributes a selector requires', () => {
    document.body.innerHTML = '<a id="plain"></a><a id="linked" href="/x"></a><span id="bare"></span><span id="marked" data-original-string="x"></span>';
    const index = new SelectorIndex<string>();
    index.add('downloads', ['a[href*="/download/"]']);
    index.add('decoder', ['span[data-original-string]']);
    index.add('negated', ['span:not([hidden])']);
    const spies = ['plain', 'linked', 'bare', 'marked'].map((id) => jest.spyOn(document.getElementById(id)!, 'matches'));
    index.matchTree(document.body, false, () => undefined);
    // `a` without href and the bare span never reach matches() for the attribute selectors; :not([hidden]) requires nothing.
    expect(spies.map((spy) => spy.mock.calls.map(([selector]) => selector))).toEqual([
      [],
      ['a[href*="/download/"]'],
      ['span:not([hidden])'],
      ['span[data-original-string]', 'span:not([hidden])'],
    ]);
  });
});
