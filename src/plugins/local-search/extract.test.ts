import {describe, expect, it} from 'vitest';
import {extractPage} from './extract';

const DOC = `<!doctype html>
<html class="docs-wrapper plugin-docs docs-version-current docs-doc-page">
<head>
  <title>Churn Rate | MarginScope</title>
  <meta name="description" content="How to measure churn.">
  <meta name="keywords" content="churn rate, customer churn">
</head>
<body>
  <nav class="navbar">Pricing Growth Hub</nav>
  <main id="__docusaurus_skipToContent_fallback">
    <div class="theme-doc-version-banner">This is unreleased documentation.</div>
    <div class="theme-doc-toc-mobile">On this page</div>
    <article>
      <a class="no-print" href="/business-numbers">Back to Business Numbers</a>
      <h1>Churn Rate</h1>
      <p>Churn is the share of customers lost.</p>
      <h2 id="formula">Formula<a class="hash-link" href="#formula">\u200b</a></h2>
      <p>Customers lost <span aria-hidden="true">÷</span> customers at the start.</p>
      <section id="calculator">
        <h3>Work it out</h3>
        <label>Customers at the start</label><input>
      </section>
      <h2 id=":R1:">Generated</h2>
      <p>Text under a generated id.</p>
      <div hidden><h3>Answer</h3><p>Hidden until opened.</p></div>
    </article>
    <nav class="pagination-nav">Previous Next</nav>
    <div class="theme-doc-toc-desktop">Formula Work it out</div>
  </main>
  <footer>© MarginScope</footer>
</body></html>`;

describe('extractPage', () => {
  const page = extractPage(DOC, 'MarginScope');

  it("reads the names without the site's name, the description and the keywords", () => {
    expect(page.title).toBe('Churn Rate');
    expect(page.h1).toBe('Churn Rate');
    expect(page.description).toBe('How to measure churn.');
    expect(page.keywords).toEqual(['churn rate', 'customer churn']);
  });

  it('reads the docs version from the theme', () => {
    expect(page.docsVersion).toBe('current');
    expect(extractPage('<html><main><h1>A</h1></main></html>', 'X').docsVersion).toBeUndefined();
  });

  it('gives each heading its own anchor, else its section’s, never a generated or the main one', () => {
    expect(page.headings).toEqual([
      {anchor: 'formula', text: 'Formula'},
      {anchor: 'calculator', text: 'Work it out'},
      {anchor: '', text: 'Generated'},
      {anchor: '', text: 'Answer'},
    ]);
  });

  it('splits the text by heading and leaves out navigation, banners and decoration', () => {
    expect(page.texts).toEqual([
      {heading: -1, text: 'Churn is the share of customers lost.'},
      {heading: 0, text: 'Customers lost customers at the start.'},
      {heading: 1, text: 'Customers at the start'},
      {heading: 2, text: 'Text under a generated id.'},
      {heading: 3, text: 'Hidden until opened.'},
    ]);
  });

  it('keeps the words of a row of buttons apart, and a link inside a sentence in it', () => {
    const html = `<html><head><title>T</title></head><body><main><h1>T</h1>
      <p>Use the <a href="/x">calculator</a>.</p>
      <div><a class="button_x" href="/a">Try the Calculator</a><a href="/b">Watch the Demo</a></div>
      </main></body></html>`;
    const texts = extractPage(html, 'Site').texts.map((stretch) => stretch.text);
    expect(texts.join(' ')).toContain('Use the calculator.');
    expect(texts.join(' ')).toContain('Try the Calculator Watch the Demo');
  });

  it('recognises a page that only sends the visitor elsewhere', () => {
    const redirect = '<html><head><meta http-equiv="refresh" content="0; url=/x"></head></html>';
    expect(extractPage(redirect, 'X').isRedirect).toBe(true);
    expect(page.isRedirect).toBe(false);
  });
});
