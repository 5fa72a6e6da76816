/**
 * A small validator of JSON-LD structured data against the schema.org vocabulary
 * (vocabulary.json, vendored by vendor.ts) and the properties search engines require:
 *
 * - every node's `@type` is a schema.org class;
 * - every property belongs to the node's class or one of its ancestors;
 * - every value is of a type the property expects: text for text, a number for numbers, a
 *   date for dates, a node of the expected class (or a subclass), or an absolute URL where a
 *   node may be referred to by address;
 * - each class has the properties listed for it in REQUIRED (Google's required properties
 *   for its rich results, and what the site promises besides), and a BreadcrumbList's items
 *   are numbered from 1 with a name and an address.
 */
import vocabulary from './vocabulary.json';

interface Vocabulary {
  readonly dataTypes: readonly string[];
  readonly classes: Readonly<
    Record<string, {readonly parents: readonly string[]; readonly properties: readonly string[]}>
  >;
  readonly properties: Readonly<Record<string, readonly string[]>>;
}

const VOCABULARY = vocabulary as Vocabulary;
const DATA_TYPES = new Set(VOCABULARY.dataTypes);
const CONTEXTS = new Set([
  'https://schema.org',
  'http://schema.org',
  'https://schema.org/',
  'http://schema.org/',
]);

/**
 * Properties outside schema.org that search engines define for a class: the search box's
 * `query-input` on a SearchAction (Google's sitelinks search box).
 */
const EXTENSIONS: Readonly<Record<string, readonly string[]>> = {SearchAction: ['query-input']};

/**
 * Properties a node of a class must have. Google's required properties for the rich results
 * the site aims at (breadcrumbs, FAQ, software app offers, site search), and for the classes
 * it has no rich result for (articles, terms), what makes the node useful: an article's
 * headline, a term's name and the set it belongs to. BlogPosting lists everything Google
 * recommends for an article, which the site gives every post.
 */
export const REQUIRED: Readonly<Record<string, readonly string[]>> = {
  Organization: ['name', 'url'],
  WebSite: ['name', 'url'],
  SearchAction: ['target', 'query-input'],
  BreadcrumbList: ['itemListElement'],
  Article: ['headline'],
  BlogPosting: ['headline', 'author', 'datePublished', 'dateModified', 'image', 'publisher', 'url'],
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  Answer: ['text'],
  HowTo: ['name', 'step'],
  HowToStep: ['text'],
  DefinedTerm: ['name', 'inDefinedTermSet'],
  DefinedTermSet: ['name'],
  WebApplication: ['name', 'offers', 'applicationCategory'],
  Offer: ['price', 'priceCurrency'],
  AggregateOffer: ['lowPrice', 'priceCurrency'],
  ImageObject: ['url'],
  ListItem: ['position'],
};

export interface Problem {
  /** Where in the node ("author[0].name"). */
  readonly path: string;
  readonly message: string;
}

/**
 * The properties a node of `type` needs: the class's own entry of REQUIRED, or where it has
 * none, those of its nearest ancestors that have one (an AggregateOffer has its own list and
 * does not inherit the Offer's price).
 */
export function requiredFor(type: string): Set<string> {
  const own = REQUIRED[type];
  if (own) return new Set(own);
  return new Set(
    (VOCABULARY.classes[type]?.parents ?? []).flatMap((parent) => [...requiredFor(parent)]),
  );
}

/** True when `type` is `ancestor` or one of its subclasses. */
export function isA(type: string, ancestor: string): boolean {
  if (type === ancestor) return true;
  return (VOCABULARY.classes[type]?.parents ?? []).some((parent) => isA(parent, ancestor));
}

/** The properties a class has, its ancestors' included. */
export function propertiesOf(type: string): Set<string> {
  const own = VOCABULARY.classes[type];
  if (!own) return new Set();
  return new Set([
    ...own.properties,
    ...own.parents.flatMap((parent) => [...propertiesOf(parent)]),
  ]);
}

function typesOf(node: Record<string, unknown>): string[] {
  const type = node['@type'];
  return (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === 'string');
}

function isAbsoluteUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** What is wrong with a text value for a property expecting `ranges` (nothing: undefined). */
function textProblem(value: string, ranges: readonly string[]): string | undefined {
  const textual = ranges.some((range) =>
    ['Text', 'CssSelectorType', 'XPathType', 'PronounceableText'].includes(range),
  );
  if (textual) return undefined;
  if (ranges.includes('URL') && isAbsoluteUrl(value)) return undefined;
  if (ranges.includes('Date') && DATE.test(value) && !Number.isNaN(Date.parse(value)))
    return undefined;
  if (ranges.includes('DateTime') && DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)))
    return undefined;
  if (ranges.includes('Time') && /^\d{2}:\d{2}/.test(value)) return undefined;
  // A node may be referred to by its address.
  if (ranges.some((range) => !DATA_TYPES.has(range)) && isAbsoluteUrl(value)) return undefined;
  if (
    (ranges.includes('Number') || ranges.includes('Integer')) &&
    value.trim() !== '' &&
    Number.isFinite(Number(value))
  ) {
    return undefined;
  }
  return `"${value}" is not a valid ${ranges.join(' or ')}`;
}

