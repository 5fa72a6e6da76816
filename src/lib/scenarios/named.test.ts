import {describe, expect, it} from 'vitest';
import {
  addUnderUniqueNames,
  nextDefaultName,
  removeNamed,
  renameNamed,
  saveNamed,
  uniqueName,
} from './named';

const entry = (id: string, name: string) => ({id, name});

describe('saveNamed', () => {
  it('puts the newest first and replaces an entry of the same name, whatever its case', () => {
    const first = saveNamed([], entry('1', 'Base case'));
    const second = saveNamed(first.list, entry('2', ' Growth '));
    expect(second.list).toEqual([entry('2', 'Growth'), entry('1', 'Base case')]);
    expect(second.replaced).toBe(false);
    const third = saveNamed(second.list, entry('3', 'base CASE'));
    expect(third.replaced).toBe(true);
    expect(third.list).toEqual([entry('3', 'base CASE'), entry('2', 'Growth')]);
  });
});

describe('renameNamed', () => {
  const list = [entry('1', 'Base case'), entry('2', 'Growth')];

  it('renames in place, keeping the id', () => {
    expect(renameNamed(list, '2', '  Growth at 1%  ')).toEqual({
      ok: true,
      list: [entry('1', 'Base case'), entry('2', 'Growth at 1%')],
    });
    expect(renameNamed(list, '1', 'BASE case')).toEqual({
      ok: true,
      list: [entry('1', 'BASE case'), entry('2', 'Growth')],
    });
  });

  it('refuses a blank name and one another entry has', () => {
    expect(renameNamed(list, '1', '   ')).toEqual({ok: false, problem: 'empty'});
    expect(renameNamed(list, '1', 'growth')).toEqual({ok: false, problem: 'taken'});
  });
});

describe('removeNamed', () => {
  it('removes by id only', () => {
    const list = [entry('1', 'Same'), entry('2', 'Other')];
    expect(removeNamed(list, '1')).toEqual([entry('2', 'Other')]);
    expect(removeNamed(list, 'gone')).toEqual(list);
  });
});

describe('default and unique names', () => {
  it('numbers a default name past the ones taken', () => {
    expect(nextDefaultName([], 'Scenario')).toBe('Scenario 1');
    expect(nextDefaultName([entry('1', 'A')], 'Scenario')).toBe('Scenario 2');
    expect(nextDefaultName([entry('1', 'scenario 2'), entry('2', 'B')], 'Scenario')).toBe(
      'Scenario 3',
    );
  });

  it('adds a word, then a number, to a name already taken', () => {
    const list = [entry('1', 'Acme'), entry('2', 'Acme (shared)')];
    expect(uniqueName(list, 'Brown', 'shared')).toBe('Brown');
    expect(uniqueName(list, 'acme', 'shared')).toBe('acme (shared 2)');
  });

  it('adds several entries on top, in order, replacing nothing', () => {
    const list = [entry('1', 'Acme')];
    expect(addUnderUniqueNames(list, [entry('2', 'Acme'), entry('3', 'Acme')], 'shared')).toEqual([
      entry('2', 'Acme (shared)'),
      entry('3', 'Acme (shared 2)'),
      entry('1', 'Acme'),
    ]);
  });
});
