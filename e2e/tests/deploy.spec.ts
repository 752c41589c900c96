import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { localRemoteMap } from '../../build/apps';
import { status } from '../../scripts/deploy/live';
import { CDN, HOST, liveMap, ORIGIN, pnpm, restoreLocalBuilds, SHELL } from '../support/deploy-commands';
import { markShell, retitle, SHELL_VARIANT_META, variant } from '../support/deploy-variants';

/**
 * Independent deploys (docs/deploy.md §2), against the running store (`pnpm start --ephemeral`,
 * whose CDN origin is `.local/e2e-cdn` on :3006): the real commands publish test-only variants of
 * mf-services' and the shell's builds, the gate refuses a variant that breaks the contract, two
 * deploys race for one remote, and every flip and rollback shows on the next page load without a
 * restart, while the other remotes' map entries never change.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const LOCAL_SERVICES = localRemoteMap(HOST).mf_services;

const historyCount = () =>
  existsSync(path.join(ORIGIN, 'history')) ? readdirSync(path.join(ORIGIN, 'history')).length : 0;
const versionsOf = (app: string) =>
  existsSync(path.join(ORIGIN, app)) ? readdirSync(path.join(ORIGIN, app)).sort() : [];
const withoutServices = (map: Record<string, string>) => {
  const { mf_services: _services, ...others } = map;
  return others;
};

interface AppStatus {
  app: string;
  live: { pointer: string | null; version: string | null; since: string | null };
  previous: { pointer: string | null; version: string | null; since: string }[];
}
/**
 * One app's row of `pnpm deploy:status --json`. Through the command when `viaCommand` (it costs a
 * process start), else the function the command prints.
 */
async function statusOf(app: string, viaCommand = false): Promise<AppStatus> {
  const apps = ['shell', ...Object.keys(localRemoteMap())];
  let rows: AppStatus[] = status(ORIGIN, apps);
  if (viaCommand) {
    const run = await pnpm('deploy:status', '--json');
    expect(run.code, run.out).toBe(0);
    rows = JSON.parse(run.out) as AppStatus[];
    expect(rows).toEqual(status(ORIGIN, apps));
  }
  const row = rows.find((r) => r.app === app);
  if (!row) throw new Error(`deploy:status lists no ${app}`);
  return row;
}

const versionIn = (out: string) => out.match(/version ([0-9a-f]{16})/)?.[1] ?? '';

