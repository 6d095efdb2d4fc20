/**
 * Known XSS payloads, for proving that server HTML and server URLs cannot run
 * code. A plain data module with no imports (JSDoc-typed JavaScript, so the
 * reference server can load it too; test/support/xss-corpus.ts re-exports it
 * with its types for the Jest tests).
 *
 * Probe contract: every payload, if it ever executes, reports its own id:
 * - by default it calls `__xss(id)` in the page's window;
 * - `probe: 'frame'` payloads run in a same-origin child frame and call `top.__xss(id)`;
 * - `probe: 'message'` payloads run in an opaque-origin document (data: frames,
 *   objects, embeds, navigations) and post `{ __xss: id }` to their parent, which
 *   the browser spec should relay to the probe (a top-level data: navigation
 *   also shows as the page having left its URL).
 */

/**
 * @typedef {object} XssPayload
 * @property {string} id Unique; the payload passes it to the probe.
 * @property {string} vector What the payload tries.
 * @property {string} html
 * @property {'frame' | 'message'} [probe]
 */

/**
 * A script, data: or vbscript: URL one payload carries in an attribute, for
 * the channels where the server hands over a URL the runtime would follow.
 * @typedef {object} XssUrl
 * @property {string} key Unique: the payload's id, plus "#decoded" for the form a browser reads from the markup.
 * @property {string} id The payload's id (what the probe reports).
 * @property {string} url
 */

/** The name of the global a page defines before inserting payloads. */
export const XSS_PROBE = '__xss';