function checkValue(
  value: unknown,
  ranges: readonly string[],
  path: string,
  problems: Problem[],
): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => checkValue(item, ranges, `${path}[${index}]`, problems));
    return;
  }
  if (typeof value === 'string') {
    const problem = textProblem(value, ranges);
    if (problem) problems.push({path, message: problem});
    return;
  }
  if (typeof value === 'number') {
    const numeric =
      ranges.includes('Number') ||
      ranges.includes('Float') ||
      (ranges.includes('Integer') && Number.isInteger(value));
    if (!numeric || !Number.isFinite(value))
      problems.push({path, message: `${value} is not a valid ${ranges.join(' or ')}`});
    return;
  }
  if (typeof value === 'boolean') {
    if (!ranges.includes('Boolean'))
      problems.push({path, message: `a true/false value is not a ${ranges.join(' or ')}`});
    return;
  }
  if (value && typeof value === 'object') {
    const node = value as Record<string, unknown>;
    const classes = ranges.filter((range) => !DATA_TYPES.has(range));
    if (classes.length === 0) {
      problems.push({path, message: `a node where ${ranges.join(' or ')} is expected`});
      return;
    }
    const types = typesOf(node);
    if (types.length > 0 && !types.some((type) => classes.some((range) => isA(type, range)))) {
      problems.push({
        path,
        message: `${types.join(', ')} where ${classes.join(' or ')} is expected`,
      });
    }
    checkNode(node, path, problems);
    return;
  }
  problems.push({path, message: `an empty value where ${ranges.join(' or ')} is expected`});
}

function checkBreadcrumbs(node: Record<string, unknown>, path: string, problems: Problem[]): void {
  const items = node.itemListElement;
  const list = Array.isArray(items) ? items : [items];
  if (list.length < 2)
    problems.push({path, message: 'a breadcrumb trail needs at least two items'});
  list.forEach((item, index) => {
    const here = `${path}.itemListElement[${index}]`;
    const entry = (item ?? {}) as Record<string, unknown>;
    if (!typesOf(entry).includes('ListItem'))
      problems.push({path: here, message: 'is not a ListItem'});
    if (entry.position !== index + 1)
      problems.push({path: here, message: `position should be ${index + 1}`});
    if (typeof entry.name !== 'string' || entry.name.trim() === '') {
      problems.push({path: here, message: 'has no name'});
    }
    const last = index === list.length - 1;
    if (!last && entry.item === undefined)
      problems.push({path: here, message: 'has no item (address)'});
  });
}

function checkNode(node: Record<string, unknown>, path: string, problems: Problem[]): void {
  const keys = Object.keys(node);
  const id = node['@id'];
  if (id !== undefined && (typeof id !== 'string' || !isAbsoluteUrl(id))) {
    problems.push({path: `${path}.@id`, message: `"${String(id)}" is not an absolute URL`});
  }
  const types = typesOf(node);
  if (types.length === 0) {
    // A reference to a node described elsewhere.
    if (keys.some((key) => key !== '@id')) problems.push({path, message: 'a node without @type'});
    return;
  }
  const known = types.filter((type) => VOCABULARY.classes[type]);
  for (const type of types) {
    if (!VOCABULARY.classes[type])
      problems.push({path, message: `${type} is not a schema.org class in vocabulary.json`});
  }
  // Of a node of no known class, nothing more can be said.
  if (known.length === 0) return;
  const allowed = new Set(known.flatMap((type) => [...propertiesOf(type)]));
  for (const type of known) {
    for (const [base, extra] of Object.entries(EXTENSIONS)) {
      if (isA(type, base)) extra.forEach((key) => allowed.add(key));
    }
  }
  for (const key of keys) {
    if (key.startsWith('@')) continue;
    const here = `${path}.${key}`;
    if (!allowed.has(key)) {
      problems.push({path: here, message: `${key} is not a property of ${types.join(', ')}`});
      continue;
    }
    const ranges = VOCABULARY.properties[key];
    if (ranges && ranges.length > 0) checkValue(node[key], ranges, here, problems);
  }
  for (const type of known) {
    for (const key of requiredFor(type)) {
      const value = node[key];
      const empty = value === undefined || value === null || value === '';
      if (empty || (Array.isArray(value) && value.length === 0)) {
        problems.push({path, message: `${type} needs ${key}`});
      }
    }
    if (isA(type, 'BreadcrumbList')) checkBreadcrumbs(node, path, problems);
  }
}

/** Every problem of one JSON-LD document (a `<script type="application/ld+json">`'s content). */
export function validateJsonLd(document: unknown): Problem[] {
  const problems: Problem[] = [];
  if (!document || typeof document !== 'object' || Array.isArray(document)) {
    return [{path: '$', message: 'a JSON-LD document is an object'}];
  }
  const root = document as Record<string, unknown>;
  if (typeof root['@context'] !== 'string' || !CONTEXTS.has(root['@context'])) {
    problems.push({path: '$.@context', message: 'the context is not schema.org'});
  }
  const graph = root['@graph'];
  if (Array.isArray(graph)) {
    graph.forEach((node, index) =>
      checkNode((node ?? {}) as Record<string, unknown>, `$.@graph[${index}]`, problems),
    );
  } else {
    checkNode(root, '$', problems);
  }
  return problems;
}

/** Every `@type` named anywhere in a document. */
export function typesIn(document: unknown): string[] {
  if (Array.isArray(document)) return document.flatMap(typesIn);
  if (!document || typeof document !== 'object') return [];
  const node = document as Record<string, unknown>;
  return [
    ...typesOf(node),
    ...Object.entries(node).flatMap(([key, value]) => (key === '@type' ? [] : typesIn(value))),
  ];
}
