/**
 * The navbar's search box: an ARIA 1.2 combobox that suggests pages as the visitor types,
 * each with its section and a snippet with the match marked, and ends with "See all results
 * for …" (the results page, in the edition being read).
 *
 * Nothing of search loads with the page: the search code and the edition's suggestions file
 * are fetched when the box is first focused or typed in, the pages' words only when a query
 * needs them. The box never takes focus by itself (only the visitor's click, Tab, Ctrl+K, ⌘K or
 * "/" put it there), so a late-loading index cannot pull a keyboard user back into it. It is a
 * form that submits to the results page, so Enter works even before the page's scripts have
 * run (then in the edition at the root: the edition is added by the script).
 */
import React, {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import clsx from 'clsx';
import {useHistory, useLocation} from '@docusaurus/router';
import type {ClosestTerm, SearchHit, SiteSearch} from '@site/src/lib/search/engine';
import {editionLabel} from '@site/src/lib/search/indexFiles';
import {isSearchShortcut} from '@site/src/lib/search/focusGuard';
import {RESULTS_PATH, editionAt, resultsUrl} from '@site/src/lib/search/resultsUrl';
import {sectionLabel} from '@site/src/lib/search/sections';
import {searchCode, suggestFile} from '../../client/files';
import {useSearchEditions} from '../../client/useSearchEditions';
import Snippet from '../SearchSnippet';
import styles from './styles.module.css';

/** Suggestions shown in the box; the results page shows them all. */
const SUGGESTIONS = 8;

/** A pause in typing this long before the pages' words are fetched for a query that needs them. */
const TEXT_DELAY_MS = 300;

/** What the box says when the results page cannot be reached. */
const NEEDS_CONNECTION = 'The full results page needs a connection: you are offline.';

/** An option of the listbox: a page, a close term, the glossary, or all results. */
type BoxOption =
  | {readonly kind: 'hit'; readonly url: string; readonly hit: SearchHit}
  | {readonly kind: 'closest'; readonly url: string; readonly term: ClosestTerm}
  | {readonly kind: 'glossary'; readonly url: string}
  | {readonly kind: 'all'; readonly url: undefined};

function OptionContent({
  option,
  query,
  offline,
  nothingFound,
  editionLabelOf,
}: {
  readonly option: BoxOption;
  readonly query: string;
  readonly offline: boolean;
  readonly nothingFound: boolean;
  readonly editionLabelOf: (name: string) => string;
}): ReactNode {
  switch (option.kind) {
    case 'hit': {
      const {hit} = option;
      return (
        <>
          <span className={styles.title}>
            {hit.title}
            {hit.heading ? <span className={styles.heading}> › {hit.heading}</span> : null}
          </span>
          <span className={styles.section}>
            {hit.edition ? `${editionLabelOf(hit.edition)} · ` : ''}
            {sectionLabel(hit.section)}
          </span>
          <Snippet segments={hit.snippet} className={styles.snippet} />
        </>
      );
    }
    case 'closest':
      return (
        <span className={styles.title}>
          <span className={styles.empty}>Closest term: </span>
          {option.term.title}
        </span>
      );
    case 'glossary':
      return (
        <span className={styles.title}>
          <span className={styles.empty}>Or look it up: </span>Browse the glossary
        </span>
      );
    case 'all':
      return (
        <>
          {nothingFound ? <span className={styles.empty}>No pages match. </span> : null}
          {offline ? 'The full results page needs a connection' : `See all results for “${query}”`}
        </>
      );
    default:
      return null;
  }
}

/** A layout effect in the browser; on the server, where there is no layout, a plain effect. */
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** What the visitor was typing in a box that a page change is replacing, for the next box. */
let textInHand: string | undefined;

const INPUT_ID = 'site-search';
const LISTBOX_ID = 'site-search-suggestions';
const optionId = (index: number) => `site-search-option-${index}`;

function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

export default function SearchBar(): ReactNode {
  const editions = useSearchEditions();
  const location = useLocation();
  const history = useHistory();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [engine, setEngine] = useState<SiteSearch | undefined>(undefined);
  const [requested, setRequested] = useState<string | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  // Whether the browser is online: read once the page runs, then followed.
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  // Bumped when the engine has taken in the pages' words, to answer again.
  const [textVersion, setTextVersion] = useState(0);

  // The edition being read (on the results page, the one its address names). Used only once
  // the box is: the static HTML of the not-found page is shared by every path.
  const edition = editionAt(location, editions);
  const usable = engine && engine.edition === edition?.name ? engine : undefined;

  const ensureEngine = () => {
    if (!edition || requested === edition.name) return;
    setRequested(edition.name);
    setFailed(false);
    const name = edition.name;
    // The file and the code in parallel: the file is most of the wait.
    void suggestFile(name).catch(() => undefined);
    searchCode()
      .then(({loadSearch}) => loadSearch(name))
      .then(setEngine)
      .catch(() => {
        setFailed(true);
        setRequested(undefined);
      });
  };

  const trimmed = query.trim();
  const answer = useMemo(
    () => (usable && trimmed ? usable.search(query, {limit: SUGGESTIONS}) : undefined),
    // textVersion: the same engine answers more fully once its words have loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [usable, query, trimmed, textVersion],
  );

  // Names and headings did not answer the query: once the visitor pauses, load the words
  // files of its words and answer again.
  const wantedShards = answer?.wantsWords.join(' ') ?? '';
  useEffect(() => {
    if (!wantedShards || !usable) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      searchCode()
        .then(({loadWords}) => loadWords(usable, wantedShards.split(' ')))
        .then((added) => {
          if (added && current) setTextVersion((version) => version + 1);
        })
        .catch(() => undefined);
    }, TEXT_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [wantedShards, usable, query]);

  // A visitor who went back to the box while the next page was loading is typing: the box
  // keeps their focus and their text when that page appears. Either the box stays (the page
  // shares its layout), and the theme's move of focus to the top of the new page (for screen
  // readers) is undone; or the page brings its own navbar, and the old box hands its text to
  // the new one. Whether the box had focus is read as the new page is laid out, before the
  // theme's own effect moves it.
  const focusedAsPageChanged = useRef(false);
  useBrowserLayoutEffect(() => {
    focusedAsPageChanged.current = document.activeElement === inputRef.current;
  }, [location]);
  useEffect(() => {
    if (focusedAsPageChanged.current && document.activeElement !== inputRef.current)
      inputRef.current?.focus();
    focusedAsPageChanged.current = false;
  }, [location]);
  useBrowserLayoutEffect(() => {
    const handed = textInHand;
    textInHand = undefined;
    if (handed !== undefined) {
      setQuery(handed);
      inputRef.current?.focus();
    }
    const input = inputRef.current;
    return () => {
      if (input && document.activeElement === input) textInHand = input.value;
    };
  }, []);

  // Ctrl+K, ⌘K, or "/" outside a text field: to the search box.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      if (event.key === '/' && isEditable(event.target)) return;
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const hits = answer?.hits ?? [];
  const expanded = open && trimmed !== '';
  // Nothing found, once the box has everything it needs to say so: the closest terms and
  // the glossary instead.
  const nothingFound = Boolean(
    usable && answer && hits.length === 0 && answer.wantsWords.length === 0,
  );
  const closest = useMemo(
    () => (nothingFound && usable ? usable.closest(query) : []),
    [nothingFound, usable, query],
  );
  const glossary = nothingFound ? usable?.glossaryUrl() : undefined;
  const options: readonly BoxOption[] = trimmed
    ? [
        ...hits.map((hit): BoxOption => ({kind: 'hit', url: hit.url, hit})),
        ...closest.map((term): BoxOption => ({kind: 'closest', url: term.url, term})),
        ...(glossary ? [{kind: 'glossary', url: glossary} as BoxOption] : []),
        {kind: 'all', url: undefined},
      ]
    : [];
  const optionCount = options.length;
  // The first suggestion is chosen until the visitor moves (Enter opens it, as in most
  // site searches); "See all results" is the last option.
  const selected = active >= 0 ? Math.min(active, optionCount - 1) : hits.length > 0 ? 0 : -1;
  const allResultsUrl = () =>
    resultsUrl({query, edition: edition?.name, section: undefined}, editions);
  // Offline (the browser says so, or the search files could not be fetched) the results
  // page cannot load: the box says so and keeps the visitor where they are.
  const offline = !online || failed;

  const go = (url: string) => {
    setOpen(false);
    setQuery('');
    setActive(-1);
    inputRef.current?.blur();
    history.push(url);
  };
  const choose = (index: number) => {
    const option = options[index];
    if (option?.url) go(option.url);
    else if (!offline) go(allResultsUrl());
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setQuery(event.target.value);
    setOpen(true);
    setActive(-1);
    ensureEngine();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!trimmed) return;
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          return;
        }
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive(
          selected === -1
            ? step === 1
              ? 0
              : optionCount - 1
            : (selected + step + optionCount) % optionCount,
        );
        return;
      }
      case 'Enter':
        if (expanded && selected >= 0) {
          event.preventDefault();
          choose(selected);
        } else if (offline) event.preventDefault();
        return;
      case 'Escape':
        // First closes the suggestions, keeping the text; then clears the text.
        if (expanded) {
          event.preventDefault();
          setOpen(false);
        } else setQuery('');
        setActive(-1);
        return;
      default:
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed && !offline) go(allResultsUrl());
    else inputRef.current?.focus();
  };

  const announcement = (() => {
    if (!expanded) return '';
    if (failed) return `Search needs a connection to load. ${NEEDS_CONNECTION}`;
    if (!answer) return 'Loading search…';
    const rest = offline ? ` ${NEEDS_CONNECTION}` : '';
    if (hits.length === 0) {
      if (answer.wantsWords.length > 0) return `Searching the pages’ text for ${trimmed}…`;
      const offer = closest.length > 0 ? 'Closest terms and the glossary are offered.' : '';
      return `Nothing found for ${trimmed}. ${offer}${rest}`.trim();
    }
    return `${hits.length} suggestion${hits.length === 1 ? '' : 's'}; Enter opens the first, the arrow keys choose another.${rest}`;
  })();

  return (
    <form
      role="search"
      action={RESULTS_PATH}
      method="get"
      className={styles.search}
      onSubmit={onSubmit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}>
      <label htmlFor={INPUT_ID} className={styles.label}>
        Search the site
      </label>
      <input
        ref={inputRef}
        id={INPUT_ID}
        name="q"
        // A text field: HTML allows the combobox role on it (not on a search field).
        type="text"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={LISTBOX_ID}
        aria-autocomplete="list"
        aria-activedescendant={expanded && selected >= 0 ? optionId(selected) : undefined}
        placeholder="Search"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        className={clsx('navbar__search-input', styles.input)}
        value={query}
        onChange={onChange}
        onFocus={() => {
          ensureEngine();
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {/* The magnifier at the start of the box is the form's submit button (Enter does the
          same): a form with no way to submit it by pointer fails WCAG 3.2.2's check. */}
      <button type="submit" className={styles.submit} aria-label="Search" title="Search" />
      <div
        id={LISTBOX_ID}
        role="listbox"
        aria-label="Search suggestions"
        className={styles.listbox}
        hidden={!expanded}>
        {expanded
          ? options.map((option, index) => (
              // Keyboard use goes through the combobox (arrow keys, Enter); this is for the mouse.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <div
                key={option.url ?? 'all'}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === selected}
                aria-disabled={option.kind === 'all' && offline ? true : undefined}
                className={clsx(
                  styles.option,
                  option.kind === 'all' && styles.all,
                  index === selected && styles.active,
                )}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActive(index)}
                onClick={() => choose(index)}>
                <OptionContent
                  option={option}
                  query={trimmed}
                  offline={offline}
                  nothingFound={nothingFound}
                  editionLabelOf={(name) => {
                    const found = editions.find((candidate) => candidate.name === name);
                    return found ? editionLabel(found) : `${name} edition`;
                  }}
                />
              </div>
            ))
          : null}
      </div>
      <div role="status" className={styles.label}>
        {announcement}
      </div>
    </form>
  );
}
