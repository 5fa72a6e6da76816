import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {FREE_TOOLS, FREE_TOOL_KEYS} from './freeTools';

const tools = FREE_TOOL_KEYS.map((key) => FREE_TOOLS[key]);

describe('the free tools', () => {
  it('are the five routes of the specification, each with its page', () => {
    expect(tools.map((tool) => tool.path)).toEqual([
      '/pricing-strategy-worksheet',
      '/margin-leak-assessment',
      '/customer-profitability-calculator',
      '/cost-structure-template',
      '/customer-segmentation-guide',
    ]);
    for (const tool of tools) {
      const page = path.resolve(__dirname, '../pages', tool.path.slice(1), 'index.tsx');
      expect(existsSync(page), page).toBe(true);
    }
  });
  it('title the checklist with 47 points', () => {
    expect(FREE_TOOLS.marginLeakChecklist.name).toBe('47-Point Margin Leak Checklist');
  });
  it('give each page a unique title, a description of 30 to 200 characters and keywords', () => {
    expect(new Set(tools.map((tool) => tool.title)).size).toBe(5);
    for (const tool of tools) {
      expect(tool.description.length).toBeGreaterThanOrEqual(30);
      expect(tool.description.length).toBeLessThanOrEqual(200);
      expect(tool.keywords.length).toBeGreaterThan(0);
    }
  });
});
