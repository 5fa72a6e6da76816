import React, {type ReactNode} from 'react';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
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
 * On a doc that every edition has, the theme's menu is shown as it is. On a doc some edition
 * lacks, the theme would send that edition's entry to the edition's first doc, another page
 * altogether; here that entry leads to the page saying the edition lacks the doc instead.
 */
export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  const {activeDoc, activeVersion, alternateDocVersions} = useActiveDocContext(props.docsPluginId);
  const versions = useVersions(props.docsPluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(props.docsPluginId);
  const search = useHistorySelector((history) => history.location.search);
  const hash = useHistorySelector((history) => history.location.hash);
  if (!activeDoc) return null;
  if (versions.every((version) => alternateDocVersions[version.name])) {
    return <DocsVersionDropdownNavbarItem {...props} />;
  }
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
