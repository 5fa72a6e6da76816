import {describe, expect, it} from 'vitest';
import {TOOL_PAGE_ROUTES} from './markdownPages';
import {TOOL_DESCRIPTIONS} from './toolFormulas';

describe('the custom pages with a Markdown version', () => {
  it('are every calculator and free tool with a description to write it from', () => {
    expect(TOOL_PAGE_ROUTES).toEqual(TOOL_DESCRIPTIONS.map((tool) => tool.path));
  });
});
