import {describe, expect, it} from 'vitest';
import {withoutDocDescriptions} from './versionProps';

const doc = (id: string) => ({
  id,
  title: `Title of ${id}`,
  description: `About ${id}`,
  sidebar: 'main',
});

describe('edition metadata without the docs’ descriptions', () => {
  const tree = {
    path: '/',
    component: 'root',
    routes: [
      {
        path: '/next',
        component: 'version',
        props: {version: {version: 'current', label: '2026', docs: {a: doc('a'), b: doc('b')}}},
        routes: [{path: '/next/a', component: 'doc'}],
      },
      {path: '/', component: 'version', props: {version: {version: '2025', docs: {a: doc('a')}}}},
    ],
  };

  it('drops each doc’s description and keeps its id, title and sidebar', () => {
    const out = withoutDocDescriptions(tree);
    const draft = out.routes[0]!.props!.version as {label: string; docs: Record<string, object>};
    expect(draft.label).toBe('2026');
    expect(draft.docs).toEqual({
      a: {id: 'a', title: 'Title of a', sidebar: 'main'},
      b: {id: 'b', title: 'Title of b', sidebar: 'main'},
    });
    expect(out.routes[1]!.props!.version).toEqual({
      version: '2025',
      docs: {a: {id: 'a', title: 'Title of a', sidebar: 'main'}},
    });
  });

  it('leaves every other part of the routes as it was, and the input untouched', () => {
    const out = withoutDocDescriptions(tree);
    expect(out.routes[0]!.routes).toEqual(tree.routes[0]!.routes);
    expect(out.path).toBe('/');
    expect(tree.routes[0]!.props.version.docs.a.description).toBe('About a');
    const plain = {path: '/x', component: 'page'};
    expect(withoutDocDescriptions(plain)).toEqual(plain);
  });
});
