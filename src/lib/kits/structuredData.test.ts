import {describe, expect, it} from 'vitest';
import {articleLd, howToLd} from './structuredData';

describe('howToLd', () => {
  it('numbers the steps and links each to its anchor', () => {
    const data = howToLd({
      name: 'Automate reporting',
      description: 'Five steps',
      pageUrl: 'https://x.example/guide',
      steps: [
        {title: 'Map', description: 'List reports'},
        {title: 'Extract', description: 'Schedule exports'},
      ],
    });
    expect(data['@type']).toBe('HowTo');
    expect(data.step).toEqual([
      {
        '@type': 'HowToStep',
        position: 1,
        name: 'Map',
        text: 'List reports',
        url: 'https://x.example/guide#step-1',
      },
      {
        '@type': 'HowToStep',
        position: 2,
        name: 'Extract',
        text: 'Schedule exports',
        url: 'https://x.example/guide#step-2',
      },
    ]);
  });
});

describe('articleLd', () => {
  it('is published by the site organisation', () => {
    const data = articleLd({
      headline: 'Tracking',
      description: 'How often',
      pageUrl: 'https://x.example/t',
      siteUrl: 'https://x.example',
    });
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'Tracking',
      author: {'@id': 'https://x.example/#organization'},
      publisher: {'@id': 'https://x.example/#organization'},
    });
  });
});
