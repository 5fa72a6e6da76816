import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {canonicalPaths, type SiteFiles} from '../src/lib/urls/requests';
import {
  expectedNginxAnswer,
  localNginxConfig,
  nginxMatchedPath,
  parseNginxRedirectMap,
} from './nginx-check';

const siteFile = readFileSync(path.join(__dirname, '..', 'deploy', 'nginx-site.conf'), 'utf8');
const local = {
  buildDir: '/tmp/site/build',
  headersSnippet: '/tmp/site/headers.conf',
  prefix: '/tmp/nginx',
  port: 8089,
  mimeTypes: '/etc/nginx/mime.types',
};

describe('localNginxConfig', () => {
  const config = localNginxConfig(siteFile, local);

  it('serves the build from the site file, on a local port, without TLS', () => {
    expect(config).toContain('root /tmp/site/build;');
    expect(config).toContain('include /tmp/site/build/_nginx-redirects.conf;');
    expect(config).toContain('include /tmp/site/headers.conf;');
    expect(config).toContain('listen 127.0.0.1:8089;');
    expect(config).not.toMatch(/ssl|listen 80|\/srv\/|\/etc\/nginx\/snippets/);
  });

  it('keeps the rules of the site file', () => {
    for (const rule of ['merge_slashes off;', 'error_page 404 /404.html;', 'volatile;']) {
      expect(config).toContain(rule);
    }
    expect(config).toMatch(/if \(\$site_page_path != \$uri\)/);
  });

  it('fails when the site file no longer has what it replaces', () => {
    expect(() => localNginxConfig(siteFile.replace('listen 443 ssl;', ''), local)).toThrow(
      /no longer contains/,
    );
  });
});

describe('nginxMatchedPath', () => {
  it('decodes escapes as nginx does, keeping the result a path', () => {
    expect(nginxMatchedPath('/pricin%67')).toBe('/pricing');
    expect(nginxMatchedPath('/a%2Fb')).toBe('/a/b');
    expect(nginxMatchedPath('/a%3Fb%23c')).toBe('/a%3Fb%23c');
    expect(nginxMatchedPath('/%zz')).toBe('/%zz');
  });
});

describe('expectedNginxAnswer', () => {
  const site: SiteFiles = {
    canonical: canonicalPaths(['/', '/pricing'], [{from: '/old', to: '/pricing'}]),
    isFile: (file) => file === '/robots.txt',
  };

  it('serves pages and files, redirects spellings and moved paths, finds nothing else', () => {
    expect(expectedNginxAnswer('/pricing', site)).toEqual({status: 200});
    expect(expectedNginxAnswer('/pricin%67', site)).toEqual({status: 200});
    expect(expectedNginxAnswer('/robots.txt', site)).toEqual({status: 200});
    expect(expectedNginxAnswer('/Pricing/?a=1', site)).toEqual({
      status: 301,
      location: '/pricing?a=1',
    });
    expect(expectedNginxAnswer('/old', site)).toEqual({status: 301, location: '/pricing'});
    for (const target of ['//x/', '/%2e%2e/', '/pricing.', '/a%00b']) {
      expect(expectedNginxAnswer(target, site), target).toEqual({status: 404});
    }
  });
});

describe('parseNginxRedirectMap', () => {
  it('reads the entries and skips comments', () => {
    const text = '# note\n"/a" "/a";\n"/a/" "/a";\n';
    expect([...parseNginxRedirectMap(text)]).toEqual([
      ['/a', '/a'],
      ['/a/', '/a'],
    ]);
  });
});
