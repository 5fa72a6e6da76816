/**
 * Two tabs of one tool, typing at once on a slowed-down CPU, never lose what either typed:
 * a bounded, seeded part of `npm run stress:tabs` (which plays hundreds of rounds). Each
 * tool plays every kind of round it takes once, at four or six times slower in turn.
 */
import {test, expect} from '@playwright/test';
import {TOOLS, openPair, playRound, roundKinds, seededRandom} from './support/twoTabs';

for (const [toolIndex, tool] of TOOLS.entries()) {
  test(`two tabs of the ${tool.name} keep everything either typed, on a slow CPU`, async ({
    context,
  }) => {
    test.setTimeout(120_000);
    const random = seededRandom(7919 * (toolIndex + 1));
    const pair = await openPair(context, tool);
    for (const [index, kind] of roundKinds(tool).entries()) {
      const rate = (index + toolIndex) % 2 === 0 ? 4 : 6;
      const result = await playRound(pair, kind, rate, random);
      expect(result.lost, `${kind} at ${rate}× slower`).toEqual([]);
    }
  });
}
