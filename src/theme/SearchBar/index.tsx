import React, {type ReactNode, useEffect} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {isDeferredRefocus, isFocusIntentKey} from '@site/src/lib/search/focusGuard';

type Props = WrapperProps<typeof SearchBarType>;

const SEARCH_INPUT = 'input.navbar__search-input';

/**
 * Wraps the local search bar (instead of ejecting it) to stop it taking focus back: the
 * plugin refocuses its box when its index has loaded, even after the visitor has tabbed on
 * to something else, so their next key press lands in the search box. When that happens the
 * focus goes straight back where the visitor was.
 */
export default function SearchBarWrapper(props: Props): ReactNode {
  useEffect(() => {
    let leftAt: number | null = null;
    let intentAt: number | null = null;
    const isSearchInput = (target: EventTarget | null): target is HTMLInputElement =>
      target instanceof HTMLInputElement && target.matches(SEARCH_INPUT);

    const onKeyDown = (event: KeyboardEvent) => {
      if (isFocusIntentKey(event)) intentAt = event.timeStamp;
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Element && event.target.closest('.navbar__search')) {
        intentAt = event.timeStamp;
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      // Only a move to another element counts as leaving: the plugin itself re-renders the
      // box while its index loads, which drops focus without giving it to anything else.
      if (isSearchInput(event.target) && event.relatedTarget instanceof HTMLElement) {
        leftAt = event.timeStamp;
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!isSearchInput(event.target)) return;
      const previous = event.relatedTarget;
      if (isDeferredRefocus({leftAt, intentAt}, event.timeStamp)) {
        if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
        else event.target.blur();
        return;
      }
      leftAt = null;
    };

    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('focusout', onFocusOut, true);
    document.addEventListener('focusin', onFocusIn, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('focusout', onFocusOut, true);
      document.removeEventListener('focusin', onFocusIn, true);
    };
  }, []);
  return <SearchBar {...props} />;
}
