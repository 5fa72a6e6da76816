/**
 * Two tabs of one browser working on one tool at once, as a visitor with the tool open twice
 * does: each types into a field (another field, or the same one), adds a row, or removes a
 * row while the other edits another, after a random pause (0 to 500 ms), with the CPU slowed
 * down as on a slow machine. After each round the tabs are left to settle, and every value
 * either tab typed must be on show in both tabs and in storage (for the same field, the later
 * edit in both). Used by the end-to-end test (a bounded, seeded part) and by
 * `npm run stress:tabs` (hundreds of rounds).
 */
import {
  expect,
  type BrowserContext,
  type CDPSession,
  type Locator,
  type Page,
} from '@playwright/test';
import {CALCULATOR_GROUPS} from '../../../src/data/profitabilityCalculator';
import {WORKSHEET_STEPS} from '../../../src/data/pricingWorksheet';
import {CHECKLIST_RECORD} from '../../../src/lib/checklist/record';
import {COST_RECORD} from '../../../src/lib/costs/record';
import {ROI_SCENARIOS_RECORD} from '../../../src/lib/roi/record';
import {PROFITABILITY_FIELDS_RECORD} from '../../../src/lib/profitability/record';
import {SEGMENTATION_RECORD} from '../../../src/lib/segmentation/record';
import {WORKSHEET_RECORD} from '../../../src/lib/worksheet/record';
import {waitForHydration} from './site';

/** A field both tabs can set: a text to type, or a box to tick. */
interface Field {
  readonly kind: 'text' | 'tick';
  readonly locate: (page: Page) => Locator;
}

/** A list of rows that both tabs can add to (and, with `value`, edit and remove from). */
interface RowList {
  /** Adds a row named `name`, as a visitor does. */
  readonly add: (page: Page, name: string, keyByKey: boolean) => Promise<void>;
  /** The rows' names, in order. */
  readonly names: (page: Page) => Promise<string[]>;
  readonly edit?: {
    readonly value: (page: Page, index: number) => Locator;
    readonly remove: (page: Page, index: number) => Promise<void>;
  };
}

export interface ToolUnderTest {
  readonly name: string;
  readonly path: string;
  /** The storage key of the record the fields are kept in. */
  readonly key: string;
  readonly fields: readonly Field[];
  readonly rows?: RowList;
}

const text = (locate: (page: Page) => Locator): Field => ({kind: 'text', locate});

/**
 * The rows of a list whose inputs are numbered `<prefix>-<index>-name` and `-<value>`; the
 * page moves focus to the row it adds, and the visitor types its name there.
 */
function numberedRows(prefix: string, value: string, addLabel: string, scope: string): RowList {
  return {
    add: async (page, name, keyByKey) => {
      await page.getByRole('button', {name: addLabel, exact: true}).click();
      const focused = page.locator('input:focus');
      await expect(focused).toHaveCount(1, {timeout: 20_000});
      const input = await focused.elementHandle();
      if (keyByKey) await input?.type(name, {delay: 15});
      else await input?.fill(name);
    },
    names: (page) =>
      page
        .locator(`${scope} input[id^="${prefix}-"][id$="-name"]`)
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    edit: {
      value: (page, index) => page.locator(`#${prefix}-${index}-${value}`),
      remove: (page, index) =>
        page
          .locator(scope)
          .getByRole('button', {name: /^Remove /})
          .nth(index)
          .click(),
    },
  };
}

