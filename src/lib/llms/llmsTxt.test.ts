import {describe, expect, it} from 'vitest';
import {llmsFullTxt, llmsTxt} from './llmsTxt';

const input = {
  name: 'MarginScope',
  summary: 'Commercial intelligence\nfor B2B distributors.',
  context: ['Every page has a Markdown version.'],
  sections: [
    {
      title: 'Business Numbers',
      links: [
        {title: 'Churn Rate [CR]', url: 'https://x.test/churn-rate.md', note: 'Customers lost.'},
        {title: 'ROI', url: 'https://x.test/roi', details: ['Total = a + b']},
      ],
    },
    {title: 'Empty', links: []},
    {title: 'Optional', links: [{title: 'Terms', url: 'https://x.test/terms'}]},
  ],
};

describe('llmsTxt', () => {
  it('has the name as its h1, the summary as a quote, then sections of links with notes', () => {
    expect(llmsTxt(input)).toBe(
      [
        '# MarginScope',
        '',
        '> Commercial intelligence for B2B distributors.',
        '',
        'Every page has a Markdown version.',
        '',
        '## Business Numbers',
        '',
        '- [Churn Rate \\[CR\\]](https://x.test/churn-rate.md): Customers lost.',
        '- [ROI](https://x.test/roi)',
        '  - Total = a + b',
        '',
        '## Optional',
        '',
        '- [Terms](https://x.test/terms)',
        '',
      ].join('\n'),
    );
  });
  it('refuses a missing summary or a relative link', () => {
    expect(() => llmsTxt({...input, summary: ' '})).toThrow(/summary/);
    expect(() =>
      llmsTxt({...input, sections: [{title: 'A', links: [{title: 'B', url: '/b'}]}]}),
    ).toThrow(/absolute/);
  });
});

describe('llmsFullTxt', () => {
  it('puts each page after its source address, separated by rules', () => {
    const text = llmsFullTxt({name: 'Site', summary: 'About it.'}, [
      {title: 'A', url: 'https://x.test/a', markdown: '# A\n\nText a.\n'},
      {title: 'B', url: 'https://x.test/b', markdown: '# B\n'},
    ]);
    expect(text).toBe(
      '# Site\n\n> About it.\n\n---\n\nSource: https://x.test/a\n\n# A\n\nText a.\n\n---\n\nSource: https://x.test/b\n\n# B\n',
    );
  });
});
