/**
 * The head tags the build wrote into a page that does not render its own (share image,
 * Markdown link, structured data: see ./head.ts) describe that page only: when the client
 * router shows another page, they are removed, so the head never claims another page's
 * breadcrumbs or picture. (A page loaded afresh brings its own again.)
 */
import type {ClientModule} from '@docusaurus/types';
import {PAGE_HEAD_ATTRIBUTE} from './pageHeadAttribute';

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation || previousLocation.pathname === location.pathname) return;
    document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`).forEach((tag) => tag.remove());
  },
};

export default clientModule;
