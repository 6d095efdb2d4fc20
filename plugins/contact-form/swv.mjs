/**
 * Contact Form 7's validation rules (SWV schema, "Contact Form 7 SWV Schema
 * 2024-10") with the semantics of its 2.x validator: values are trimmed and
 * blanks (empty strings, 0-byte files) dropped before any rule runs, so only
 * required and requiredfile fail on blank input; the first error per field
 * wins; an unusable threshold skips its rule. Plain JavaScript without DOM
 * types so the reference server checks submissions with the very same code.
 * Dates are compared as YYYY-MM-DD strings and weekdays computed in UTC, so
 * the visitor's time zone never changes a result.
 */

/**
 * A file as the rules see it; a value is its text or such a file.
 * @typedef {{ name: string, size: number }} SwvFile
 * @typedef {string | SwvFile} SwvValue
 */

/**
 * One rule of the schema; `all` and `any` hold inner rules.
 * @typedef {object} SwvRule
 * @property {string} rule
 * @property {string} [field]
 * @property {string} [error]
 * @property {string | number} [threshold]
 * @property {(string | number)[]} [accept]
 * @property {string | number} [base]
 * @property {string | number} [interval]
 * @property {SwvRule[]} [rules]
 */

/**
 * @typedef {{ version?: string, locale?: string, rules: SwvRule[] }} SwvSchema
 * @typedef {object} SwvTree
 * @property {(field: string) => string[]} strings
 * @property {(field: string) => SwvFile[]} files
 * @property {() => string[]} fields
 * @property {(field: string) => SwvValue[]} getAll CF7's FormDataTree API, for page validators
 * @property {(field: string) => SwvValue | null} get
 * @property {(field: string) => boolean} has
 * @property {() => string[]} keys
 * @typedef {Record<string, { error: string } | { validInputs: SwvValue[] }>} SwvResult
 * @typedef {(rule: SwvRule, tree: SwvTree) => boolean} RuleTest true when the rule holds
 */

/**
 * 'a[b][]' → ['a', 'b', '']; a name CF7 would not parse gives [].
 * @param {string} name
 * @returns {string[]}
 */
function pathOf(name) {
  const m = /^([a-z][0-9a-z:_-]*)((?:\[\s*(?:[a-z][0-9a-z:_-]*|[0-9]*)\s*\])*)$/i.exec(String(name).trim());
  if (!m) return [];
  const [, base = '', brackets = ''] = m;
  const keys = brackets.match(/\[.*?\]/g) ?? [];
  return [base, ...keys.map((k) => k.slice(1, -1).trim())];
}

/**
 * @param {unknown} value
 * @returns {value is SwvFile}
 */
const isFile = (value) => value !== null && typeof value === 'object' && 'size' in value && typeof value.size === 'number';

/**
 * Trimmed text, or the file if it has bytes; undefined for a blank.
 * @param {unknown} value
 * @returns {SwvValue | undefined}
 */
function nonBlank(value) {
  if (isFile(value)) return value.size > 0 ? value : undefined;
  const text = String(value ?? '').trim();
  return text === '' ? undefined : text;
}

/**
 * The submitted values as CF7's FormDataTree holds them: blanks gone, per path.
 * @param {Iterable<[string, SwvValue]>} entries
 * @returns {SwvTree}
 */
export function createTree(entries) {
  /** @type {{ path: string[], value: SwvValue }[]} */
  const items = [];
  for (const [name, value] of entries) {
    const path = pathOf(name);
    const kept = nonBlank(value);
    if (path.length && kept !== undefined) items.push({ path, value: kept });
  }
  /** @param {string} field */
  const under = (field) => {
    const path = pathOf(field);
    // CF7 refuses paths with index segments in the rule's field name.
    if (!path.length || path.slice(1).some((key) => /^[0-9]*$/.test(key))) return [];
    return items.filter((item) => path.every((key, i) => item.path[i] === key)).map((item) => item.value);
  };
  const fields = () => [...new Set(items.flatMap((item) => item.path.slice(0, 1)))];
  return {
    strings: (field) => under(field).filter((v) => typeof v === 'string'),
    files: (field) => under(field).filter(isFile),
    fields,
    getAll: under,
    get: (field) => under(field)[0] ?? null,
    has: (field) => under(field).length > 0,
    keys: fields,
  };
}

