/** The Customer Segmentation Guide: its page's entry (see ./tool.ts). */
import {FREE_TOOL_PATHS} from '@site/src/data/freeToolPaths';
import {STATIC_DOWNLOADS} from '@site/src/data/staticDownloads';
import type {FreeTool} from './tool';

export const SEGMENTATION_GUIDE_TOOL: FreeTool = {
  path: FREE_TOOL_PATHS.segmentationGuide,
  name: 'Customer Segmentation Guide',
  title: 'Customer Segmentation Guide: RFM and profitability',
  description:
    'A free customer segmentation guide and tool for B2B sellers: sort customers into Champions, Loyal, Potential, At Risk and New by recency, frequency, revenue and margin, with a strategy for each.',
  keywords: [
    'customer segmentation',
    'RFM analysis',
    'customer profitability segments',
    'B2B customer segmentation',
    'at-risk customers',
  ],
  lead: 'Not every customer deserves the same price, service or attention. Segment yours by how recently, how often and how much they buy, and by the margin they pay, then treat each group on purpose.',
  note: 'Try it with the three sample customers, type in your own, or import a CSV file. The table is saved in this browser only.',
  withoutScript: {
    subject: 'The customer table',
    instead:
      'The rules under the table say how each customer is segmented. The file below has the table’s columns and the three sample customers, for your spreadsheet.',
    downloads: [STATIC_DOWNLOADS.customerTable],
  },
};
