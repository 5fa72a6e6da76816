import React, {type ReactNode} from 'react';
import {openDataFiles, type OpenDataFileKey} from '@site/src/lib/openData/files';

/**
 * Plain links to an edition's data files (served as files, not pages, so not router links).
 * `only` picks the files to list, in that order; all of them by default.
 */
export default function OpenDataLinks({
  edition,
  only,
}: {
  readonly edition: string;
  readonly only?: readonly OpenDataFileKey[];
}): ReactNode {
  const files = openDataFiles(edition);
  const keys = only ?? (Object.keys(files) as OpenDataFileKey[]);
  return (
    <ul>
      {keys.map((key) => (
        <li key={key}>
          <a href={files[key].path} type={files[key].mediaType}>
            {files[key].label}
          </a>
        </li>
      ))}
    </ul>
  );
}
