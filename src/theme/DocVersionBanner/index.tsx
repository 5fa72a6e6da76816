import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useDocsVersion,
  useDocVersionSuggestions,
  useVersions,
} from '@docusaurus/plugin-content-docs/client';
import {
  previousEdition,
  versionTargetPath,
  whatChangedUrl,
} from '@site/src/lib/docs/editionChanges';

/**
 * The banner over a doc of an edition that is not the released one (the draft, an archived
 * edition), as the theme words it, with two differences: its link to the released edition
 * never opens another doc (a doc the released edition lacks leads to the page saying so),
 * and an edition that has an earlier one links its "What changed" page.
 */
export default function DocVersionBanner({className}: {readonly className?: string}): ReactNode {
  const version = useDocsVersion();
  const {siteConfig} = useDocusaurusContext();
  const versions = useVersions(version.pluginId);
  const {activeDoc} = useActiveDocContext(version.pluginId);
  const {latestVersionSuggestion: latest} = useDocVersionSuggestions(version.pluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(version.pluginId);
  if (!version.banner) return null;
  const previous = previousEdition(versions, version.version);
  const own = versions.find((candidate) => candidate.name === version.version);
  const label = <b>{version.label}</b>;
  return (
    <div
      className={clsx(
        className,
        ThemeClassNames.docs.docVersionBanner,
        'alert alert--warning margin-bottom--md',
      )}
      role="alert">
      <div>
        {version.banner === 'unreleased' ? (
          <>
            This is unreleased documentation for {siteConfig.title} {label} version.
          </>
        ) : (
          <>
            This is documentation for {siteConfig.title} {label}, which is no longer actively
            maintained.
          </>
        )}
      </div>
      <div className="margin-top--md">
        For up-to-date documentation, see the{' '}
        <b>
          <Link
            to={versionTargetPath(latest, activeDoc?.id)}
            onClick={() => savePreferredVersionName(latest.name)}>
            latest version
          </Link>
        </b>{' '}
        ({latest.label}).
        {previous && own ? (
          <>
            {' '}
            <Link to={whatChangedUrl(own.path)}>What changed since the {previous.label}</Link>.
          </>
        ) : null}
      </div>
    </div>
  );
}
