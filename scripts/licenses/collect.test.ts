import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clientPackages, packageNameOf, serverPackages } from './collect.ts';

const root = new URL('../../', import.meta.url).pathname.replace(/\/$/, '');
const manifest = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as { dependencies: Record<string, string> };

describe('packageNameOf', () => {
  it('reads plain, scoped and nested package names from module ids', () => {
    expect(packageNameOf('/app/node_modules/react/cjs/react.production.js')).toBe('react');
    expect(packageNameOf('/app/node_modules/@pothos/core/esm/index.js')).toBe('@pothos/core');
    expect(packageNameOf('/app/node_modules/a/node_modules/b/index.js?commonjs-exports')).toBe('b');
    expect(packageNameOf('/app/web/src/main.tsx')).toBeNull();
  });
});

describe('the shipped packages', () => {
  it('the server list holds every production dependency of package.json, with a license', () => {
    const shipped = serverPackages(root);
    const names = new Set(shipped.map((item) => item.name));
    for (const dependency of Object.keys(manifest.dependencies)) expect(names, dependency).toContain(dependency);
    // Their own dependencies too (graphql-yoga brings @graphql-yoga/subscription, for example).
    expect(names).toContain('@graphql-yoga/subscription');
    expect(shipped.filter((item) => item.license === 'UNKNOWN').map((item) => item.name)).toEqual([]);
  });

  it('the web app list names the packages of the modules in the bundle', () => {
    const ids = ['react', 'react-dom', 'react-relay', 'relay-runtime', 'react-router'].map(
      (name) => `${root}/node_modules/${name}/index.js`,
    );
    const shipped = clientPackages([...ids, `${root}/web/src/main.tsx`], root);
    expect(shipped.map((item) => item.name)).toEqual([
      'react',
      'react-dom',
      'react-relay',
      'react-router',
      'relay-runtime',
    ]);
    expect(shipped.find((item) => item.name === 'react')?.license).toBe('MIT');
  });
});
