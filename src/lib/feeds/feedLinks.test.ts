import {describe, expect, it} from 'vitest';
import {load} from 'cheerio';
import {withAtomSelfLink, withRssItemAuthors, withRssSelfLink} from './feedLinks';

const RSS = `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/">
    <channel>
        <title>Hub</title>
        <item>
            <title><![CDATA[First]]></title>
            <link>https://x.test/blog/first?a=1&amp;b=2</link>
        </item>
        <item>
            <title><![CDATA[Second]]></title>
            <link>https://x.test/blog/second</link>
        </item>
    </channel>
</rss>`;

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
    <id>https://x.test/blog</id>
    <link rel="alternate" href="https://x.test/blog"/>
</feed>`;

const xml = (text: string) => load(text, {xml: true});

describe('withRssSelfLink', () => {
  it('declares the Atom namespace and names the feed address in the channel', () => {
    const text = withRssSelfLink(RSS, 'https://x.test/blog/rss.xml?a&b');
    expect(text).toContain('xmlns:atom="http://www.w3.org/2005/Atom"');
    const link = xml(text)('channel > atom\\:link');
    expect(link.attr('rel')).toBe('self');
    expect(link.attr('href')).toBe('https://x.test/blog/rss.xml?a&b');
    expect(link.attr('type')).toBe('application/rss+xml');
  });
  it('changes nothing the second time', () => {
    const once = withRssSelfLink(RSS, 'https://x.test/rss.xml');
    expect(withRssSelfLink(once, 'https://x.test/rss.xml')).toBe(once);
  });
  it('refuses a text that is no RSS feed', () => {
    expect(() => withRssSelfLink(ATOM, 'https://x.test/rss.xml')).toThrow(/<rss>/);
  });
});

describe('withAtomSelfLink', () => {
  it('names the feed address beside its other links, once', () => {
    const text = withAtomSelfLink(ATOM, 'https://x.test/blog/atom.xml');
    const self = xml(text)('feed > link[rel="self"]');
    expect(self.attr('href')).toBe('https://x.test/blog/atom.xml');
    expect(self.attr('type')).toBe('application/atom+xml');
    expect(withAtomSelfLink(text, 'https://x.test/blog/atom.xml')).toBe(text);
  });
});

describe('withRssItemAuthors', () => {
  const authors = new Map([
    ['https://x.test/blog/first?a=1&b=2', ['Strategy Team', 'Analysts <& Co> ]]>']],
  ]);
  it("gives each item its authors' names as dc:creator, found by the item's link", () => {
    const $ = xml(withRssItemAuthors(RSS, authors));
    const first = $('item').eq(0).find('dc\\:creator');
    expect(first.toArray().map((node) => $(node).text())).toEqual([
      'Strategy Team',
      'Analysts <& Co> ]]>',
    ]);
    expect($('item').eq(1).find('dc\\:creator')).toHaveLength(0);
    expect($('rss').attr('xmlns:dc')).toBe('http://purl.org/dc/elements/1.1/');
  });
  it('leaves items that already name their authors', () => {
    const once = withRssItemAuthors(RSS, authors);
    expect(withRssItemAuthors(once, authors)).toBe(once);
  });
});
