import {describe, expect, it} from 'vitest';
import {monthName} from '../dates/longDate';
import {
  apaReference,
  bibtexEntry,
  bibtexKey,
  editionOfVersion,
  escapeBibtex,
  pinnedPath,
  type CitedPage,
} from './cite';
import {pinnedRedirects} from './pinned';

const page: CitedPage = {
  title: 'Churn Rate',
  publisher: 'Example Ltd',
  siteName: 'Example',
  edition: '2025',
  draft: false,
  reviewed: '2025-08-27',
  url: 'https://www.site.example/2025/business-numbers/churn-rate',
};

describe('pinnedPath', () => {
  it('puts the edition before the slug, whatever the edition is served under', () => {
    expect(pinnedPath('2025', '/business-numbers/churn-rate')).toBe(
      '/2025/business-numbers/churn-rate',
    );
    expect(pinnedPath('2026', '/business-numbers/')).toBe('/2026/business-numbers');
    expect(pinnedPath('2026', '/')).toBe('/2026');
    expect(pinnedPath('2026', 'glossary')).toBe('/2026/glossary');
  });

  it('names the draft by the edition it will be released as', () => {
    expect(editionOfVersion('current', '2026')).toBe('2026');
    expect(editionOfVersion('2025', '2026')).toBe('2025');
  });
});

describe('apaReference', () => {
  it('names publisher, date, title, edition, site and pinned URL in APA order', () => {
    expect(apaReference(page)).toBe(
      `Example Ltd. (2025, ${monthName(8)} 27). Churn Rate (2025 ed.). Example. ${page.url}`,
    );
  });

  it('marks a draft, leaves out a site named as its publisher, and says n.d. without a date', () => {
    const {reviewed: _unused, ...undated} = page;
    expect(apaReference({...undated, draft: true, siteName: 'Example Ltd', edition: '2026'})).toBe(
      `Example Ltd. (n.d.). Churn Rate (2026 ed., draft). ${page.url}`,
    );
  });

  it('adds no second full stop after a name ending in one', () => {
    expect(apaReference({...page, publisher: 'Example Inc.'})).toMatch(/^Example Inc\. \(/);
  });
});

describe('escapeBibtex', () => {
  it('escapes every character BibTeX reads as a command', () => {
    expect(escapeBibtex('R&D: 50% of $#_ {x} ~a^b \\c')).toBe(
      'R\\&D: 50\\% of \\$\\#\\_ \\{x\\} \\textasciitilde{}a\\textasciicircum{}b \\textbackslash{}c',
    );
  });

  it('leaves plain text alone', () => {
    expect(escapeBibtex('Cost-to-Serve Ratio')).toBe('Cost-to-Serve Ratio');
  });
});

describe('bibtexEntry', () => {
  const entry = bibtexEntry({...page, title: 'Margin & Mix: 100% Guide'});
  const fields = Object.fromEntries(
    [...entry.matchAll(/^ {2}(\w+) = (.*),$/gm)].map((match) => [match[1], match[2]]),
  );

  it('is one @misc entry with a key of letters and digits', () => {
    expect(entry).toMatch(/^@misc\{[a-z0-9]+,\n/);
    expect(entry.endsWith('\n}')).toBe(true);
    expect(bibtexKey(page)).toBe('example2025churnrate');
  });

  it('names the publisher as one corporate author, the escaped title, edition, date and pinned URL', () => {
    expect(fields).toEqual({
      author: '{{Example Ltd}}',
      title: '{Margin \\& Mix: 100\\% Guide}',
      publisher: '{Example Ltd}',
      howpublished: '{Example}',
      edition: '{2025}',
      year: '{2025}',
      month: 'aug',
      date: `{${page.reviewed}}`,
      url: `{${page.url}}`,
    });
  });

  it('marks a draft edition and leaves the date out when none is known', () => {
    const {reviewed: _unused, ...undated} = page;
    const draft = bibtexEntry({...undated, edition: '2026', draft: true});
    expect(draft).toContain('  edition = {2026 (draft)},');
    expect(draft).not.toMatch(/year|month|date/);
  });

  it('keys an edition index page by the word index', () => {
    expect(bibtexKey({...page, edition: '2026', url: 'https://www.site.example/2026'})).toBe(
      'example2026index',
    );
  });
});

describe('pinnedRedirects', () => {
  const editions = [
    {
      edition: '2025',
      label: '2025 edition',
      docs: [
        {
          slug: '/business-numbers/churn-rate',
          permalink: '/business-numbers/churn-rate',
          title: 'Churn',
        },
        {slug: '/business-numbers/', permalink: '/business-numbers/', title: 'Index'},
      ],
    },
    {
      edition: '2026',
      label: '2026 edition (draft)',
      docs: [{slug: '/glossary', permalink: '/next/glossary', title: 'Glossary'}],
    },
    {
      edition: '2024',
      label: '2024 edition',
      docs: [{slug: '/glossary', permalink: '/2024/glossary', title: 'Glossary'}],
    },
  ];

  it('sends each pinned address to where its edition is served, and skips archived ones', () => {
    expect(pinnedRedirects(editions)).toEqual([
      {
        from: '/2025/business-numbers/churn-rate',
        to: '/business-numbers/churn-rate',
        title: 'Churn, 2025 edition',
      },
      {from: '/2025/business-numbers', to: '/business-numbers', title: 'Index, 2025 edition'},
      {from: '/2026/glossary', to: '/next/glossary', title: 'Glossary, 2026 edition (draft)'},
    ]);
  });

  it('refuses a pinned address that is another page', () => {
    expect(() => pinnedRedirects(editions, ['/2026/glossary'])).toThrow(/another page/);
  });
});