/** @type {readonly XssPayload[]} */
export const XSS_CORPUS = [
  // Event handlers on many tags (some fire with no user at all: load, error, autofocus, toggle, animation).
  { id: 'img-onerror', vector: 'event handler on an image that fails to load', html: '<img src="x" onerror="__xss(\'img-onerror\')">' },
  { id: 'img-onerror-unquoted', vector: 'unquoted handler value', html: '<img src=x onerror=__xss(\'img-onerror-unquoted\')>' },
  { id: 'img-slash-separators', vector: 'slashes instead of spaces between attributes', html: '<img/src="x"/onerror="__xss(\'img-slash-separators\')">' },
  { id: 'img-mixed-case', vector: 'upper/mixed-case tag and handler names', html: '<IMG SRC="x" OnErRoR="__xss(\'img-mixed-case\')">' },
  { id: 'img-newline-separators', vector: 'newlines between attributes', html: '<img\nsrc="x"\nonerror="__xss(\'img-newline-separators\')">' },
  { id: 'img-handler-entities', vector: 'character references inside the handler', html: '<img src="x" onerror="&#95;&#95;xss&#40;\'img-handler-entities\'&#41;">' },
  { id: 'image-alias', vector: '<image> is parsed as <img>', html: '<image src="x" onerror="__xss(\'image-alias\')">' },
  { id: 'svg-onload', vector: 'SVG root load event', html: '<svg onload="__xss(\'svg-onload\')"></svg>' },
  { id: 'svg-animate-onbegin', vector: 'SMIL animation begin event', html: '<svg><animate onbegin="__xss(\'svg-animate-onbegin\')" attributeName="x" dur="1s"></animate></svg>' },
  { id: 'svg-image-onerror', vector: 'SVG image load error', html: '<svg><image href="x" onerror="__xss(\'svg-image-onerror\')"></image></svg>' },
  { id: 'body-onload', vector: 'body load handler inside a fragment', html: '<body onload="__xss(\'body-onload\')">' },
  { id: 'body-onpageshow', vector: 'body pageshow handler', html: '<body onpageshow="__xss(\'body-onpageshow\')">' },
  { id: 'frameset-onload', vector: 'frameset load handler', html: '<frameset onload="__xss(\'frameset-onload\')"></frameset>' },
  { id: 'iframe-onload', vector: 'iframe load handler', html: '<iframe onload="__xss(\'iframe-onload\')"></iframe>' },
  { id: 'input-autofocus-onfocus', vector: 'autofocus fires focus without a user', html: '<input autofocus onfocus="__xss(\'input-autofocus-onfocus\')">' },
  { id: 'select-autofocus-onfocus', vector: 'autofocus on a select', html: '<select autofocus onfocus="__xss(\'select-autofocus-onfocus\')"></select>' },
  { id: 'textarea-autofocus-onfocus', vector: 'autofocus on a textarea', html: '<textarea autofocus onfocus="__xss(\'textarea-autofocus-onfocus\')"></textarea>' },
  { id: 'button-autofocus-onfocus', vector: 'autofocus on a button', html: '<button autofocus onfocus="__xss(\'button-autofocus-onfocus\')">b</button>' },
  { id: 'contenteditable-autofocus', vector: 'autofocus on an editable div', html: '<div contenteditable autofocus onfocus="__xss(\'contenteditable-autofocus\')">x</div>' },
  { id: 'custom-element-onfocus', vector: 'handler on a custom element', html: '<xss-el tabindex="1" autofocus onfocus="__xss(\'custom-element-onfocus\')"></xss-el>' },
  { id: 'details-ontoggle', vector: 'open details fire toggle on insertion', html: '<details open ontoggle="__xss(\'details-ontoggle\')"><summary>s</summary></details>' },
  { id: 'video-source-onerror', vector: 'media source error', html: '<video><source src="x" onerror="__xss(\'video-source-onerror\')"></video>' },
  { id: 'audio-onerror', vector: 'audio error', html: '<audio src="x" onerror="__xss(\'audio-onerror\')"></audio>' },
  { id: 'object-onerror', vector: 'object error', html: '<object data="x" onerror="__xss(\'object-onerror\')"></object>' },
  { id: 'style-onload', vector: 'style element load event', html: '<style onload="__xss(\'style-onload\')"></style>' },
  { id: 'link-onload', vector: 'stylesheet link load/error events', html: '<link rel="stylesheet" href="/x.css" onload="__xss(\'link-onload\')" onerror="__xss(\'link-onload\')">' },
  { id: 'marquee-onstart', vector: 'marquee start event', html: '<marquee onstart="__xss(\'marquee-onstart\')">m</marquee>' },
  { id: 'div-onanimationstart', vector: 'CSS animation event with its own keyframes', html: '<style>@keyframes xss{from{opacity:1}to{opacity:.9}}</style><div style="animation:xss 1s" onanimationstart="__xss(\'div-onanimationstart\')"></div>' },
  { id: 'a-onmouseover-overlay', vector: 'full-page link waiting for the pointer', html: '<a href="#" onmouseover="__xss(\'a-onmouseover-overlay\')" style="display:block;position:fixed;inset:0">x</a>' },
  { id: 'quote-confusion', vector: 'stray quotes ending a tag early', html: '<img """><script>__xss(\'quote-confusion\')</script>">' },

  // Script elements.
  { id: 'script-inline', vector: 'plain inline script', html: '<script>__xss(\'script-inline\')</script>' },
  { id: 'script-mixed-case', vector: 'mixed-case script tags', html: '<ScRiPt >__xss(\'script-mixed-case\')</sCrIpT>' },
  { id: 'script-src-data', vector: 'script from a data: URL', html: '<script src="data:text/javascript,__xss(\'script-src-data\')"></script>' },
  { id: 'script-nested-angle', vector: 'script tag split by a removed inner tag', html: '<<script>x</script>script>__xss(\'script-nested-angle\')<</script>/script>' },
  { id: 'svg-script', vector: 'script inside SVG', html: '<svg><script>__xss(\'svg-script\')</script></svg>' },
  { id: 'svg-script-href', vector: 'SVG script with a data: href', html: '<svg><script href="data:text/javascript,__xss(\'svg-script-href\')"></script></svg>' },
  { id: 'svg-script-xlink-href', vector: 'SVG script with a data: xlink:href', html: '<svg><script xlink:href="data:text/javascript,__xss(\'svg-script-xlink-href\')"></script></svg>' },

  // Script, data: and vbscript: URLs in every URL attribute, plainly and behind encodings.
  { id: 'a-href-javascript', vector: 'javascript: link', html: '<a href="javascript:__xss(\'a-href-javascript\')">link</a>' },
  { id: 'a-href-mixed-case', vector: 'leading space and mixed case scheme', html: '<a href=" JaVaScRiPt:__xss(\'a-href-mixed-case\')">link</a>' },
  { id: 'a-href-tab', vector: 'literal tab inside the scheme', html: '<a href="java\tscript:__xss(\'a-href-tab\')">link</a>' },
  { id: 'a-href-tab-entity', vector: 'tab character reference inside the scheme', html: '<a href="java&#9;script:__xss(\'a-href-tab-entity\')">link</a>' },
  { id: 'a-href-named-entities', vector: 'named references for newline and colon', html: '<a href="java&NewLine;script&colon;__xss(\'a-href-named-entities\')">link</a>' },
  { id: 'a-href-decimal-entities', vector: 'scheme spelt with decimal references', html: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;__xss(\'a-href-decimal-entities\')">link</a>' },
  { id: 'a-href-hex-entities', vector: 'hex references without semicolons', html: '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A__xss(\'a-href-hex-entities\')">link</a>' },
  { id: 'a-href-zero-padded', vector: 'zero-padded decimal references', html: '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058__xss(\'a-href-zero-padded\')">link</a>' },
  { id: 'a-href-control-prefix', vector: 'control character before the scheme', html: '<a href="&#1;javascript:__xss(\'a-href-control-prefix\')">link</a>' },
  { id: 'a-href-colon-entity', vector: 'colon as a named reference', html: '<a href="javascript&colon;__xss(\'a-href-colon-entity\')">link</a>' },
  { id: 'a-href-comment-newline', vector: 'javascript: URL hiding code after a // comment and an encoded newline', html: '<a href="javascript://%0a__xss(\'a-href-comment-newline\')">link</a>' },
  { id: 'a-href-vbscript', vector: 'vbscript: link', html: '<a href="vbscript:__xss(\'a-href-vbscript\')">link</a>' },
  { id: 'a-href-data-html', vector: 'data: document link', html: '<a href="data:text/html,<script>parent.postMessage({__xss:\'a-href-data-html\'},\'*\')</script>">link</a>', probe: 'message' },
  { id: 'a-href-data-base64', vector: 'base64 data: document link', html: '<a href="data:text/html;base64,PHNjcmlwdD5wYXJlbnQucG9zdE1lc3NhZ2Uoe19feHNzOidhLWhyZWYtZGF0YS1iYXNlNjQnfSwnKicpPC9zY3JpcHQ+">link</a>', probe: 'message' },
  { id: 'a-href-newline-scheme', vector: 'literal newline inside the scheme', html: '<a href="java\nscript:__xss(\'a-href-newline-scheme\')">link</a>' },
  { id: 'a-href-form-feed', vector: 'form feed reference before the scheme', html: '<a href="&#12;javascript:__xss(\'a-href-form-feed\')">link</a>' },
  { id: 'a-href-uppercase-hex', vector: 'hex reference with an upper-case X', html: '<a href="&#X6A;avascript:__xss(\'a-href-uppercase-hex\')">link</a>' },
  { id: 'a-href-percent-body', vector: 'javascript: URL whose code is percent-encoded', html: '<a href="javascript:%5F%5Fxss(\'a-href-percent-body\')">link</a>' },
  { id: 'a-href-unicode-escape-body', vector: 'javascript: URL whose code hides behind unicode escapes', html: '<a href="javascript:\\u005F\\u005Fxss(\'a-href-unicode-escape-body\')">link</a>' },
  { id: 'area-href', vector: 'javascript: on an image map area', html: '<map name="xss-map"><area shape="default" href="javascript:__xss(\'area-href\')"></map><img usemap="#xss-map" src="x">' },
  { id: 'iframe-src-javascript', vector: 'javascript: frame source', html: '<iframe src="javascript:top.__xss(\'iframe-src-javascript\')"></iframe>', probe: 'frame' },
  { id: 'iframe-src-data', vector: 'data: frame source', html: '<iframe src="data:text/html,<script>parent.postMessage({__xss:\'iframe-src-data\'},\'*\')</script>"></iframe>', probe: 'message' },
  { id: 'iframe-srcdoc', vector: 'inline frame document', html: '<iframe srcdoc="<script>top.__xss(\'iframe-srcdoc\')</script>"></iframe>', probe: 'frame' },
  { id: 'iframe-srcdoc-entities', vector: 'inline frame document spelt with references', html: '<iframe srcdoc="&lt;img src=x onerror=&quot;top.__xss(\'iframe-srcdoc-entities\')&quot;&gt;"></iframe>', probe: 'frame' },
  { id: 'embed-src-javascript', vector: 'javascript: embed', html: '<embed src="javascript:__xss(\'embed-src-javascript\')">' },
  { id: 'embed-src-data-svg', vector: 'base64 SVG document in an embed', html: '<embed type="image/svg+xml" src="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0icGFyZW50LnBvc3RNZXNzYWdlKHtfX3hzczonZW1iZWQtc3JjLWRhdGEtc3ZnJ30sJyonKSIvPg==">', probe: 'message' },
  { id: 'object-data-javascript', vector: 'javascript: object data', html: '<object data="javascript:__xss(\'object-data-javascript\')"></object>' },
  { id: 'object-data-base64', vector: 'base64 HTML document as object data', html: '<object type="text/html" data="data:text/html;base64,PHNjcmlwdD5wYXJlbnQucG9zdE1lc3NhZ2Uoe19feHNzOidvYmplY3QtZGF0YS1iYXNlNjQnfSwnKicpPC9zY3JpcHQ+"></object>', probe: 'message' },
  { id: 'form-action-javascript', vector: 'javascript: form action', html: '<form action="javascript:__xss(\'form-action-javascript\')"><input type="submit" value="go"></form>' },
  { id: 'button-formaction', vector: 'javascript: button formaction', html: '<form><button formaction="javascript:__xss(\'button-formaction\')">go</button></form>' },
  { id: 'input-formaction', vector: 'javascript: input formaction', html: '<form><input type="submit" formaction="javascript:__xss(\'input-formaction\')" value="go"></form>' },
  { id: 'input-image-src', vector: 'javascript: image input', html: '<input type="image" src="javascript:__xss(\'input-image-src\')">' },
  { id: 'img-src-javascript', vector: 'javascript: image source', html: '<img src="javascript:__xss(\'img-src-javascript\')">' },
  { id: 'video-poster', vector: 'javascript: video poster', html: '<video poster="javascript:__xss(\'video-poster\')"></video>' },
  { id: 'body-background', vector: 'javascript: body background', html: '<body background="javascript:__xss(\'body-background\')">' },
  { id: 'table-background', vector: 'javascript: table background', html: '<table background="javascript:__xss(\'table-background\')"><tr><td>x</td></tr></table>' },
  { id: 'svg-a-xlink-href', vector: 'javascript: xlink:href on an SVG link', html: '<svg><a xlink:href="javascript:__xss(\'svg-a-xlink-href\')"><text x="20" y="20">click</text></a></svg>' },
  { id: 'svg-animate-href', vector: 'animation writing a javascript: href', html: '<svg><animate xlink:href="#xss-target" attributeName="href" values="javascript:__xss(\'svg-animate-href\')"></animate><a id="xss-target"><text x="20" y="20">click</text></a></svg>' },
  { id: 'svg-set-href', vector: 'set element writing a javascript: href', html: '<svg><a><set attributeName="href" to="javascript:__xss(\'svg-set-href\')"></set><text x="20" y="20">click</text></a></svg>' },
  { id: 'svg-use-data', vector: 'use element referencing a data: SVG', html: '<svg><use href="data:image/svg+xml,%3Csvg id=%22x%22 xmlns=%22http://www.w3.org/2000/svg%22%3E%3Cimage href=%22x%22 onerror=%22parent.postMessage({__xss:\'svg-use-data\'},\'*\')%22/%3E%3C/svg%3E#x"></use></svg>', probe: 'message' },
  { id: 'math-href', vector: 'MathML href', html: '<math href="javascript:__xss(\'math-href\')"><mtext>click</mtext></math>' },
  { id: 'math-maction', vector: 'MathML maction link', html: '<math><maction actiontype="statusline" xlink:href="javascript:__xss(\'math-maction\')"><mtext>click</mtext></maction></math>' },
  { id: 'base-href', vector: 'base URL hijacking relative links', html: '<base href="javascript:__xss(\'base-href\')//"><a href="/x">relative</a>' },
  { id: 'meta-refresh-javascript', vector: 'meta refresh to javascript:', html: '<meta http-equiv="refresh" content="0;url=javascript:__xss(\'meta-refresh-javascript\')">' },
  { id: 'meta-refresh-data', vector: 'meta refresh to a base64 data: document', html: '<meta http-equiv="refresh" content="0;url=data:text/html;base64,PHNjcmlwdD5wYXJlbnQucG9zdE1lc3NhZ2Uoe19feHNzOidtZXRhLXJlZnJlc2gtZGF0YSd9LCcqJyk8L3NjcmlwdD4=">', probe: 'message' },

  // Mutation XSS: markup that means something else once parsed, serialised and parsed again.
  { id: 'math-mglyph-style', vector: 'MathML text integration point, table foster parenting, mglyph and style', html: '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=__xss(\'math-mglyph-style\')&gt;">' },
  { id: 'math-mglyph-style-img', vector: 'mglyph/style namespace confusion with a direct image', html: '<math><mtext><table><mglyph><style><img src=x onerror="__xss(\'math-mglyph-style-img\')">' },
  { id: 'nested-form-mglyph', vector: 'nested forms re-parented by serialisation', html: '<form><math><mtext></form><form><mglyph><style></math><img src onerror="__xss(\'nested-form-mglyph\')">' },
  { id: 'svg-p-style', vector: 'SVG closed early by </p>, style text becoming markup', html: '<svg></p><style><a id="</style><img src=1 onerror=__xss(\'svg-p-style\')>">' },
  { id: 'math-annotation-xml', vector: 'annotation-xml as an HTML integration point', html: '<math><annotation-xml encoding="text/html"><style><img src=x onerror="__xss(\'math-annotation-xml\')"></style></annotation-xml></math>' },
  { id: 'svg-foreignobject-srcdoc', vector: 'frame document inside SVG foreignObject', html: '<svg><foreignObject><iframe srcdoc="<script>top.__xss(\'svg-foreignobject-srcdoc\')</script>"></iframe></foreignObject></svg>', probe: 'frame' },
  { id: 'noscript-title', vector: 'noscript parsed differently with scripting on and off', html: '<noscript><p title="</noscript><img src=x onerror=__xss(\'noscript-title\')>"></noscript>' },
  { id: 'template-style', vector: 'style inside template', html: '<template><style></template><img src=x onerror="__xss(\'template-style\')"></style></template>' },
  { id: 'template-title', vector: 'template content with a closing tag in an attribute', html: '<template><p title="</template><img src=x onerror=__xss(\'template-title\')>"></p></template>' },
  { id: 'comment-short-close', vector: '<!--> closes a comment at once', html: '<!--><img src=x onerror="__xss(\'comment-short-close\')">-->' },
  { id: 'comment-bang-close', vector: '--!> also closes a comment', html: '<!-- --!><img src=x onerror="__xss(\'comment-bang-close\')"> -->' },
  { id: 'comment-attribute-breakout', vector: 'comment end hidden in an attribute', html: '<!--<img src="--><img src=x onerror=__xss(\'comment-attribute-breakout\')//">' },
  { id: 'cdata-section', vector: 'CDATA outside foreign content is a bogus comment', html: '<![CDATA[><img src=x onerror="__xss(\'cdata-section\')">]]>' },
  { id: 'processing-instruction', vector: 'processing instruction is a bogus comment', html: '<?xml-stylesheet ><img src=x onerror="__xss(\'processing-instruction\')">?>' },
  { id: 'noembed-title', vector: 'noembed raw text', html: '<noembed><img title="</noembed><img src=x onerror=__xss(\'noembed-title\')>"></noembed>' },
  { id: 'noframes-title', vector: 'noframes raw text', html: '<noframes><img title="</noframes><img src=x onerror=__xss(\'noframes-title\')>"></noframes>' },
  { id: 'xmp-title', vector: 'xmp raw text', html: '<xmp><img title="</xmp><img src=x onerror=__xss(\'xmp-title\')>"></xmp>' },
  { id: 'iframe-rawtext-title', vector: 'iframe raw text', html: '<iframe><img title="</iframe><img src=x onerror=__xss(\'iframe-rawtext-title\')>"></iframe>' },
  { id: 'title-rcdata', vector: 'title RCDATA', html: '<title><img title="</title><img src=x onerror=__xss(\'title-rcdata\')>"></title>' },
  { id: 'textarea-rcdata', vector: 'textarea RCDATA', html: '<textarea><img title="</textarea><img src=x onerror=__xss(\'textarea-rcdata\')>"></textarea>' },
  { id: 'style-rawtext-title', vector: 'style raw text', html: '<style><img title="</style><img src=x onerror=__xss(\'style-rawtext-title\')>"></style>' },
  { id: 'select-iframe', vector: 'select content model dropping tags', html: '<select><iframe><img src=x onerror="__xss(\'select-iframe\')"></iframe></select>' },

  // Styles that run code or load a document.
  { id: 'style-expression', vector: 'IE CSS expression', html: '<div style="width: expression(__xss(\'style-expression\'))">x</div>' },
  { id: 'style-comment-expression', vector: 'CSS expression split by a comment', html: '<div style="xss:expr/**/ession(__xss(\'style-comment-expression\'))">x</div>' },
  { id: 'style-url-javascript', vector: 'javascript: in a CSS url()', html: '<div style="background-image: url(javascript:__xss(\'style-url-javascript\'))">x</div>' },
  { id: 'style-url-css-escape', vector: 'javascript: spelt with a CSS escape', html: '<div style="background:url(j\\61vascript:__xss(\'style-url-css-escape\'))">x</div>' },
  { id: 'style-element-url', vector: 'javascript: url() in a style element', html: '<style>body{background:url("javascript:__xss(\'style-element-url\')")}</style>' },
  { id: 'style-import', vector: '@import of a javascript: URL', html: '<style>@import "javascript:__xss(\'style-import\')";</style>' },
  { id: 'style-moz-binding', vector: 'Firefox XBL binding', html: '<div style="-moz-binding:url(data:text/xml,%3Cbindings%20xmlns%3D%22http%3A//www.mozilla.org/xbl%22%3E%3Cbinding%20id%3D%22x%22%3E%3Cimplementation%3E%3Cconstructor%3E__xss(\'style-moz-binding\')%3C/constructor%3E%3C/implementation%3E%3C/binding%3E%3C/bindings%3E)">x</div>' },
  { id: 'style-behavior', vector: 'IE behavior URL', html: '<div style="behavior:url(data:text/x-component,&lt;script&gt;__xss(\'style-behavior\')&lt;/script&gt;)">x</div>' },
];

// ---- the URLs inside the corpus ----

const ATTRIBUTE = /[\s/]([a-z][a-z:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;
const REFERENCE = /&#x([0-9a-f]+);?|&#(\d+);?|&([a-z]+);/gi;
/** @type {Record<string, string>} */
const NAMED = { colon: ':', tab: '\t', newline: '\n', lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
// A meta refresh names its target after "url=".
const REFRESH = /^\s*\d+\s*;\s*url=/i;
// What browsers ignore around and inside a URL before reading its scheme.
const IGNORED = /^[\u0000-\u0020]+|[\t\n\r]/g;
const SCRIPT_SCHEME = /^(?:javascript|vbscript|data):/i;

/**
 * An attribute value as the HTML parser reads it (the character references the corpus uses).
 * @param {string} text
 */
function decodeReferences(text) {
  return text.replace(REFERENCE, (whole, hex, decimal, name) => {
    if (name) return NAMED[name.toLowerCase()] ?? whole;
    const code = hex ? parseInt(hex, 16) : Number(decimal);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
  });
}

/**
 * Every script, data: or vbscript: URL in the corpus's attributes: as written in
 * the markup, and (when it differs) as a browser reads it, each once.
 * @param {readonly XssPayload[]} corpus
 * @returns {XssUrl[]}
 */
export function scriptUrlsOf(corpus) {
  /** @type {XssUrl[]} */
  const urls = [];
  const seen = new Set();
  for (const { id, html } of corpus) {
    for (const match of html.matchAll(ATTRIBUTE)) {
      const raw = (match[2] ?? match[3] ?? match[4] ?? '').replace(REFRESH, '');
      const decoded = decodeReferences(raw);
      if (!SCRIPT_SCHEME.test(decoded.replace(IGNORED, ''))) continue;
      /** @type {[string, string][]} */
      const forms = [[id, raw], [`${id}#decoded`, decoded]];
      for (const [key, url] of forms) {
        if (seen.has(url)) continue;
        seen.add(url);
        urls.push({ key, id, url });
      }
    }
  }
  return urls;
}

/** The corpus's URLs, for the channels that follow a URL the server sent. */
export const XSS_URLS = scriptUrlsOf(XSS_CORPUS);
