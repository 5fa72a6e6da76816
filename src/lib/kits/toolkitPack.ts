/**
 * The Margin Audit Toolkit pack: a plain-text file a visitor downloads from the toolkit
 * hub, with its tools and their addresses, a two-week audit plan and the data to
 * gather. Built from the same data as the hub page, so the two never disagree.
 */
import type {AuditPlanStep, ToolkitTool} from '@site/src/data/kits/toolkit';
import {site} from '@site/src/config/site';
import {capitalised, countInWords} from '@site/src/lib/numbers/words';
import {bulletList, toTextFile, underline, wrapText} from '@site/src/lib/reports/plainText';

export interface ToolkitPackInput {
  readonly tools: readonly ToolkitTool[];
  readonly plan: readonly AuditPlanStep[];
  readonly dataChecklist: readonly string[];
  /** Absolute site URL without a trailing slash, e.g. "https://www.example.com". */
  readonly siteUrl: string;
  /** Address of the booking page, absolute. */
  readonly bookingUrl: string;
}

/** The pack's file name. */
export const TOOLKIT_PACK_FILE = 'margin-audit-toolkit.txt';

/** The pack as text: overview, tools, plan with checkboxes, data checklist, next step. */
export function toolkitPackText(input: ToolkitPackInput): string {
  const {tools, plan, dataChecklist, siteUrl, bookingUrl} = input;
  const toolById = new Map(tools.map((tool) => [tool.id, tool]));
  const toolCount = countInWords(tools.length);
  const lines: string[] = [
    ...underline('Margin Audit Toolkit'),
    '',
    ...wrapText(
      `${capitalised(toolCount)} free tools to find where margin leaks out of your business, and a plan to use them in two weeks. Every tool runs in your browser: no email or signup needed, and your figures stay on your computer.`,
    ),
    '',
    ...underline(`The ${toolCount} tools`, '-'),
  ];
  tools.forEach((tool, index) => {
    lines.push(
      '',
      `${index + 1}. ${tool.title}`,
      `   ${siteUrl}${tool.to}`,
      ...wrapText(tool.summary, undefined, '   '),
      ...wrapText(`You get: ${tool.outcome}`, undefined, '   '),
      `   Time: ${tool.time}`,
    );
  });
  lines.push('', ...underline('Two-week audit plan', '-'), '');
  for (const step of plan) {
    const tool = toolById.get(step.tool);
    lines.push(
      ...wrapText(
        `[ ] ${step.when} - ${tool ? tool.title : step.tool}: ${step.task}`,
        undefined,
        '',
        '    ',
      ),
    );
  }
  lines.push(
    '',
    ...underline('Data to gather before you start', '-'),
    '',
    ...bulletList(dataChecklist),
    '',
    ...underline('Next step', '-'),
    '',
    ...wrapText(
      `When the audit has shown where margin leaks, a ${site.scheduling.callMinutes}-minute call with a commercial strategist turns the findings into a plan: ${bookingUrl}`,
    ),
  );
  return toTextFile(lines);
}