async function expectRepairTitle(page: Page, title: string): Promise<void> {
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

const variants: string[] = [];
test.afterAll(() => {
  for (const dir of variants) rmSync(dir, { recursive: true, force: true });
  restoreLocalBuilds();
});

test('a remote is deployed, raced, refused and rolled back while the store runs; the shell too', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const started = Date.now();
  let lapStart = started;
  const laps: string[] = [];
  const lap = (label: string) => {
    laps.push(`${label} ${((Date.now() - lapStart) / 1000).toFixed(1)} s`);
    lapStart = Date.now();
  };
  const services = path.join(ROOT, 'mf-services/dist');
  const next = variant(services, retitle('Repair Services Next'));
  const again = variant(services, retitle('Repair Services Again'));
  const broken = variant(services, (dir) => {
    const file = path.join(dir, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { exposes: { path: string }[] };
    manifest.exposes = manifest.exposes.filter((e) => e.path !== './HomePromos');
    writeFileSync(file, JSON.stringify(manifest));
  });
  variants.push(next, again, broken);

  const servicesLoads: string[] = [];
  page.on('response', (res) => {
    if (res.url().includes('mf_services') || res.url().startsWith(`http://${HOST}:3004/`))
      servicesLoads.push(res.url());
  });
  await page.goto(`${SHELL}/repair-home`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Repair Services');
  const before = liveMap();
  expect(before.mf_services).toBe(LOCAL_SERVICES);

  let nextVersion = '';
  await test.step('deploy a variant: the next page load shows it, from its versioned folder', async () => {
    const run = await pnpm('deploy:remote', 'mf-services', '--dist', next);
    expect(run.code, run.out).toBe(0);
    expect(run.out).toContain('✓ contract');
    expect(run.out).toContain('✓ smoke (Chromium, preview map)');
    nextVersion = versionIn(run.out);
    expect(liveMap().mf_services).toBe(`${CDN}/mf_services/${nextVersion}/mf-manifest.json`);
    expect(withoutServices(liveMap())).toEqual(withoutServices(before));

    servicesLoads.length = 0;
    const response = await page.reload();
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(new RegExp(`script-src [^;]*${CDN.replace(/[./:]/g, '\\$&')}`));
    expect(policy).toMatch(new RegExp(`connect-src [^;]*${CDN.replace(/[./:]/g, '\\$&')}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Repair Services Next');
    // The server renders the new version too (ADR 0017): its server build was published with it.
    expect(await response?.text()).toContain('Repair Services Next');
    expect((await page.request.get(`${CDN}/mf_services/${nextVersion}/server/mf_services.js`)).status()).toBe(
      200,
    );
    expect(servicesLoads.some((u) => u.startsWith(`${CDN}/mf_services/${nextVersion}/`))).toBe(true);
    expect(servicesLoads.some((u) => u.startsWith(`http://${HOST}:3004/`))).toBe(false);

    const manifest = await page.request.get(`${CDN}/mf_services/${nextVersion}/mf-manifest.json`);
    expect(manifest.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(manifest.headers()['access-control-allow-origin']).toBe('*');
    expect((await page.request.get(`${CDN}/remotes.json`)).status()).toBe(404);

    const row = await statusOf('mf_services', true);
    expect(row.live.version).toBe(nextVersion);
    expect(row.previous.map((p) => p.pointer)).toEqual([LOCAL_SERVICES]);
  });
  lap('deploy');

  await test.step('a variant that breaks the contract is refused and nothing changes', async () => {
    const map = readFileSync(path.join(ORIGIN, 'remotes.json'), 'utf8');
    const history = historyCount();
    const versions = versionsOf('mf_services');
    const run = await pnpm('deploy:remote', 'mf-services', '--dist', broken);
    expect(run.code).toBe(1);
    expect(run.out).toContain('does not expose ./HomePromos');
    expect(run.out).toContain('deploy refused: the contract check failed; nothing was changed');
    expect(readFileSync(path.join(ORIGIN, 'remotes.json'), 'utf8')).toBe(map);
    expect(historyCount()).toBe(history);
    expect(versionsOf('mf_services')).toEqual(versions);
    await expectRepairTitle(page, 'Repair Services Next');
  });
  lap('refused');

  let againVersion = '';
  await test.step('two deploys of the same remote at once: one wins, one is refused, the map stays whole', async () => {
    let reads = 0;
    let reading = true;
    const reader = (async () => {
      while (reading) {
        liveMap(); // throws on a half-written map
        reads++;
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    const runs = await Promise.all([
      pnpm('deploy:remote', 'mf-services', '--dist', again),
      pnpm('deploy:remote', 'mf-services', '--dist', again),
    ]);
    reading = false;
    await reader;
    expect(reads).toBeGreaterThan(0);
    const won = runs.filter((r) => r.code === 0);
    const refused = runs.filter((r) => r.code === 1);
    expect(won, runs.map((r) => r.out).join('\n---\n')).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.out).toMatch(/deploy refused: a deploy of mf_services is already running/);
    againVersion = versionIn(won[0]?.out ?? '');
    expect(liveMap().mf_services).toBe(`${CDN}/mf_services/${againVersion}/mf-manifest.json`);
    expect(withoutServices(liveMap())).toEqual(withoutServices(before));
    await expectRepairTitle(page, 'Repair Services Again');
    const row = await statusOf('mf_services');
    expect(row.live.version).toBe(againVersion);
    expect(row.previous.map((p) => p.version ?? p.pointer)).toEqual([nextVersion, LOCAL_SERVICES]);
  });
  lap('race');

  await test.step('rollback flips back one deploy at a time; the old title is back', async () => {
    let run = await pnpm('rollback:remote', 'mf-services');
    expect(run.code, run.out).toBe(0);
    await expectRepairTitle(page, 'Repair Services Next');
    expect((await statusOf('mf_services')).live.version).toBe(nextVersion);

    run = await pnpm('rollback:remote', 'mf-services');
    expect(run.code, run.out).toBe(0);
    expect(liveMap()).toEqual(before);
    await expectRepairTitle(page, 'Repair Services');
    const row = await statusOf('mf_services', true);
    expect(row.live.pointer).toBe(LOCAL_SERVICES);
    expect(row.previous.map((p) => p.version)).toEqual([nextVersion, againVersion]);

    run = await pnpm('rollback:remote', 'mf-services');
    expect(run.code).toBe(1);
    expect(run.out).toContain('mf_services has no earlier deploy to roll back to');
  });
  lap('rollback');

  await test.step('the shell deploys and rolls back the same way', async () => {
    const shell = variant(path.join(ROOT, 'shell/dist'), markShell);
    variants.push(shell);
    const variantMeta = page.locator(SHELL_VARIANT_META);
    let run = await pnpm('deploy:shell', '--dist', shell);
    expect(run.code, run.out).toBe(0);
    expect(run.out).toContain('✓ smoke (Chromium, new shell with the live map)');
    const shellVersion = versionIn(run.out);
    await page.goto(`${SHELL}/repair-home`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Repair Services');
    await expect(variantMeta).toHaveCount(1);
    expect((await statusOf('shell')).live.version).toBe(shellVersion);

    run = await pnpm('rollback:remote', 'shell');
    expect(run.code, run.out).toBe(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Repair Services');
    await expect(variantMeta).toHaveCount(0);
    const row = await statusOf('shell', true);
    expect(row.live.version).toBeNull();
    expect(row.previous.map((p) => p.version)).toEqual([shellVersion]);
    expect(liveMap()).toEqual(before);
  });
  lap('shell');

  console.info(`deploy journey: ${((Date.now() - started) / 1000).toFixed(1)} s (${laps.join(', ')})`);
});
