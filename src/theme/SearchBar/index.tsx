import React, {type ReactNode, useEffect} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {isSearchShortcut} from '@site/src/lib/search/focusGuard';

type Props = WrapperProps<typeof SearchBarType>;

const SEARCH_INPUT = 'input.navbar__search-input';

/**
 * Wraps the local search bar (instead of ejecting it) to stop it taking focus back: the
 * plugin calls `focus()` on its box when its index has loaded, even after the visitor has
 * tabbed on to something else, so their next key presses land in the search box.
 *
 * Once focus has moved from the box to another element, the box's own `focus()` does
 * nothing until the visitor asks for search again: a pointer press on the search bar, its
 * keyboard shortcut, or tabbing back into it (the browser's own focus, not `focus()`).
 */
export default function SearchBarWrapper(props: Props): ReactNode {
  useEffect(() => {
    const muted = new Set<HTMLInputElement>();
    const isSearchInput = (target: EventTarget | null): target is HTMLInputElement =>
      target instanceof HTMLInputElement && target.matches(SEARCH_INPUT);
    const unmute = () => {
      for (const input of muted) delete (input as {focus?: unknown}).focus;
      muted.clear();
    };

    const onFocusOut = (event: FocusEvent) => {
      // Only a move to another element counts as leaving: the plugin itself re-renders the
      // box while its index loads, which drops focus without giving it to anything else.
      if (!isSearchInput(event.target) || !(event.relatedTarget instanceof HTMLElement)) return;
      const input = event.target;
      input.focus = () => undefined;
      muted.add(input);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isSearchInput(event.target)) unmute();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (isSearchShortcut(event)) unmute();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Element && event.target.closest('.navbar__search')) unmute();
    };

    document.addEventListener('focusout', onFocusOut, true);
    document.addEventListener('focusin', onFocusIn, true);
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('focusout', onFocusOut, true);
      document.removeEventListener('focusin', onFocusIn, true);
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown, true);
      unmute();
    };
  }, []);
  return <SearchBar {...props} />;
}