/** @param {string} value */
export const isEmail = (value) => {
  if (value.length < 6) return false;
  if (value.indexOf('@', 1) === -1 || value.indexOf('@') !== value.lastIndexOf('@')) return false;
  const [local = '', domain = ''] = value.split('@');
  if (!/^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/.test(local)) return false;
  if (/\.{2,}/.test(domain)) return false;
  if (/(?:^[ \t\n\r\0\x0B.]|[ \t\n\r\0\x0B.]$)/.test(domain)) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  return labels.every((label) => !/(?:^[ \t\n\r\0\x0B-]|[ \t\n\r\0\x0B-]$)/.test(label) && /^[a-z0-9-]+$/i.test(label));
};

/**
 * The schemes WordPress allows (wp_allowed_protocols), as the url rule lists them
 * (CF-013, docs/requirements/contact-forms.md); CF7 2.x narrowed this to http and https, CF-013 keeps the list.
 */
export const URL_SCHEMES = [
  'http', 'https', 'ftp', 'ftps', 'mailto', 'news', 'irc', 'irc6', 'ircs', 'gopher', 'nntp', 'feed', 'telnet',
  'mms', 'rtsp', 'sms', 'svn', 'tel', 'fax', 'xmpp', 'webcal', 'urn',
];

/** @param {string} value */
export const isUrl = (value) => {
  try {
    return URL_SCHEMES.includes(new URL(value).protocol.replace(/:$/, '').toLowerCase());
  } catch {
    return false;
  }
};

