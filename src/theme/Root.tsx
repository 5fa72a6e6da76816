import React, {type ReactNode} from 'react';
import {NotificationsProvider} from '@site/src/components/Notifications';

/** Site-wide providers, around every page (the theme's documented Root wrapper). */
export default function Root({children}: {children: ReactNode}): ReactNode {
  return <NotificationsProvider>{children}</NotificationsProvider>;
}
