/**
 * Lists of calculations saved under a name (the ROI calculator's scenarios, the profitability
 * calculator's customers): newest first, one entry per name (names compared ignoring case and
 * edge spaces), each with a stable id that survives renaming.
 */

/** What every saved entry has. */
export interface NamedEntry {
  readonly id: string;
  readonly name: string;
}

/** A name as compared: trimmed, in lower case. */
function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * Adds an entry at the top of the list. An entry saved under a name already in the list
 * (ignoring case and edge spaces) replaces it.
 */
export function saveNamed<E extends NamedEntry>(
  list: readonly E[],
  entry: E,
): {readonly list: readonly E[]; readonly replaced: boolean} {
  const key = nameKey(entry.name);
  const rest = list.filter((item) => nameKey(item.name) !== key);
  return {
    list: [{...entry, name: entry.name.trim()}, ...rest],
    replaced: rest.length < list.length,
  };
}

/** Why a new name cannot be taken. */
export type RenameProblem = 'empty' | 'taken';

/**
 * Renames the entry with `id`, where it stays in the list. A blank name, or one another entry
 * has, is refused with the reason; renaming an entry that is gone changes nothing.
 */
export function renameNamed<E extends NamedEntry>(
  list: readonly E[],
  id: string,
  name: string,
):
  | {readonly ok: true; readonly list: readonly E[]}
  | {readonly ok: false; readonly problem: RenameProblem} {
  const trimmed = name.trim();
  if (trimmed === '') return {ok: false, problem: 'empty'};
  const key = nameKey(trimmed);
  if (list.some((item) => item.id !== id && nameKey(item.name) === key)) {
    return {ok: false, problem: 'taken'};
  }
  return {ok: true, list: list.map((item) => (item.id === id ? {...item, name: trimmed} : item))};
}

/** The list without the entry with `id`. */
export function removeNamed<E extends NamedEntry>(list: readonly E[], id: string): readonly E[] {
  return list.filter((item) => item.id !== id);
}

/** The first "Scenario 3"-style name (`noun` and a number) no entry has yet. */
export function nextDefaultName(list: readonly NamedEntry[], noun: string): string {
  const taken = new Set(list.map((item) => nameKey(item.name)));
  let number = list.length + 1;
  while (taken.has(nameKey(`${noun} ${number}`))) number += 1;
  return `${noun} ${number}`;
}

/** A new entry id: the time and a random part, unique within one browser's lists. */
export function newEntryId(now: Date = new Date()): string {
  return `${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * `name`, or, when an entry of the list has it already, the name with a word added and a
 * number if need be: "Acme (shared)", "Acme (shared 2)".
 */
export function uniqueName(list: readonly NamedEntry[], name: string, word: string): string {
  const taken = new Set(list.map((item) => nameKey(item.name)));
  const trimmed = name.trim();
  if (!taken.has(nameKey(trimmed))) return trimmed;
  for (let number = 1; ; number += 1) {
    const candidate = number === 1 ? `${trimmed} (${word})` : `${trimmed} (${word} ${number})`;
    if (!taken.has(nameKey(candidate))) return candidate;
  }
}

/**
 * Adds several entries at the top of the list, in the order given, each under its own name or,
 * when that is taken, under {@link uniqueName}: nothing saved before is replaced.
 */
export function addUnderUniqueNames<E extends NamedEntry>(
  list: readonly E[],
  entries: readonly E[],
  word: string,
): readonly E[] {
  const added: E[] = [];
  for (const entry of entries) {
    added.push({...entry, name: uniqueName([...added, ...list], entry.name, word)});
  }
  return [...added, ...list];
}
