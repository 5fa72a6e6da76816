/** The Customer Profitability Calculator: its page's entry (see ./tool.ts). */
import {FREE_TOOL_PATHS} from '@site/src/data/freeToolPaths';
import type {FreeTool} from './tool';

export const PROFITABILITY_CALCULATOR_TOOL: FreeTool = {
  path: FREE_TOOL_PATHS.profitabilityCalculator,
  name: 'Customer Profitability Calculator',
  title: 'Customer Profitability Calculator: true profit per customer',
  description:
    "A free customer profitability calculator for B2B sellers: enter one customer's revenue and every cost to serve, from shipping and service hours to credit terms and returns, and see the real margin.",
  keywords: [
    'customer profitability calculator',
    'cost to serve',
    'customer margin',
    'customer lifetime value',
    'B2B customer profitability',
  ],
  lead: "Revenue tells you who buys the most. This calculator tells you who earns you the most: enter one customer's figures for a year and see what is left after every cost of serving them.",
  note: 'Everything is calculated in your browser. Your figures and any calculations you save stay in this browser.',
  withoutScript: {
    subject: 'This calculator',
    instead:
      'Its results are worked out in your browser. The fields below list every figure it asks for, for one customer over a year.',
  },
};
