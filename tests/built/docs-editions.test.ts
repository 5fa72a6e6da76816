import {describe, expect, it} from 'vitest';
import {DRAFT, RELEASED} from '@site/src/data/editions';
import {builtPage, textOf} from './support/html';

const editionMenu = (route: string) => {
  const $ = builtPage(route);
  return textOf($('.navbar__items .dropdown').filter((_, menu) => /edition/.test($(menu).text())));
};

describe('docs editions, as served', () => {
  it('the edition menu shows on doc pages, naming the edition shown, and not elsewhere', () => {
    expect(editionMenu('/commercial-intelligence-glossary')).toContain(`${RELEASED.name} edition`);
    expect(editionMenu(`${DRAFT.prefix}/commercial-intelligence-glossary`)).toContain(
      `${DRAFT.name} edition`,
    );
    expect(editionMenu('/')).toBe('');
    expect(textOf(builtPage('/')('.navbar'))).not.toMatch(/edition/);
  });

  it('the released edition is served at the root without a banner, and may be indexed', () => {
    const $ = builtPage('/commercial-intelligence-glossary');
    expect($('.theme-doc-version-banner').length).toBe(0);
    expect($('meta[name="robots"]').length).toBe(0);
  });

  it('the draft edition carries the unreleased banner, linking to the released page, and noindex', () => {
    const $ = builtPage(`${DRAFT.prefix}/commercial-intelligence-glossary`);
    const banner = $('.theme-doc-version-banner');
    expect(textOf(banner)).toMatch(/unreleased/i);
    expect(banner.find('a').attr('href')).toBe('/commercial-intelligence-glossary');
    expect($('meta[name="robots"]').attr('content')).toMatch(/noindex/);
  });
});
