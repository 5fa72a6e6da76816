import {describe, expect, it} from 'vitest';
import {VALUES, VISION_FIGURES} from './about';
import {CALL_BENEFITS, EXPECTATIONS, PERFECT_IF, SOCIAL_PROOF} from './bookCall';
import {DEMO_STATS, SAMPLE_FILES} from './demo';
import {CLOSING_STATS, DEMO_CARDS, FINDINGS, STEPS} from './howItWorks';
import {expectPicture} from '@site/tests/unit/support/pictures';

describe('/how-it-works content', () => {
  it('has the three steps: upload, insights, decisions', () => {
    expect(STEPS.map((step) => step.title)).toEqual([
      'Upload your ERP extract',
      'Get instant insights',
      'Act on prioritised decisions',
    ]);
  });
  it('has the nine demo cards of the specification, in order', () => {
    expect(DEMO_CARDS.map((card) => card.title)).toEqual([
      'Upload simplicity',
      'Business setup and onboarding',
      'Business overview dashboard',
      'Customer segments',
      'Product catalogue analysis',
      'Pricing optimisation',
      'Board report generation',
      'Quote with confidence',
      'Impact actions to inbox',
    ]);
    for (const card of DEMO_CARDS) expectPicture(card.picture);
  });
  it('lists five findings and the closing figures', () => {
    expect(FINDINGS).toHaveLength(5);
    expect(CLOSING_STATS.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      '<30 min For the upload',
      '24 hours To first insights',
      'Weekly Decision alerts',
    ]);
  });
});

describe('/about content', () => {
  it('has four values and the vision figures', () => {
    expect(VALUES).toHaveLength(4);
    expect(VISION_FIGURES.map((figure) => figure.value)).toEqual([
      '150+',
      '$4.2M',
      '24hrs',
      '<90 days',
    ]);
  });
});

describe('/book-call content', () => {
  it('has three benefits and the three expectations', () => {
    expect(CALL_BENEFITS).toHaveLength(3);
    expect(EXPECTATIONS.map((item) => item.title)).toEqual([
      '30 Minutes',
      'Commercial Strategist',
      'Tailored Demo',
    ]);
  });
  it('lists who the call is perfect for', () => {
    expect(PERFECT_IF).toHaveLength(4);
    expect(PERFECT_IF.join(' ')).toMatch(/distributor or manufacturer/);
    expect(PERFECT_IF.join(' ')).toMatch(/spreadsheets/);
  });
  it('states the social proof: 150+ businesses, $4.2M recovered, 4.9/5', () => {
    expect(SOCIAL_PROOF.map((stat) => stat.value)).toEqual(['150+', '$4.2M', '4.9/5']);
  });
});

describe('/demo content', () => {
  it('states 30 mins setup, 24 hrs to insights and <30 days to ROI', () => {
    expect(DEMO_STATS.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      '30 mins Setup time',
      '24 hrs To first insights',
      '<30 days To ROI',
    ]);
  });
  it('describes the three files of the sample upload', () => {
    expect(SAMPLE_FILES.map((file) => file.name)).toEqual([
      'sales_lines.csv',
      'customers.csv',
      'products.csv',
    ]);
    for (const file of SAMPLE_FILES) expect(file.columns.length).toBeGreaterThanOrEqual(4);
  });
});
