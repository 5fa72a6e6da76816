/**
 * Link check over the built site: serves build/ as a CDN would, starts from every page
 * (the sitemap's and the draft edition's), follows every same-site link recursively and
 * checks that each target answers 200 and that each `#anchor` exists in the target page's
 * HTML. Absolute links to the site's own URL are checked against the local build; links to
 * other hosts are skipped (the machine is offline). Exits non-zero on any broken link.
 *
 *   npx tsx scripts/check-links.ts
 */
import type {AddressInfo} from 'node:net';
import {LinkChecker, LinkState} from 'linkinator';
import {resolveSiteUrl} from '../src/config/site';
import {unlistedEditionRoutes, sitemapRoutes} from '../tests/e2e/support/routes';
import {createStaticServer} from './serve';

async function main(): Promise<void> {
  const server = createStaticServer({dir: 'build'});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const siteUrl = resolveSiteUrl(process.env.SITE_URL);
  const starts = [...new Set(['/', ...sitemapRoutes(), ...unlistedEditionRoutes()])];
  try {
    const checker = new LinkChecker();
    const result = await checker.check({
      path: starts.map((route) => `${origin}${route}`),
      recurse: true,
      checkFragments: true,
      concurrency: 8,
      timeout: 20_000,
      urlRewriteExpressions: [
        {pattern: new RegExp(`^${siteUrl.replace(/\./g, '\\.')}`), replacement: origin},
      ],
      linksToSkip: async (link: string) => !link.startsWith(origin),
    });
    const broken = result.links.filter((link) => link.state === LinkState.BROKEN);
    const checked = result.links.filter((link) => link.state === LinkState.OK).length;
    if (broken.length > 0) {
      for (const link of broken) {
        const reason = (link.failureDetails ?? []).flatMap((detail) =>
          detail instanceof Error ? [detail.message] : [],
        );
        console.error(
          `BROKEN ${link.status ?? ''} ${link.url.replace(origin, '')}  (on ${link.parent?.replace(origin, '') ?? '?'})${reason.length ? `: ${reason.join('; ')}` : ''}`,
        );
      }
      throw new Error(`${broken.length} broken link(s) out of ${broken.length + checked} checked.`);
    }
    console.log(
      `Links: ${checked} same-site links and anchors checked from ${starts.length} pages, none broken.`,
    );
  } finally {
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
