import {describe, expect, it} from 'vitest';
import {contentTitleOf, withHeadInFrontMatter} from './contentHeads';

const site = {site: {productName: 'MarginScope'}};

describe('contentTitleOf', () => {
  it('reads the first heading when it is an h1, after the front matter and imports', () => {
    const doc = "---\ntitle: 'Long title'\n---\n\nimport X from './x';\n\n# The Guide\n\n## Part\n";
    expect(contentTitleOf(doc, site)).toBe('The Guide');
  });
  it('has none when the first heading is not an h1 (the page shows its title)', () => {
    expect(
      contentTitleOf('---\ntitle: T\n---\n\n<TermHeader />\n\n## Definition\n\n# Late', site),
    ).toBe(undefined);
    expect(contentTitleOf('No heading at all.', site)).toBe(undefined);
  });
  it('skips headings inside code fences', () => {
    expect(contentTitleOf('```md\n# Not this\n```\n\n# This', site)).toBe('This');
  });
  it('reads the site config values a heading names', () => {
    expect(contentTitleOf('# {site.productName} vs BI', site)).toBe('MarginScope vs BI');
  });
  it('refuses an expression it cannot read', () => {
    expect(() => contentTitleOf('# {term.title}', site)).toThrow(/\{term\.title\}/);
  });
});

describe('withHeadInFrontMatter', () => {
  const metadata = {title: 'T', frontMatter: {citation: 'c'}};
  const head = {structuredData: []};
  it('adds the head beside what the front matter holds', () => {
    expect(withHeadInFrontMatter(metadata, head).frontMatter).toEqual({
      citation: 'c',
      pageHead: head,
    });
  });
  it('leaves the metadata as it is without a head', () => {
    expect(withHeadInFrontMatter(metadata, undefined)).toBe(metadata);
  });
});
