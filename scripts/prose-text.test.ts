import {describe, expect, it} from 'vitest';
import {mainTextRuns, sentenceAround} from './prose-text';

function page(main: string): string {
  return `<!doctype html><html><head><title>T</title><script>var a = 1 + 1;</script></head>
<body><nav class="navbar">Pricing = $1 × 2</nav><main>${main}</main>
<footer>© 2025 = 2 × 1,012</footer></body></html>`;
}

describe('mainTextRuns', () => {
  it('reads only the main element, not the navigation bar, footer or head', () => {
    expect(mainTextRuns(page('<p>Margin = $2 × 3 = $6</p>'))).toEqual(['Margin = $2 × 3 = $6']);
  });

  it('gives nothing for a page without a main element', () => {
    expect(mainTextRuns('<html><body><p>2 × 3 = 6</p></body></html>')).toEqual([]);
  });

  it('makes each block a run of its own', () => {
    const html = page('<h2>Example</h2><p>One.</p><ul><li>Two</li><li>Three</li></ul>');
    expect(mainTextRuns(html)).toEqual(['Example', 'One.', 'Two', 'Three']);
  });

  it('keeps inline elements inside the run of their block', () => {
    const html = page(
      '<p>Total <strong>$2,400</strong> × <a href="/x">18</a> = <em>$43,200</em></p>',
    );
    expect(mainTextRuns(html)).toEqual(['Total $2,400 × 18 = $43,200']);
  });

  it('splits a block around a block nested in it', () => {
    const html = page('<li>Before<p>Inside</p>after</li>');
    expect(mainTextRuns(html)).toEqual(['Before', 'Inside', 'after']);
  });

  it('ends a run at a line break', () => {
    expect(mainTextRuns(page('<td>2 × 3<br>= 6</td>'))).toEqual(['2 × 3', '= 6']);
  });

  it('makes table cells separate runs', () => {
    const html = page('<table><tr><td>Supplier increase</td><td>$228,000</td></tr></table>');
    expect(mainTextRuns(html)).toEqual(['Supplier increase', '$228,000']);
  });

  it('leaves out scripts, code, buttons, hidden parts and the table of contents', () => {
    const html = page(
      '<p>Kept</p><script>x = 1 + 2</script><pre><code>=SUM(A1:A3)</code></pre>' +
        '<p>Uses <code>a = b</code> here</p><button>Reset</button><div hidden>Hidden</div>' +
        '<span aria-hidden="true">Decor</span><div class="theme-doc-toc-mobile">Contents</div>' +
        '<ul class="table-of-contents"><li>Heading</li></ul>',
    );
    expect(mainTextRuns(html)).toEqual(['Kept', 'Uses … here']);
  });

  it('decodes entities and makes non-breaking spaces plain spaces', () => {
    expect(mainTextRuns(page('<p>$2,400&nbsp;&times;&nbsp;18 &amp; more</p>'))).toEqual([
      '$2,400 × 18 & more',
    ]);
  });

  it('drops zero-width spaces and soft hyphens', () => {
    expect(
      mainTextRuns(page('<h2>Worked\u00ad example<a class="hash-link">\u200b</a></h2>')),
    ).toEqual(['Worked example']);
  });

  it('keeps a superscript apart from the figure before it and drops footnote references', () => {
    const html = page(
      '<p>Area 12 m<sup>2</sup>; total $9,504<sup><a data-footnote-ref href="#fn-1">1</a></sup>.</p>',
    );
    expect(mainTextRuns(html)).toEqual(['Area 12 m 2 ; total $9,504 .']);
  });
});

describe('sentenceAround', () => {
  const run = 'The rate is 27.5% today. Revenue = 330 × $4,800 × 7% = $110,880 a quarter. Done!';

  it('gives the sentence that holds the span, not splitting at decimal points', () => {
    const start = run.indexOf('330');
    expect(sentenceAround(run, start, start + 10)).toBe(
      'Revenue = 330 × $4,800 × 7% = $110,880 a quarter.',
    );
  });

  it('gives the first sentence from the start of the run', () => {
    expect(sentenceAround(run, 0, 3)).toBe('The rate is 27.5% today.');
  });

  it('gives the last sentence up to the end of the run', () => {
    expect(sentenceAround(run, run.length - 3, run.length)).toBe('Done!');
  });
});
