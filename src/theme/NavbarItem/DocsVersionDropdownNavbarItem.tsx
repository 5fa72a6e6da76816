import React, {type ReactNode} from 'react';
import type DocsVersionDropdownNavbarItemType from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useVersions,
} from '@docusaurus/plugin-content-docs/client';
import {useHistorySelector} from '@docusaurus/theme-common';
import {versionTargetPath} from '@site/src/lib/docs/editionChanges';

type Props = WrapperProps<typeof DocsVersionDropdownNavbarItemType>;

/**
 * Shows the edition menu on doc pages only. Marketing pages have no edition, and the
 * not-found page must render the same whichever docs version prefix the URL carries
 * (the static 404.html has no version), so both get no menu.
 *
 * Each edition's entry opens the same doc in that edition, as the theme's menu does, keeping
 * the query and anchor. Where the edition lacks the doc, the theme's menu would open the
 * edition's first doc, another page altogether; this one leads to the page saying the edition
 * lacks it. The theme's menu is replaced, not wrapped, to keep its code off every docs page.
 */
export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  const {activeDoc, activeVersion, alternateDocVersions} = useActiveDocContext(props.docsPluginId);
  const versions = useVersions(props.docsPluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(props.docsPluginId);
  const search = useHistorySelector((history) => history.location.search);
  const hash = useHistorySelector((history) => history.location.hash);
  if (!activeDoc) return null;
  const {
    mobile,
    docsPluginId: _pluginId,
    dropdownActiveClassDisabled,
    dropdownItemsBefore = [],
    dropdownItemsAfter = [],
    versions: _configs,
    ...rest
  } = props;
  const items = [
    ...dropdownItemsBefore,
    ...versions.map((version) => {
      const has = Boolean(alternateDocVersions[version.name]);
      const to = versionTargetPath(version, activeDoc.id);
      return {
        label: version.label,
        // The same doc keeps the query and anchor; the page saying it is missing does not.
        to: has ? `${to}${search}${hash}` : to,
        isActive: () => version === activeVersion,
        onClick: () => savePreferredVersionName(version.name),
      };
    }),
    ...dropdownItemsAfter,
  ];
  return (
    <DropdownNavbarItem
      {...rest}
      mobile={mobile}
      label={mobile ? 'Versions' : (activeVersion?.label ?? versions[0]?.label)}
      to={mobile ? undefined : activeDoc.path}
      items={items}
      isActive={dropdownActiveClassDisabled ? () => false : undefined}
    />
  );
}