export const TOOLS: readonly ToolUnderTest[] = [
  {
    name: 'profitability calculator',
    path: '/customer-profitability-calculator',
    key: PROFITABILITY_FIELDS_RECORD.key,
    fields: CALCULATOR_GROUPS.flatMap((group) => group.fields)
      .slice(0, 6)
      .map(({label}) => text((page) => page.getByLabel(label, {exact: true}))),
  },
  {
    name: 'cost template',
    path: '/cost-structure-template',
    key: COST_RECORD.key,
    fields: [0, 1, 2].flatMap((index) => [
      text((page) => page.locator(`#direct-cost-${index}-name`)),
      text((page) => page.locator(`#direct-cost-${index}-amount`)),
    ]),
    rows: numberedRows(
      'direct-cost',
      'amount',
      'Add direct cost',
      'section[aria-labelledby="direct-costs"]',
    ),
  },
  {
    name: 'segmentation',
    path: '/customer-segmentation-guide',
    key: SEGMENTATION_RECORD.key,
    fields: [0, 1, 2].flatMap((index) => [
      text((page) => page.locator(`#customer-${index}-name`)),
      text((page) => page.locator(`#customer-${index}-revenue`)),
    ]),
    rows: numberedRows('customer', 'revenue', 'Add customer', 'table'),
  },
  {
    name: 'worksheet',
    path: '/pricing-strategy-worksheet',
    key: WORKSHEET_RECORD.key,
    fields: (WORKSHEET_STEPS[0]?.questions ?? []).map(({label}) =>
      text((page) => page.getByLabel(label, {exact: true})),
    ),
  },
  {
    // Only the saved scenarios are kept: both tabs save one at once.
    name: 'ROI calculator',
    path: '/calculate-roi?revenue=5000000&margin=25&customers=200&skus=1000',
    key: ROI_SCENARIOS_RECORD.key,
    fields: [],
    rows: {
      add: async (page, name, keyByKey) => {
        const field = page.getByLabel('Scenario name');
        if (keyByKey) {
          await field.fill('');
          await field.pressSequentially(name, {delay: 15});
        } else await field.fill(name);
        await page.getByRole('button', {name: 'Save scenario'}).click();
      },
      names: (page) =>
        page
          .getByRole('region', {name: 'Your scenarios'})
          .getByRole('button', {name: /^Rename /})
          .evaluateAll((buttons) =>
            buttons.map((button) => (button.getAttribute('aria-label') ?? '').slice(7)),
          ),
    },
  },
  {
    name: 'checklist',
    path: '/margin-leak-assessment',
    key: CHECKLIST_RECORD.key,
    fields: [0, 1, 2, 3].map((index) => ({
      kind: 'tick' as const,
      locate: (page: Page) => page.getByRole('checkbox').nth(index),
    })),
  },
];

/** A small seeded generator (mulberry32): the same rounds for the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type RoundKind = 'different fields' | 'same field' | 'both add a row' | 'remove and edit';

export interface RoundResult {
  readonly tool: string;
  readonly kind: RoundKind;
  readonly rate: number;
  /** What went missing, in words; empty when nothing did. */
  readonly lost: readonly string[];
}

/** Two tabs on a tool, and how to slow their CPU down. */
export interface TabPair {
  readonly first: Page;
  readonly second: Page;
  readonly tool: ToolUnderTest;
  /** Slows both tabs' CPU down `rate` times (1: full speed). */
  readonly slowDown: (rate: number) => Promise<void>;
}

export async function openPair(context: BrowserContext, tool: ToolUnderTest): Promise<TabPair> {
  const first = await context.newPage();
  const second = await context.newPage();
  const sessions: CDPSession[] = [];
  for (const page of [first, second]) {
    await page.goto(tool.path);
    await waitForHydration(page);
    // When the visitor last changed a field here, on the clock every tab shares, and what
    // that change left in the field: the later of two edits is the one whose tab changed its
    // field later, and it is what that tab's field held after its own last input (a value
    // the other tab sent can land between selecting a field's text and typing over it, and
    // the typing then adds to that value, as it would for a person).
    // (No named function inside: the stress script runs under tsx, whose compiled names
    // would refer to a helper the page does not have.)
    await page.evaluate(() => {
      for (const type of ['input', 'change']) {
        document.addEventListener(
          type,
          (event) => {
            const target = event.target as HTMLInputElement;
            (window as unknown as {lastEdit: Edit}).lastEdit = {
              at: Date.now(),
              value: target.type === 'checkbox' ? String(target.checked) : target.value,
            };
          },
          true,
        );
      }
    });
    sessions.push(await context.newCDPSession(page));
  }
  const slowDown = async (rate: number) => {
    for (const cdp of sessions) await cdp.send('Emulation.setCPUThrottlingRate', {rate});
  };
  return {first, second, tool, slowDown};
}

