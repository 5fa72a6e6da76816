import React, {type ReactNode} from 'react';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type DocsVersionDropdownNavbarItemType from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof DocsVersionDropdownNavbarItemType>;

/**
 * Shows the edition menu on doc pages only. Marketing pages have no edition, and the
 * not-found page must render the same whichever docs version prefix the URL carries
 * (the static 404.html has no version), so both get no menu.
 */
export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  const {activeDoc} = useActiveDocContext(props.docsPluginId);
  if (!activeDoc) return null;
  return <DocsVersionDropdownNavbarItem {...props} />;
}
