import {describe, expect, it} from 'vitest';
import {
  IMPLEMENTATION_STEPS,
  RFM_PARTS,
  SEGMENT_STRATEGIES,
} from '@site/src/data/customerSegmentation';
import {FREE_TOOL_KEYS, FREE_TOOLS} from '@site/src/data/freeTools';
import {TOOL_RECORDS, recordToolPage} from '@site/src/data/toolRecords';
import {REQUIRED_ROI_FIELDS, ROI_FIELDS} from '@site/src/lib/roi/form';
import {builtPage, textOf} from './support/html';

describe('/calculate-roi, as served before any script runs', () => {
  const $ = builtPage('/calculate-roi');

  it('shows an empty, labelled field for each figure, the required ones marked, each with its hint', () => {
    for (const name of ROI_FIELDS) {
      const input = $(`main form input[name="${name}"]`);
      expect(input.length, name).toBe(1);
      expect(input.attr('value'), name).toBe('');
      expect(textOf($(`label[for="${input.attr('id')}"]`)), name).not.toBe('');
      expect(input.attr('required') !== undefined, name).toBe(
        (REQUIRED_ROI_FIELDS as readonly string[]).includes(name),
      );
      const hint = $(`[id="${input.attr('aria-describedby')}"]`);
      expect(hint.length, `${name} hint`).toBe(1);
    }
    expect(textOf($(`[id="${$('input[name="margin"]').attr('aria-describedby')}"]`))).toMatch(
      /If unsure, enter your product markup minus overheads/,
    );
    expect(textOf($('main'))).toContain('Takes under 2 minutes');
  });
});

describe('/customer-segmentation-guide', () => {
  it('shows a card per segment strategy, each part of RFM and profitability, and each step', () => {
    const $ = builtPage('/customer-segmentation-guide');
    const region = (name: string) =>
      $('section[aria-labelledby]').filter(
        (_, section) => textOf($(`[id="${$(section).attr('aria-labelledby')}"]`)) === name,
      );
    const headings = (name: string) =>
      region(name)
        .find('h3')
        .toArray()
        .map((heading) => textOf($(heading)));
    expect(headings('A strategy for each segment')).toEqual(
      SEGMENT_STRATEGIES.map((card) => card.title),
    );
    expect(headings('RFM and profitability')).toEqual(RFM_PARTS.map((part) => part.title));
    expect(region('Put it to work in five steps').find('li').length).toBe(
      IMPLEMENTATION_STEPS.length,
    );
  });
});

describe('every free tool, as served before any script runs', () => {
  it.each(FREE_TOOL_KEYS.map((key) => FREE_TOOLS[key].path))(
    '%s links to the page of the visitor’s data and offers a share link',
    (path) => {
      const $ = builtPage(path);
      const links = $('main a[href="/your-data"]');
      expect(links.length).toBeGreaterThan(0);
      expect(textOf(links.first())).toBe('Your data in this browser');
      expect(
        $('main button').filter((_, button) => textOf($(button)) === 'Share as a link'),
      ).toHaveLength(1);
    },
  );
});

describe('/your-data, as served before any script runs', () => {
  it('lists each record the tools keep, with a link to its tool, and the export, import and clear actions', () => {
    const $ = builtPage('/your-data');
    expect(textOf($('h1'))).toBe('Your data in this browser');
    const titles = $('main li h3')
      .toArray()
      .map((heading) => textOf($(heading)));
    expect(titles).toEqual(TOOL_RECORDS.map((record) => record.schema.label));
    for (const record of TOOL_RECORDS) {
      expect(
        $(`main a[href="${recordToolPage(record.tool).path}"]`).length,
        record.tool,
      ).toBeGreaterThan(0);
    }
    const buttons = $('main button')
      .toArray()
      .map((button) => textOf($(button)));
    expect(buttons).toEqual(expect.arrayContaining(['Export all', 'Clear all']));
    expect($('main input[type="file"]').length).toBe(1);
  });
});
