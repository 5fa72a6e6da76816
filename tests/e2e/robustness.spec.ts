import {expect, test, type Locator, type Page} from '@playwright/test';
import {trackProblems, waitForHydration} from './support/site';

/**
 * What visitors really type or paste into number fields, and what must never come back:
 * NaN, Infinity, "undefined", an error, or a crash.
 */
const GARBAGE = ['abc', '-5', '1e400', '', '$1,200.50', '99999999999999999999', '1,2,3', '١٢٣'];
const BROKEN_OUTPUT = /\bNaN\b|Infinity|undefined|\[object Object\]/;

/**
 * Every kind of calculator whose fields take numbers, once. The Business Numbers pages share
 * one calculator component: every edition's calculators are fed any text in a property test
 * (src/data/editions/terms.test.ts); one page here checks the component shows what they give.
 */
const CALCULATOR_ROUTES = [
  '/calculate-roi',
  '/customer-profitability-calculator',
  '/cost-structure-template',
  '/customer-segmentation-guide',
  '/distribution-commercial-intelligence',
  '/business-numbers/churn-rate',
];

function numberFields(page: Page) {
  return page.locator('main input[type="text"][inputmode]');
}

/**
 * Puts `value` into every field as typing would end (the input event React listens to), all
 * in one go, and waits for the page to draw what follows.
 */
async function fillAll(fields: Locator, value: string): Promise<void> {
  await fields.evaluateAll(async (inputs, text) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    for (const input of inputs) {
      setValue.call(input, text);
      input.dispatchEvent(new Event('input', {bubbles: true}));
    }
    for (let frame = 0; frame < 2; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }, value);
}

async function expectSaneOutput(page: Page, context: string): Promise<void> {
  const text = await page.locator('main').innerText();
  expect(text, context).not.toMatch(BROKEN_OUTPUT);
}

for (const route of CALCULATOR_ROUTES) {
  test(`${route}: garbage in every number field never shows NaN, Infinity or an error`, async ({
    page,
  }) => {
    const problems = trackProblems(page);
    await page.goto(route);
    await waitForHydration(page);
    const fields = numberFields(page);
    const count = await fields.count();
    expect(count, 'number fields on the page').toBeGreaterThan(0);

    for (const value of GARBAGE) {
      await fillAll(fields, value);
      await expectSaneOutput(page, `every field = "${value}"`);
      // Where the page computes on demand, ask it to.
      const calculate = page.getByRole('button', {name: 'Calculate', exact: true});
      if ((await calculate.count()) > 0 && (await calculate.isEnabled())) {
        await calculate.click();
        await expectSaneOutput(page, `calculated with every field = "${value}"`);
        const again = page.getByRole('button', {name: 'Recalculate'});
        if ((await again.count()) > 0) await again.click();
      }
    }
    expect(problems.pageErrors, 'uncaught exceptions').toEqual([]);
    expect(problems.consoleErrors, 'console errors').toEqual([]);
  });
}
