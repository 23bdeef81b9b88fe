// The third-party packages we ship and their licenses, for /licenses: the packages whose code is in
// the built web app (from the bundle's module ids) and the server's production dependencies (the
// package.json `dependencies` and everything they depend on, as installed).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface ShippedPackage {
  name: string;
  version: string;
  license: string;
}

export interface LicenseGroup {
  use: 'Web app' | 'Server';
  packages: ShippedPackage[];
}

/** 'react' for '/app/node_modules/react/cjs/react.js'; the last node_modules wins (nested copies). */
export function packageNameOf(moduleId: string): string | null {
  const path = moduleId.replace(/\\/g, '/').replace(/^\0/, '').split('?')[0] ?? '';
  const index = path.lastIndexOf('/node_modules/');
  if (index < 0) return null;
  const [first, second] = path.slice(index + '/node_modules/'.length).split('/');
  if (!first) return null;
  return first.startsWith('@') && second ? `${first}/${second}` : first;
}

interface Manifest {
  name?: string;
  version?: string;
  license?: string | { type?: string };
  licenses?: { type?: string }[];
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

function readManifest(dir: string): Manifest | null {
  const file = join(dir, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

function licenseOf(manifest: Manifest): string {
  if (typeof manifest.license === 'string') return manifest.license;
  if (manifest.license?.type) return manifest.license.type;
  const listed = manifest.licenses?.map((entry) => entry.type).filter(Boolean);
  return listed && listed.length > 0 ? listed.join(' OR ') : 'UNKNOWN';
}

/** Where Node would find `name` from `fromDir`: its own node_modules, then each parent's. */
function resolvePackageDir(fromDir: string, name: string, root: string): string | null {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === root || dir === dirname(dir)) return null;
  }
}

function describe(dir: string): ShippedPackage | null {
  const manifest = readManifest(dir);
  if (!manifest?.name) return null;
  const declared = licenseOf(manifest);
  const license = declared === 'UNKNOWN' ? (licenseInReadme(dir) ?? declared) : declared;
  return { name: manifest.name, version: manifest.version ?? '', license };
}

/** A few packages name their license only in the README's "License" section (e.g. "## License\n\nMIT"). */
function licenseInReadme(dir: string): string | null {
  const readme = readdirSync(dir).find((file) => /^readme(\.|$)/i.test(file));
  if (!readme) return null;
  const section = /^#{1,3}\s*licen[cs]e\s*\n+\s*\(?([A-Za-z0-9.+-]+(?: License)?)/im.exec(
    readFileSync(join(dir, readme), 'utf8'),
  );
  return section?.[1]?.replace(/ License$/, '') ?? null;
}

const byName = (a: ShippedPackage, b: ShippedPackage) =>
  a.name.localeCompare(b.name) || a.version.localeCompare(b.version);

/** Every package installed for production: the dependencies of `root`'s package.json, transitively. */
export function serverPackages(root: string): ShippedPackage[] {
  const found = new Map<string, ShippedPackage>();
  const queue: [fromDir: string, name: string][] = Object.keys(readManifest(root)?.dependencies ?? {}).map((name) => [
    root,
    name,
  ]);
  const seenDirs = new Set<string>();
  while (queue.length > 0) {
    const [fromDir, name] = queue.shift()!;
    const dir = resolvePackageDir(fromDir, name, root);
    // Optional dependencies for other platforms (e.g. sharp's binaries) are not installed here.
    if (!dir || seenDirs.has(dir)) continue;
    seenDirs.add(dir);
    const manifest = readManifest(dir);
    const shipped = describe(dir);
    if (!manifest || !shipped) continue;
    found.set(`${shipped.name}@${shipped.version}`, shipped);
    for (const dependency of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies })) {
      queue.push([dir, dependency]);
    }
  }
  return [...found.values()].sort(byName);
}

/** The packages whose modules are in the built web app. */
export function clientPackages(moduleIds: Iterable<string>, root: string): ShippedPackage[] {
  const found = new Map<string, ShippedPackage>();
  for (const id of moduleIds) {
    const name = packageNameOf(id);
    if (!name) continue;
    const path = id.replace(/\\/g, '/');
    const dir = path.slice(0, path.lastIndexOf('/node_modules/')) + `/node_modules/${name}`;
    const shipped = describe(existsSync(dir) ? dir : join(root, 'node_modules', name));
    if (shipped) found.set(`${shipped.name}@${shipped.version}`, shipped);
  }
  return [...found.values()].sort(byName);
}

export function licenseReport(moduleIds: Iterable<string>, root: string): LicenseGroup[] {
  return [
    { use: 'Web app', packages: clientPackages(moduleIds, root) },
    { use: 'Server', packages: serverPackages(root) },
  ];
}