/** Extensions after # or * are dropped, separators stripped, a leading 00 becomes +, then 6 to 15 characters. */
/** @param {string} value */
export const isTel = (value) => {
  let tel = value.replace(/[#*].*$/, '').replaceAll(/[()/.*#\s-]+/g, '');
  if (tel.startsWith('+') || tel.startsWith('00')) tel = `+${tel.replace(/^[+0]+/, '')}`;
  return /^[+]?[0-9]+$/.test(tel) && tel.length > 5 && tel.length < 16;
};

/** @param {string} value */
export const isNumber = (value) =>
  /^[-]?[0-9]+(?:[eE][+-]?[0-9]+)?$/.test(value) || /^[-]?(?:[0-9]+)?[.][0-9]+(?:[eE][+-]?[0-9]+)?$/.test(value);

/**
 * YYYY-MM-DD naming a real calendar day, computed in UTC.
 * @param {unknown} value
 */
export const isDate = (value) => {
  const m = /^([0-9]{4,})-([0-9]{2})-([0-9]{2})$/.exec(String(value));
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** @param {string} value */
export const isTime = (value) => {
  const m = /^([0-9]{2}):([0-9]{2})(?::([0-9]{2}))?$/.exec(value);
  if (!m) return false;
  const [h, i, s] = [Number(m[1]), Number(m[2]), m[3] ? Number(m[3]) : 0];
  return h <= 23 && i <= 59 && s <= 59;
};

/**
 * ISO weekday (Monday 1 … Sunday 7) of a YYYY-MM-DD date, the same in every time zone.
 * @param {string} value
 */
export const isoWeekday = (value) => {
  const [year = NaN, month = NaN, day = NaN] = String(value).split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
};

/**
 * Extensions for the MIME types CF7's file rule knows (WordPress's upload types; the common ones).
 * @type {Record<string, string[]>}
 */
const MIME_EXTENSIONS = {
  'application/msword': ['doc'],
  'application/pdf': ['pdf'],
  'application/rtf': ['rtf'],
  'application/zip': ['zip'],
  'application/rar': ['rar'],
  'application/x-7z-compressed': ['7z'],
  'application/x-gzip': ['gz', 'gzip'],
  'application/x-tar': ['tar'],
  'application/vnd.ms-excel': ['xla', 'xls', 'xlt', 'xlw'],
  'application/vnd.ms-powerpoint': ['pot', 'pps', 'ppt'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.oasis.opendocument.presentation': ['odp'],
  'application/vnd.oasis.opendocument.spreadsheet': ['ods'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'audio/aac': ['aac'],
  'audio/flac': ['flac'],
  'audio/mpeg': ['mp3', 'm4a', 'm4b'],
  'audio/ogg': ['ogg', 'oga'],
  'audio/wav': ['wav', 'x-wav'],
  'image/avif': ['avif'],
  'image/bmp': ['bmp'],
  'image/gif': ['gif'],
  'image/heic': ['heic'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe'],
  'image/png': ['png'],
  'image/tiff': ['tiff', 'tif'],
  'image/webp': ['webp'],
  'image/x-icon': ['ico'],
  'text/calendar': ['ics'],
  'text/css': ['css'],
  'text/csv': ['csv'],
  'text/html': ['htm', 'html'],
  'text/plain': ['txt', 'asc', 'c', 'cc', 'h', 'srt'],
  'text/tab-separated-values': ['tsv'],
  'video/avi': ['avi'],
  'video/mp4': ['mp4', 'm4v'],
  'video/mpeg': ['mpeg', 'mpg', 'mpe'],
  'video/ogg': ['ogv'],
  'video/quicktime': ['mov', 'qt'],
  'video/webm': ['webm'],
  'video/x-matroska': ['mkv'],
};

/**
 * 'image/*' or 'image/png' → the extensions it stands for.
 * @param {string} mime
 * @returns {string[]}
 */
function extensionsOf(mime) {
  const m = /^([a-z]+)\/([*]|[a-z0-9.+-]+)$/i.exec(mime);
  if (!m) return [];
  const [whole = '', top = '', sub = ''] = m.map((part) => part.toLowerCase());
  return Object.entries(MIME_EXTENSIONS)
    .filter(([type]) => type === whole || (sub === '*' && type.startsWith(`${top}/`)))
    .flatMap(([, extensions]) => extensions);
}

/**
 * @param {SwvFile} file
 * @param {(string | number)[] | undefined} accept
 */
const fileAccepted = (file, accept) =>
  (accept ?? []).map(String).some((entry) => {
    const name = String(file.name ?? '').toLowerCase();
    const extensions = /^\.[a-z0-9]+$/i.test(entry) ? [entry] : extensionsOf(entry).map((e) => `.${e.trim()}`);
    return extensions.some((ext) => name.endsWith(ext.toLowerCase()));
  });

/**
 * @template T
 * @param {T[]} list
 * @param {(item: T) => number} of
 */
const sum = (list, of) => list.reduce((total, item) => total + of(item), 0);

/** The field a rule checks ('' when it names none: nothing is filed under it). */
const fieldOf = (/** @type {SwvRule} */ rule) => rule.field ?? '';

/**
 * Every value must pass `test`.
 * @param {(value: string, rule: SwvRule) => boolean} test
 * @returns {RuleTest}
 */
const each = (test) => (rule, tree) => tree.strings(fieldOf(rule)).every((value) => test(value, rule));

/**
 * A count, length or size compared with an integer threshold; a threshold that is not a number skips the rule.
 * @param {(rule: SwvRule, tree: SwvTree) => number | null} measure null: nothing to measure, the rule holds
 * @param {(amount: number, limit: number) => boolean} within
 * @returns {RuleTest}
 */
const bound = (measure, within) => (rule, tree) => {
  const limit = parseInt(String(rule.threshold), 10);
  const amount = measure(rule, tree);
  return amount === null || Number.isNaN(limit) || within(amount, limit);
};

/** @type {(rule: SwvRule, tree: SwvTree) => number | null} */
const stringCount = (rule, tree) => tree.strings(fieldOf(rule)).length || null;
/** @type {(rule: SwvRule, tree: SwvTree) => number | null} */
const stringLength = (rule, tree) => {
  const values = tree.strings(fieldOf(rule));
  return values.length ? sum(values, (v) => v.length) : null;
};
/** @type {(rule: SwvRule, tree: SwvTree) => number | null} */
const fileBytes = (rule, tree) => {
  const files = tree.files(fieldOf(rule));
  return files.length ? sum(files, (f) => f.size) : null;
};

/**
 * @param {(value: number, limit: number) => boolean} within
 * @returns {RuleTest}
 */
const numberBound = (within) => (rule, tree) => {
  const limit = parseFloat(String(rule.threshold));
  if (Number.isNaN(limit)) return true;
  return tree.strings(fieldOf(rule)).every((value) => !isNumber(value) || within(parseFloat(value), limit));
};

/**
 * Dates compare as YYYY-MM-DD strings.
 * @param {(value: string, limit: string) => boolean} within
 * @returns {RuleTest}
 */
const dateBound = (within) => (rule, tree) => {
  const limit = String(rule.threshold);
  return !isDate(limit) || tree.strings(fieldOf(rule)).every((value) => !isDate(value) || within(value, limit));
};

/** @type {(value: string, rule: SwvRule) => boolean} */
const onStep = (value, rule) => {
  const base = parseFloat(String(rule.base));
  const interval = parseFloat(String(rule.interval));
  if (!(interval > 0)) return true;
  const rest = (parseFloat(value) - base) % interval;
  return Math.abs(rest).toFixed(6) === '0.000000' || Math.abs(rest - interval).toFixed(6) === '0.000000';
};

/**
 * Rule name → test(rule, tree): true when the rule holds. Composite rules are handled in `check`.
 * @type {Record<string, RuleTest>}
 */
export const RULES = {
  required: (rule, tree) => tree.strings(fieldOf(rule)).length > 0,
  requiredfile: (rule, tree) => tree.files(fieldOf(rule)).length > 0,
  email: each(isEmail),
  url: each(isUrl),
  tel: each(isTel),
  number: each(isNumber),
  date: each(isDate),
  time: each(isTime),
  file: (rule, tree) => tree.files(fieldOf(rule)).every((file) => fileAccepted(file, rule.accept)),
  enum: each((value, rule) => (rule.accept ?? []).map(String).includes(value)),
  dayofweek: each((value, rule) => (rule.accept ?? []).map(String).includes(String(isoWeekday(value)))),
  minitems: bound(stringCount, (count, limit) => count >= limit),
  maxitems: bound(stringCount, (count, limit) => count <= limit),
  minlength: bound(stringLength, (length, limit) => length >= limit),
  maxlength: bound(stringLength, (length, limit) => length <= limit),
  minnumber: numberBound((value, limit) => value >= limit),
  maxnumber: numberBound((value, limit) => value <= limit),
  mindate: dateBound((value, limit) => value >= limit),
  maxdate: dateBound((value, limit) => value <= limit),
  minfilesize: bound(fileBytes, (bytes, limit) => bytes >= limit),
  maxfilesize: bound(fileBytes, (bytes, limit) => bytes <= limit),
  stepnumber: each(onStep),
};

/**
 * The failure of one rule, or null. `all` fails with its own error on the
 * field of the first inner rule that fails; `any` fails on its own field when
 * no inner rule holds. Unknown rules hold.
 * @param {SwvRule} rule
 * @param {SwvTree} tree
 * @returns {{ field: string, message: string } | null}
 */
export function check(rule, tree) {
  if (rule.rule === 'all' || rule.rule === 'any') {
    const inner = rule.rules ?? [];
    if (inner.length === 0) return null;
    if (rule.rule === 'all') {
      const failed = inner.map((r) => check(r, tree)).find(Boolean);
      return failed ? { field: failed.field, message: rule.error ?? '' } : null;
    }
    return inner.some((r) => !check(r, tree)) ? null : { field: rule.field ?? '', message: rule.error ?? '' };
  }
  const test = RULES[rule.rule];
  if (!test || test(rule, tree)) return null;
  return { field: rule.field ?? '', message: rule.error ?? '' };
}

/**
 * Validates submitted entries ([name, value] pairs; files as { name, size })
 * against a schema with the built-in rules. Returns, per field, { error } for
 * the first failing rule, or { validInputs } for a field with values and no error.
 * @param {SwvSchema | undefined} schema
 * @param {Iterable<[string, SwvValue]>} entries
 * @returns {SwvResult}
 */
export function validate(schema, entries) {
  return validateOnPage(schema, entries, {
    validators: BUILT_IN_VALIDATORS,
    middleware: [],
    failed: (error) => {
      throw error;
    },
  });
}

/**
 * What a page validator throws when its rule fails, as CF7's internal ValidationError: the field and
 * its error message. Page validators get no other way to fail (CF7 does not export its class); add-ons
 * call a built-in one, as a conditional rule calls `required`.
 */
export class RuleFailure {
  /** @param {{ rule: string, field?: string, error?: string }} failed */
  constructor({ rule, field, error }) {
    this.rule = rule;
    this.field = field;
    this.error = error;
  }
}

/**
 * @typedef {(this: SwvRule, tree: SwvTree, options?: unknown) => void} PageValidator throws a RuleFailure
 * @typedef {{ ruleObj: SwvRule, formDataTree: SwvTree, options: unknown }} RuleCall
 * @typedef {(call: RuleCall, next: (call: RuleCall) => unknown) => unknown} Middleware
 */

/**
 * The built-in rules as `swv.validators`, called as CF7 calls them: the rule as `this`, the tree first;
 * a failing rule throws. Made once: every check (each field a visitor leaves) reads them.
 * @type {Readonly<Record<string, PageValidator>>}
 */
export const BUILT_IN_VALIDATORS = Object.freeze(
  Object.fromEntries(
    [...Object.keys(RULES), 'all', 'any'].map((name) => [
      name,
      // By its own name, not the rule's: an add-on's rule calls a built-in with itself as `this`.
      /** @type {PageValidator} */ (
        function (tree) {
          const failure = check({ ...this, rule: name }, tree);
          if (failure) throw new RuleFailure({ rule: name, field: failure.field, error: failure.message });
        }
      ),
    ]),
  ),
);

/**
 * Validates as CF7's page-side `swv.validate` does, with the page's validators (built-in and added by
 * other scripts) and middleware: a rule runs when the page has a validator for it whose `matches`, if
 * any, agrees; each middleware wraps the call (the last added outermost); a RuleFailure gives its field
 * the first error. Anything else a validator throws goes to `failed`, and its rule holds.
 * @param {SwvSchema | undefined} schema
 * @param {Iterable<[string, SwvValue]>} entries
 * @param {{ validators: Record<string, unknown>, middleware: Middleware[], failed: (error: unknown) => void }} page
 * @param {unknown} [options]
 * @returns {SwvResult}
 */
export function validateOnPage(schema, entries, page, options = {}) {
  const tree = createTree(entries);
  /** @type {(call: RuleCall) => unknown} */
  let run = ({ ruleObj, formDataTree, options: given }) => /** @type {PageValidator} */ (page.validators[ruleObj.rule]).call(ruleObj, formDataTree, given);
  for (const middleware of page.middleware) {
    const next = run;
    run = (call) => middleware(call, next);
  }
  /** @type {SwvResult} */
  const result = {};
  for (const rule of schema?.rules ?? []) {
    const validator = page.validators[rule.rule];
    if (typeof validator !== 'function') continue;
    // CF7 asks a validator's `matches(ruleWithoutItsName, options)`, when it has one, whether the rule applies.
    const matches = /** @type {{ matches?: unknown }} */ (validator).matches;
    if (typeof matches === 'function' && !matches.call(validator, Object.fromEntries(Object.entries(rule).filter(([key]) => key !== 'rule')), options)) continue;
    try {
      run({ ruleObj: rule, formDataTree: tree, options });
    } catch (error) {
      if (!(error instanceof RuleFailure)) page.failed(error);
      else if (error.field !== undefined && error.error !== undefined && result[error.field] === undefined) result[error.field] = { error: error.error };
    }
  }
  for (const field of tree.fields()) {
    if (result[field] !== undefined) continue;
    const values = [...tree.strings(field), ...tree.files(field)];
    if (values.length) result[field] = { validInputs: values };
  }
  return result;
}
