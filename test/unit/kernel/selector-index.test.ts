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

  it('splits a plain list (no quote, bracket or parenthesis) and files each selector by its rightmost compound', () => {
    expect(splitSelectorList(' .a,div  >  p.b ,, ul li+li~a.c\n')).toEqual(['.a', 'div  >  p.b', 'ul li+li~a.c']);
    const index = new SelectorIndex<string>();
    index.add('plain', ['div  >  p.b, ul li+li~a.c,\tsection\nspan.d']);
    expect(index.candidates()).toBe('p.b,a.c,span.d');
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
    index.matchIds(document, (owner) => found.push(owner));
    expect(found.sort()).toEqual(['attr', 'by-class', 'by-id', 'by-tag', 'complex', 'twice']);
    // Only the non-exact selectors were checked with matches(): complex, attr, and the miss under tag p.
    expect(spy.mock.calls.map(([s]) => s).sort()).toEqual(['[id="hit"]', 'form.wpcf7-form p.y', 'section p']);
  });

  it('finds exactly the elements a native query of the same selectors finds, owner by owner', () => {
    document.body.innerHTML =
      '<a class="download-link" id="l1"></a><a href="/download/7/" id="l2"></a><a href="/x" id="l3"></a>' +
      '<input name="email" id="i1"><input type="email" id="i2"><input id="i3"><p class="wpcf7" id="p1"></p><span id="s1"></span>';
    const index = new SelectorIndex<string>();
    index.add('downloads', ['a.download-link', 'a[href*="/download/"]']);
    index.add('email', ['input[type="email"]', 'input[name="email"]']);
    index.add('cf7', ['.wpcf7']);
    index.add('all-spans', ['span', 'span.never']);
    const found: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) index.match(element, (owner, el) => found.push(`${owner}:${el.id}`));
    expect(found).toEqual(['downloads:l1', 'downloads:l2', 'email:i1', 'email:i2', 'cf7:p1', 'all-spans:s1']);
    expect([...index.owners]).toEqual(['downloads', 'email', 'cf7', 'all-spans']);
  });

  it('passes over an element lacking a required attribute or id without calling matches()', () => {
    document.body.innerHTML =
      '<span id="plain"></span><span id="encoded" data-original-string="x"></span>' +
      '<input id="name"><input id="email"><a id="bare"></a><a id="off" data-x="1"></a><svg id="art" viewBox="0 0 1 1"></svg>';
    const index = new SelectorIndex<string>();
    index.add('decoder', ['span[data-original-string]']);
    index.add('email', ['input#email']);
    index.add('unless', ['a:not([data-x])']);
    index.add('svg', ['svg[viewBox]']);
    const calls: string[] = [];
    const found: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const spy = jest.spyOn(element, 'matches');
      index.match(element, (owner, el) => found.push(`${owner}:${el.id}`));
      if (spy.mock.calls.length) calls.push(element.id);
    }
    expect(found).toEqual(['decoder:encoded', 'email:email', 'unless:bare', 'svg:art']);
    // matches() ran only where the precheck could not decide: the :not() selector keeps its call.
    expect(calls).toEqual(['encoded', 'email', 'bare', 'off', 'art']);
  });

  it('never reads the id of an element for bare-id selectors: matchIds asks the document once per id', () => {
    document.body.innerHTML = '<div class="x"><p id="side-header"></p></div><span id="other"></span>';
    const index = new SelectorIndex<string>();
    index.add('header', ['#side-header']);
    index.add('x', ['.x']);
    const reads = jest.spyOn(Element.prototype, 'id', 'get');
    const walked: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) index.match(element, (owner) => walked.push(owner));
    expect(reads).not.toHaveBeenCalled();
    const lookups = jest.spyOn(document, 'getElementById');
    index.matchIds(document, (owner, el) => walked.push(`${owner}:${el.localName}`));
    expect(walked).toEqual(['x', 'header:p']);
    expect(lookups.mock.calls).toEqual([['side-header']]);
    expect(index.matchesOwner(document.getElementById('side-header')!, 'header')).toBe(true);
    reads.mockRestore();
    lookups.mockRestore();
  });

  it('names its candidates as one selector list of rightmost compounds grouped by key (the key alone where one is the key or has a functional pseudo-class), or none when a selector has no key', () => {
    const index = new SelectorIndex<string>();
    index.add('a', ['.a, span[data-original-string]', 'input#email', '#side-header', 'form .b > i', 'b.c:not(.d .e)', 'input[type="email"]', 'em.c']);
    expect(index.candidates()).toBe('.a,span[data-original-string],input:is(input#email,input[type="email"]),i,.c');
    // Every element the index could match for a class or tag is a candidate.
    document.body.innerHTML = '<p class="a"></p><span data-original-string="x"></span><span></span><input id="email"><input id="other"><input type="email"><form><em class="b"><i></i></em></form>';
    const found: Element[] = [];
    for (const element of document.body.querySelectorAll('*')) index.match(element, (_, hit) => found.push(hit));
    const candidates = Array.from(document.body.querySelectorAll(index.candidates()!));
    expect(found.every((element) => candidates.includes(element))).toBe(true);
    expect(candidates).not.toContain(document.querySelector('span:not([data-original-string])'));
    // An input that is not #email is no candidate: the compound is asked for, not its tag alone.
    expect(candidates).not.toContain(document.getElementById('other'));
    index.add('b', ['[data-only]']);
    expect(index.candidates()).toBeNull();
  });
});
