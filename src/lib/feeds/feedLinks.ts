/**
 * What the blog's feeds lack as the feed library writes them: the feed's own address
 * (`atom:link rel="self"` in RSS, `link rel="self"` in Atom), which feed readers use to
 * follow a feed that moves, and in RSS each item's authors (`dc:creator`: RSS's own `author`
 * element must be an e-mail address). Each function takes the feed's text and returns it
 * with the addition, and leaves a feed that already has it unchanged.
 */

const ATOM_NS = 'http://www.w3.org/2005/Atom';
const DC_NS = 'http://purl.org/dc/elements/1.1/';

/** Text safe inside an XML attribute value in double quotes. */
export function escapeXmlAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Text as character data (a CDATA section cannot hold "]]>", so that is split). */
function cdata(value: string): string {
  return `<![CDATA[${value.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}

/** Adds a namespace declaration to the root element when it lacks it. */
function declareNamespace(xml: string, root: string, prefix: string, uri: string): string {
  const start = new RegExp(`<${root}(\\s[^>]*)?>`);
  const match = start.exec(xml);
  if (!match) throw new Error(`The feed has no <${root}> element`);
  if (match[0].includes(`xmlns:${prefix}=`)) return xml;
  const tag = match[0].replace(/>$/, ` xmlns:${prefix}="${uri}">`);
  return xml.slice(0, match.index) + tag + xml.slice(match.index + match[0].length);
}

/** Inserts `insertion` right after the first match of `after` (an opening tag). */
function insertAfter(xml: string, after: RegExp, insertion: string, what: string): string {
  const match = after.exec(xml);
  if (!match) throw new Error(`The feed has no ${what}`);
  const at = match.index + match[0].length;
  return xml.slice(0, at) + insertion + xml.slice(at);
}

/** An RSS 2.0 feed that names its own address. */
export function withRssSelfLink(xml: string, selfUrl: string): string {
  if (/<atom:link\b[^>]*rel="self"/.test(xml)) return xml;
  const declared = declareNamespace(xml, 'rss', 'atom', ATOM_NS);
  const link = `<atom:link href="${escapeXmlAttribute(selfUrl)}" rel="self" type="application/rss+xml"/>`;
  return insertAfter(declared, /<channel>/, `\n        ${link}`, '<channel> element');
}

/** An Atom feed that names its own address. */
export function withAtomSelfLink(xml: string, selfUrl: string): string {
  if (/<link\b[^>]*rel="self"/.test(xml)) return xml;
  const link = `<link rel="self" type="application/atom+xml" href="${escapeXmlAttribute(selfUrl)}"/>`;
  return insertAfter(xml, /<feed\b[^>]*>/, `\n    ${link}`, '<feed> element');
}

/**
 * An RSS 2.0 feed whose items name their authors, found by the item's link.
 *
 * @param authorsByLink The authors' names of each item, keyed by the item's `<link>`.
 */
export function withRssItemAuthors(
  xml: string,
  authorsByLink: ReadonlyMap<string, readonly string[]>,
): string {
  const declared = declareNamespace(xml, 'rss', 'dc', DC_NS);
  return declared.replace(/<item>([\s\S]*?)<\/item>/g, (item: string, body: string) => {
    if (body.includes('<dc:creator>')) return item;
    const link = /<link>([^<]*)<\/link>/.exec(body)?.[1]?.trim();
    const names = link === undefined ? undefined : authorsByLink.get(unescapeXml(link));
    if (!names || names.length === 0) return item;
    const creators = names.map((name) => `\n            <dc:creator>${cdata(name)}</dc:creator>`);
    return `<item>${body.replace(/\s*$/, '')}${creators.join('')}\n        </item>`;
  });
}

/** The text of XML character data with the five predefined entities resolved. */
function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
