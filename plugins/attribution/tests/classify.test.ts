import { BUILT_IN_ORGANICS, classify, MAIN_KEYS, queryParams, type PageView } from '../classify';

const OPTIONS = { domain: 'shop.test' };
const fresh = (search: string, referrer = ''): PageView => ({ search, referrer, hasSession: false, hasFirst: false, hasCurrent: false });
const returning = (search: string, referrer = '', hasSession = false): PageView => ({ search, referrer, hasSession, hasFirst: true, hasCurrent: true });

function data(view: PageView) {
  const result = classify(view, OPTIONS);
  if (result.kind !== 'new') throw new Error('expected a new classification');
  return result.data;
}

describe('[ATTR-012] classification of a page view', () => {
  it('[ATTR-002] every classification carries the ten fields in cookie order', () => {
    expect(Object.keys(data(fresh('')))).toEqual(['typ', 'src', 'mdm', 'cmp', 'cnt', 'trm', 'id', 'plt', 'fmt', 'tct']);
    expect(MAIN_KEYS).toHaveLength(10);
  });

  describe('[ATTR-013] campaign parameters make it utm', () => {
    it('with every utm field read raw', () => {
      expect(
        data(
          returning(
            '?utm_source=news&utm_medium=email&utm_campaign=spring%20sale&utm_content=hero&utm_term=shoes&utm_id=42&utm_source_platform=dv360&utm_creative_format=banner&utm_marketing_tactic=prospecting',
            'https://www.google.com/',
            true,
          ),
        ),
      ).toEqual({
        typ: 'utm',
        src: 'news',
        mdm: 'email',
        cmp: 'spring%20sale',
        cnt: 'hero',
        trm: 'shoes',
        id: '42',
        plt: 'dv360',
        fmt: 'banner',
        tct: 'prospecting',
      });
    });

    it.each(['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'utm_id', 'utm_source_platform', 'utm_creative_format', 'utm_marketing_tactic'])(
      '%s alone is enough; missing values are (none)',
      (param) => {
        const result = data(fresh(`?${param}=x`));
        expect(result.typ).toBe('utm');
        expect(Object.values(result).filter((v) => v === '(none)')).toHaveLength(8);
      },
    );

    it('an empty utm_id is (none); a key without "=" does not count', () => {
      expect(data(fresh('?utm_source=a&utm_id=')).id).toBe('(none)');
      expect(data(fresh('?utm_source')).typ).toBe('typein');
    });

    it('configured campaign, term and content parameters count too', () => {
      const result = classify(fresh('?cid=summer&kw=hat&ad=v2'), { ...OPTIONS, campaignParam: 'cid', termParam: 'kw', contentParam: 'ad' });
      expect(result).toEqual({ kind: 'new', data: expect.objectContaining({ typ: 'utm', cmp: 'summer', trm: 'hat', cnt: 'v2', src: '(none)' }) });
    });

    it('the term falls back to a Yandex referrer’s text parameter', () => {
      expect(data(fresh('?utm_source=ya', 'https://yandex.ru/search/?text=boots')).trm).toBe('boots');
    });
  });

  describe('[ATTR-014] gclid or yclid make it utm', () => {
    it.each([
      ['?gclid=abc', { src: 'google', mdm: 'cpc', cmp: 'google_cpc' }],
      ['?yclid=123', { src: 'yandex', mdm: 'cpc', cmp: 'yandex_cpc' }],
      ['?gclid=abc&utm_source=partner&utm_campaign=c1', { src: 'partner', mdm: 'cpc', cmp: 'c1' }],
    ])('%s', (search, expected) => {
      expect(data(returning(search))).toMatchObject({ typ: 'utm', ...expected });
    });
  });

  describe('[ATTR-015] [ATTR-016] a search-engine referrer makes it organic', () => {
    const engines: [string, string][] = [
      ['https://www.google.com/', 'google'],
      ['https://www.google.co.uk/search?q=x', 'google'],
      ['https://yandex.ru/search/?text=boots', 'yandex'],
      ['https://www.bing.com/search?q=boots', 'bing'],
      ['https://search.yahoo.com/search?p=boots', 'yahoo'],
      ['https://www.about.com/?q=boots', 'about'],
      ['https://search.aol.com/aol/search?q=boots', 'aol'],
      ['https://www.ask.com/web?q=boots', 'ask'],
      ['https://www.globososo.com/?q=boots', 'globo'],
      ['https://go.mail.ru/search?q=boots', 'go.mail.ru'],
      ['https://nova.rambler.ru/search?query=boots', 'rambler'],
      ['https://search.tut.by/?query=boots', 'tut.by'],
    ];
    it.each(engines)('%s is organic from %s, even inside a session', (referrer, source) => {
      expect(data(returning('', referrer, true))).toEqual({
        typ: 'organic',
        src: source,
        mdm: 'organic',
        cmp: '(none)',
        cnt: '(none)',
        trm: '(none)',
        id: '(none)',
        plt: '(none)',
        fmt: '(none)',
        tct: '(none)',
      });
    });

    it('covers the eleven engines of docs/plugins/attribution.md#classification', () => {
      expect(new Set(engines.map(([, source]) => source))).toEqual(
        new Set(['bing', 'yahoo', 'about', 'aol', 'ask', 'globo', 'go.mail.ru', 'rambler', 'tut.by', 'google', 'yandex']),
      );
      expect(BUILT_IN_ORGANICS).toHaveLength(9);
    });

    it('an engine without its query parameter is not organic (a referral then)', () => {
      expect(data(fresh('', 'https://www.bing.com/')).typ).toBe('referral');
      expect(data(fresh('', 'https://yandex.ru/')).typ).toBe('referral');
    });
  });

  describe('[ATTR-017] an external referrer without a session is a referral', () => {
    it('with the host (without www.) as source and the path as content', () => {
      expect(data(fresh('', 'https://www.blog.example/posts/best-boots'))).toMatchObject({
        typ: 'referral',
        src: 'blog.example',
        mdm: 'referral',
        cnt: '/posts/best-boots',
      });
    });
    it('inside a session it keeps the current source', () => {
      expect(classify(returning('', 'https://blog.example/', true), OPTIONS)).toEqual({ kind: 'keep' });
    });
    it('the site itself and its subdomains are no referrers', () => {
      expect(classify(returning('', 'https://shop.test/cart/'), OPTIONS)).toEqual({ kind: 'keep' });
      expect(classify(returning('', 'https://blog.shop.test/'), OPTIONS)).toEqual({ kind: 'keep' });
    });
    it('[ATTR-018] t.co is shown under its alias host', () => {
      expect(data(fresh('', 'https://t.co/abc'))).toMatchObject({ typ: 'referral', src: 'twitter.com', mdm: 'referral' });
    });
  });

  describe('[ATTR-019] typein', () => {
    it("a first visit without referrer or parameters is typein, '(direct)' / '(none)'", () => {
      expect(data(fresh(''))).toMatchObject({ typ: 'typein', src: '(direct)', mdm: '(none)', cmp: '(none)' });
    });
    it('a returning visitor typing the address keeps the earlier source', () => {
      expect(classify(returning(''), OPTIONS)).toEqual({ kind: 'keep' });
    });
  });

  it('reads query values raw, the first of repeated keys', () => {
    expect(queryParams('?a=1&a=2&b=x%20y&c')).toEqual(new Map([['a', '1'], ['b', 'x%20y']]));
  });
});
