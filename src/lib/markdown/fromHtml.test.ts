import {describe, expect, it} from 'vitest';
import {htmlToMarkdown} from './fromHtml';

const pageUrl = 'https://www.example.test/business-numbers/churn-rate';
const md = (html: string) => htmlToMarkdown({html, pageUrl});

describe('htmlToMarkdown', () => {
  it('keeps headings, emphasis, lists and tables', () => {
    const text = md(
      '<h2 id="a">Formula<a class="hash-link" href="#a">\u200b</a></h2><p><strong>Churn</strong> is <em>lost</em> share.</p>' +
        '<ul><li>One</li><li>Two</li></ul>' +
        '<table><thead><tr><th>Band<th>Reading</tr></thead><tbody><tr><td>under 100%<td>concerning</tr></tbody></table>',
    );
    expect(text).toBe(
      [
        '## Formula',
        '',
        '**Churn** is _lost_ share.',
        '',
        '- One',
        '- Two',
        '',
        '| Band       | Reading    |',
        '| ---------- | ---------- |',
        '| under 100% | concerning |',
        '',
      ].join('\n'),
    );
  });
  it('joins the text React splits with comments, and writes computed figures as shown', () => {
    expect(
      md('<p>Churn = <!-- -->19<!-- --> ÷ <!-- -->240<!-- --> = <strong>7.9%</strong></p>'),
    ).toBe('Churn = 19 ÷ 240 = **7.9%**\n');
  });
  it('drops controls, icons, hidden text and back links', () => {
    const text = md(
      '<a class="no-print" href="/business-numbers"><svg><path d="M0"/></svg><span>Back to Business Numbers</span></a>' +
        '<p>Kept<span aria-hidden="true">*</span></p><button type="button">Reset</button><script>alert(1)</script>',
    );
    expect(text).toBe('Kept\n');
  });
  it('writes a form field as its label and value', () => {
    const text = md(
      '<div><label for="f1">Customers lost</label><input id="f1" value="19"></div>' +
        '<div><label for="f2">Sector</label><select id="f2"><option>A</option><option selected>Wholesale</option></select></div>' +
        '<div><label for="f3">Empty</label><input id="f3"></div>',
    );
    expect(text).toBe('Customers lost: 19\n\nSector: Wholesale\n\nEmpty\n');
  });
  it('keeps apart neighbouring elements the page sets apart with styles', () => {
    expect(
      md(
        '<p><span>concerning</span><span>under 100%</span></p><p><a href="/a">A</a><a href="/b">B</a></p>',
      ),
    ).toBe(
      'concerning under 100%\n\n[A](https://www.example.test/a) [B](https://www.example.test/b)\n',
    );
  });
  it('writes a description list as "term: value" lines', () => {
    expect(md('<dl><div><dt>Customer churn<dd>7.9%</div><dt>Lifetime<dd>12.6 years</dl>')).toBe(
      '- Customer churn: 7.9%\n- Lifetime: 12.6 years\n',
    );
  });
  it('gives links and pictures absolute addresses', () => {
    const text = md(
      '<p><a href="/pricing">Pricing</a>, <a href="#formula">formula</a>, <a href="https://other.test/x">other</a> <img src="/img/a.svg" alt="A chart"></p>',
    );
    expect(text).toContain('[Pricing](https://www.example.test/pricing)');
    expect(text).toContain(
      '[formula](https://www.example.test/business-numbers/churn-rate#formula)',
    );
    expect(text).toContain('[other](https://other.test/x)');
    expect(text).toContain('![A chart](https://www.example.test/img/a.svg)');
  });
  it('escapes text that Markdown would read as markup', () => {
    expect(md('<p>1 + 1 * 2 &lt;b&gt; [x]</p>')).toBe('1 + 1 \\* 2 \\<b> \\[x]\n');
  });
});
