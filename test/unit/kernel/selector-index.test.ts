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
    expect(index.combined.split(',')).toHaveLength(9);
  });
});
