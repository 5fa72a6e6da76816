import React, {type ReactNode, useEffect, useState} from 'react';
import Navbar from '@theme-original/Navbar';
import type NavbarType from '@theme/Navbar';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {hasOverlayHeader, isHeaderScrolled} from '@site/src/lib/header/scroll';

type Props = WrapperProps<typeof NavbarType>;

/** True once the window has scrolled past the header threshold; false during SSR. */
function useWindowScrolled(active: boolean): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    const update = () => setScrolled(isHeaderScrolled(window.scrollY));
    update();
    window.addEventListener('scroll', update, {passive: true});
    return () => window.removeEventListener('scroll', update);
  }, [active]);
  return active && scrolled;
}

/**
 * Escape closes the open mobile menu, as it closes any dialog, and focus goes back to the
 * button that opened it.
 */
function useEscapeClosesMobileMenu(): void {
  const {shown, toggle} = useNavbarMobileSidebar();
  useEffect(() => {
    if (!shown) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      toggle();
      document.querySelector<HTMLElement>('.navbar__toggle')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, toggle]);
}

/**
 * Wraps the theme navbar (instead of ejecting it) to give the landing page its header:
 * transparent with white text over the hero at the top, blurred and solid once scrolled.
 * The state lives on <html> classes so the first paint (static HTML) is already right.
 */
export default function NavbarWrapper(props: Props): ReactNode {
  useEscapeClosesMobileMenu();
  const overlay = hasOverlayHeader(useLocation().pathname);
  const scrolled = useWindowScrolled(overlay);
  const className = overlay ? `header-overlay${scrolled ? ' header-overlay--scrolled' : ''}` : '';
  return (
    <HtmlClassNameProvider className={className}>
      <Navbar {...props} />
    </HtmlClassNameProvider>
  );
}