async function valueOf(field: Field, page: Page): Promise<string> {
  const locator = field.locate(page);
  return field.kind === 'tick' ? String(await locator.isChecked()) : locator.inputValue();
}

async function setField(field: Field, page: Page, value: string, keyByKey: boolean) {
  const locator = field.locate(page);
  if (field.kind === 'tick') {
    await locator.setChecked(value === 'true');
  } else if (keyByKey) {
    await locator.fill('');
    await locator.pressSequentially(value, {delay: 15});
  } else {
    await locator.fill(value);
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `action` after `delay` ms and gives the time it ended. */
async function after(delay: number, action: () => Promise<void>): Promise<number> {
  await pause(delay);
  await action();
  return Date.now();
}

async function stored(page: Page, key: string): Promise<string> {
  return page.evaluate((storageKey) => localStorage.getItem(storageKey) ?? '', key);
}

/** Waits until `check` gives no complaint (or the time is up), and gives the last complaints. */
async function settle(check: () => Promise<string[]>, timeout = 20_000): Promise<string[]> {
  const end = Date.now() + timeout;
  let complaints = await check();
  while (complaints.length > 0 && Date.now() < end) {
    await pause(250);
    complaints = await check();
  }
  return complaints;
}

/** When the visitor last changed a field in the tab. */
/** A tab's last change of a field: when, and the field's value just after it. */
interface Edit {
  readonly at: number;
  readonly value: string;
}

function lastEdit(page: Page): Promise<Edit> {
  return page.evaluate(
    () => (window as unknown as {lastEdit?: Edit}).lastEdit ?? {at: 0, value: ''},
  );
}

/**
 * Plays one round of `kind` with the CPU slowed down `rate` times and the randomness of
 * `random`; gives what went missing.
 */
export async function playRound(
  pair: TabPair,
  kind: RoundKind,
  rate: number,
  random: () => number,
): Promise<RoundResult> {
  const {first, second, tool} = pair;
  await pair.slowDown(rate);
  const pick = (count: number) => Math.floor(random() * count);
  const figure = () => String(1_000_000 + pick(9_000_000));
  const delays = [pick(501), pick(501)] as const;
  // Key by key, or the whole value at once. Two tabs typing key by key into the same field
  // build one text between them (each key lands on the text as it stands), so there the later
  // edit is the later whole value.
  const keyByKey = random() < 0.5 && kind !== 'same field';
  const tabs = [first, second] as const;
  let check: () => Promise<string[]>;

  if (kind === 'different fields' || kind === 'same field') {
    const i = pick(tool.fields.length);
    const j =
      kind === 'same field' ? i : (i + 1 + pick(tool.fields.length - 1)) % tool.fields.length;
    const fields = [tool.fields[i], tool.fields[j]] as [Field, Field];
    const values = await Promise.all(
      fields.map(async (field, index) =>
        field.kind === 'tick' ? String(!(await valueOf(field, tabs[index] as Page))) : figure(),
      ),
    );
    await Promise.all(
      tabs.map((page, index) =>
        after(delays[index] as number, () =>
          setField(fields[index] as Field, page, values[index] as string, keyByKey),
        ),
      ),
    );
    const edits = await Promise.all(tabs.map(lastEdit));
    check = async () => {
      const complaints: string[] = [];
      const storage = await stored(first, tool.key);
      if (kind === 'different fields') {
        for (const [index, field] of fields.entries()) {
          for (const page of tabs) {
            const shown = await valueOf(field, page);
            if (shown !== values[index]) {
              complaints.push(`tab ${tabs.indexOf(page) + 1} shows ${shown} for ${values[index]}`);
            }
          }
          if (field.kind === 'text' && !storage.includes(`"${values[index]}"`)) {
            complaints.push(`storage lacks ${values[index]}`);
          }
        }
      } else {
        const field = fields[0];
        const shown = await Promise.all(tabs.map((page) => valueOf(field, page)));
        // Within the same millisecond, either may count as the later.
        // A tick is set in one step; a text is what the later tab's field held after its
        // own last input.
        const [one, two] = edits as [Edit, Edit];
        const gap = two.at - one.at;
        const made = field.kind === 'tick' ? values : [one.value, two.value];
        const allowed = gap === 0 ? made : [gap > 0 ? made[1] : made[0]];
        if (shown[0] !== shown[1]) complaints.push(`the tabs differ: ${shown.join(' / ')}`);
        if (!allowed.includes(shown[0] as string)) {
          complaints.push(`shows ${shown[0]}, the later edit was ${allowed.join(' or ')}`);
        }
        if (field.kind === 'text' && !storage.includes(`"${shown[0]}"`)) {
          complaints.push(`storage lacks ${shown[0]}`);
        }
      }
      return complaints;
    };
  } else {
    const rows = tool.rows as RowList;
    if (kind === 'both add a row') {
      const names = [`Row ${figure()}`, `Row ${figure()}`];
      await Promise.all(
        tabs.map((page, index) =>
          after(delays[index] as number, () => rows.add(page, names[index] as string, keyByKey)),
        ),
      );
      check = async () => {
        const complaints: string[] = [];
        const storage = await stored(first, tool.key);
        for (const page of tabs) {
          const shown = await rows.names(page);
          for (const name of names) {
            if (!shown.includes(name))
              complaints.push(`tab ${tabs.indexOf(page) + 1} lacks ${name}`);
          }
        }
        for (const name of names)
          if (!storage.includes(`"${name}"`)) complaints.push(`storage lacks ${name}`);
        return complaints;
      };
    } else {
      const edit = rows.edit as NonNullable<RowList['edit']>;
      while ((await rows.names(first)).length < 3) await rows.add(first, `Row ${figure()}`, false);
      const count = (await rows.names(first)).length;
      await expect
        .poll(async () => (await rows.names(second)).length, {timeout: 20_000})
        .toBe(count);
      const removed = pick(count);
      const edited = (removed + 1 + pick(count - 1)) % count;
      const before = await rows.names(first);
      const removedName = before[removed] as string;
      const editedName = before[edited] as string;
      const value = figure();
      await Promise.all([
        after(delays[0], () => edit.remove(first, removed)),
        after(delays[1], () =>
          setField({kind: 'text', locate: (p) => edit.value(p, edited)}, second, value, keyByKey),
        ),
      ]);
      check = async () => {
        const complaints: string[] = [];
        const storage = await stored(first, tool.key);
        for (const page of tabs) {
          const names = await rows.names(page);
          const tab = `tab ${tabs.indexOf(page) + 1}`;
          if (names.includes(removedName) && removedName !== editedName) {
            complaints.push(`${tab} still shows the removed ${removedName}`);
          }
          const at = names.indexOf(editedName);
          if (at === -1) complaints.push(`${tab} lost ${editedName}`);
          else if ((await edit.value(page, at).inputValue()) !== value) {
            complaints.push(`${tab} lost ${value} typed into ${editedName}`);
          }
        }
        if (!storage.includes(`"${value}"`)) complaints.push(`storage lacks ${value}`);
        return complaints;
      };
    }
  }
  const lost = await settle(check);
  await pair.slowDown(1);
  return {tool: tool.name, kind, rate, lost};
}

/** The kinds of round a tool takes. */
export function roundKinds(tool: ToolUnderTest): readonly RoundKind[] {
  const kinds: RoundKind[] = tool.fields.length > 1 ? ['different fields', 'same field'] : [];
  if (tool.rows) kinds.push('both add a row');
  if (tool.rows?.edit) kinds.push('remove and edit');
  return kinds;
}
