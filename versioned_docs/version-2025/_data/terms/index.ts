/**
 * The Business Numbers of this edition: the terms it publishes, the groups the index shows
 * them in, and what it says about each one wherever the term is named (index cards, related
 * links, the glossary, search). Each term's page content is in the module of its slug.
 */
import {defineEditionTerms} from '@site/src/lib/businessNumbers/registry';

export const TERMS = defineEditionTerms({
  groups: [
    {
      id: 'customer-revenue',
      title: 'Customer & Revenue Terms',
      intro: 'What a customer is worth, what it costs to win one, and how much of them you keep.',
      slugs: [
        'customer-lifetime-value',
        'customer-acquisition-cost',
        'churn-rate',
        'customer-tier',
        'net-revenue-retention',
        'rfm-modelling',
      ],
    },
    {
      id: 'pricing-product',
      title: 'Pricing & Product Terms',
      intro: 'Where margin is made or given away: per product, per customer and per quote.',
      slugs: [
        'gross-margin-per-product',
        'margin-per-customer',
        'quote-conversion-rate',
        'price-override-frequency',
        'breakeven-price',
      ],
    },
    {
      id: 'operational-strategic',
      title: 'Operational & Strategic Terms',
      intro: 'How fast sales turn into cash and profit, and how far the plan can be trusted.',
      slugs: [
        'contribution-margin',
        'forecast-accuracy',
        'quote-to-cash-time',
        'days-sales-outstanding',
        'average-order-value',
        'sales-velocity-profitability',
      ],
    },
  ],
  entries: {
    'customer-lifetime-value': {
      title: 'Customer Lifetime Value (CLV)',
      summary:
        'The gross margin a customer brings over the whole relationship, and what you can afford to spend to win one.',
      aliases: ['CLV', 'LTV', 'CLTV', 'lifetime value', 'customer value'],
      ctas: ['demo', 'call'],
    },
    'customer-acquisition-cost': {
      title: 'Customer Acquisition Cost (CAC)',
      summary:
        'What winning one new account really costs once sales time, marketing and tools are counted.',
      aliases: ['CAC', 'acquisition cost', 'cost per customer', 'cost to acquire'],
      ctas: ['roi', 'call'],
    },
    'churn-rate': {
      title: 'Churn Rate',
      summary:
        'The share of customers, and of revenue, that leaves each year, and the expansion needed to make up for it.',
      aliases: ['churn', 'customer churn', 'attrition', 'customer retention rate'],
      ctas: ['demo', 'call'],
    },
    'customer-tier': {
      title: 'Customer Tier',
      summary:
        'Grouping accounts by the margin they earn after cost to serve, so terms and service follow value.',
      aliases: ['customer tiering', 'customer segmentation by margin', 'account tiers'],
      ctas: ['demo', 'call'],
    },
    'net-revenue-retention': {
      title: 'Net Revenue Retention (NRR)',
      summary:
        "This year's revenue from last year's customers: growth, downgrades and losses in one figure.",
      aliases: ['NRR', 'net dollar retention', 'NDR', 'revenue retention'],
      ctas: ['roi', 'call'],
    },
    'rfm-modelling': {
      title: 'RFM Modelling',
      summary:
        'Scoring customers on recency, frequency and monetary value to see who to protect, grow or win back.',
      aliases: ['RFM', 'RFM analysis', 'RFM modeling', 'recency frequency monetary'],
      ctas: ['call'],
    },
    'gross-margin-per-product': {
      title: 'Gross Margin per Product',
      summary:
        'What each product line leaves after its landed cost, and which lines only add volume.',
      aliases: ['gross margin', 'product margin', 'GM%', 'product profitability'],
      ctas: ['roi', 'demo'],
    },
    'margin-per-customer': {
      title: 'Margin per Customer',
      summary: 'The profit one account leaves after the goods it buys and the cost of serving it.',
      aliases: ['customer margin', 'customer profitability', 'profit per customer'],
      ctas: ['demo', 'call'],
    },
    'quote-conversion-rate': {
      title: 'Quote Conversion Rate',
      summary:
        'The share of quotes that become orders, read against your industry and the margin you won them at.',
      aliases: ['quote conversion', 'win rate', 'quote-to-order rate', 'quote hit rate'],
      ctas: ['roi', 'demo'],
    },
    'price-override-frequency': {
      title: 'Price Override Frequency',
      summary: 'How often deals leave the price list, the clearest early sign of a pricing leak.',
      aliases: ['price overrides', 'override rate', 'discount overrides', 'manual price changes'],
      ctas: ['roi', 'demo'],
    },
    'breakeven-price': {
      title: 'Breakeven Price',
      summary:
        'The lowest price that covers a unit’s full cost, and the target price that earns your margin.',
      aliases: [
        'break even',
        'break-even price',
        'breakeven',
        'break-even point',
        'break-even analysis',
        'target price',
      ],
      ctas: ['call'],
    },
    'contribution-margin': {
      title: 'Contribution Margin',
      summary:
        'Revenue minus every cost that moves with a sale: what each order adds towards overheads and profit.',
      aliases: ['contribution', 'CM ratio', 'contribution margin ratio', 'variable costs'],
      ctas: ['demo', 'call'],
    },
    'forecast-accuracy': {
      title: 'Forecast Accuracy',
      summary:
        'How close the revenue forecast came to what happened, and which way it tends to miss.',
      aliases: ['forecast error', 'sales forecast accuracy', 'forecast bias'],
      ctas: ['demo', 'call'],
    },
    'quote-to-cash-time': {
      title: 'Quote-to-Cash Time',
      summary: 'The days from sending a quote to having the money in the bank, stage by stage.',
      aliases: ['quote to cash', 'Q2C', 'order to cash', 'cash cycle'],
      ctas: ['roi'],
    },
    'days-sales-outstanding': {
      title: 'Days Sales Outstanding (DSO)',
      summary:
        'How many days of credit sales are waiting to be collected, and the cash a shorter wait frees.',
      aliases: ['DSO', 'debtor days', 'collection period', 'receivable days'],
      ctas: ['roi'],
    },
    'average-order-value': {
      title: 'Average Order Value (AOV)',
      summary:
        'Revenue per order, and whether the typical order still pays for the work of handling it.',
      aliases: ['AOV', 'order size', 'average basket'],
      ctas: ['roi'],
    },
    'sales-velocity-profitability': {
      title: 'Sales Velocity & Profitability',
      summary:
        'How fast the pipeline turns into gross profit, not just revenue, and what a discount really costs.',
      aliases: ['sales velocity', 'profit velocity', 'pipeline velocity'],
      ctas: ['call'],
    },
  },
});
