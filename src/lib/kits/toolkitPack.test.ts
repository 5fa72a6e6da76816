import {describe, expect, it} from 'vitest';
import {AUDIT_DATA_CHECKLIST, AUDIT_PLAN, TOOLKIT_TOOLS} from '@site/src/data/kits/toolkit';
import {toolkitPackText} from './toolkitPack';

const text = toolkitPackText({
  tools: TOOLKIT_TOOLS,
  plan: AUDIT_PLAN,
  dataChecklist: AUDIT_DATA_CHECKLIST,
  siteUrl: 'https://www.example.com',
  bookingUrl: 'https://www.example.com/book-call',
});
const flat = text.replace(/\r\n\s*/g, ' ');

describe('toolkitPackText', () => {
  it('lists the five tools with their full addresses', () => {
    for (const [index, tool] of TOOLKIT_TOOLS.entries()) {
      expect(text).toContain(`${index + 1}. ${tool.title}\r\n   https://www.example.com${tool.to}`);
    }
  });
  it('says no email or signup is needed', () => {
    expect(flat).toContain('no email or signup needed');
  });
  it('holds the audit plan as a checklist and the data to gather', () => {
    expect(text.match(/^\[ \] /gm)).toHaveLength(AUDIT_PLAN.length);
    expect(flat).toContain('[ ] Day 1 - 47-Point Margin Leak Checklist:');
    for (const item of AUDIT_DATA_CHECKLIST) expect(flat).toContain(item);
  });
  it('ends with the booking address', () => {
    expect(text.trimEnd().endsWith('https://www.example.com/book-call')).toBe(true);
  });
  it('keeps lines to 78 characters', () => {
    for (const line of text.split('\r\n')) expect(line.length, line).toBeLessThanOrEqual(78);
  });
});
