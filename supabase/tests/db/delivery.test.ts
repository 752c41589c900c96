/**
 * delivery_estimate() and delivery_zones (schemas/15_delivery.sql, docs/product.md "Delivery
 * date"): zones of the service area, the 14:00 India-time cut-off, Sundays not counted, PIN codes
 * outside the area or unknown, malformed ones refused with 22023 (PostgREST: 400).
 *
 * Calendar used: 2026-11-25 is a Wednesday, 2026-11-28 a Saturday, 2026-11-29 a Sunday.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, directSql, rawRest } from '../helpers/clients';

const sql = directSql();

/** PIN codes made for this file (district names the directory does not hold); removed after. */
const FIXTURE_PINS = { naviMumbai: '999801', kalyan: '999802' } as const;

beforeAll(async () => {
  await sql`
    insert into public.pincodes (pincode, district, state) values
      (${FIXTURE_PINS.naviMumbai}, 'Navi Mumbai', 'Maharashtra'),
      (${FIXTURE_PINS.kalyan}, 'Kalyan-Dombivli', 'Maharashtra')
    on conflict (pincode) do update set district = excluded.district`;
});

afterAll(async () => {
  await sql`delete from public.pincodes where pincode in (${FIXTURE_PINS.naviMumbai}, ${FIXTURE_PINS.kalyan})`;
  await sql.end();
});

interface Estimate {
  deliverable: boolean;
  pincode: string;
  district: string | null;
  zone: 'same_city' | 'metro' | 'rest' | null;
  deliverBy: string | null;
  cutoffPassed: boolean;
}

async function estimate(pincode: string, now: string): Promise<Estimate> {
  const [row] = await sql<{ e: Estimate }[]>`
    select public.delivery_estimate(${pincode}, ${now}::timestamptz) as e`;
  if (!row) throw new Error('no answer');
  return row.e;
}

describe('delivery_zones', () => {
  it('holds the three zones: Mumbai 1 day, metro 2, rest 4', async () => {
    const rows = await sql<{ zone: string; days: number }[]>`
      select zone, days from public.delivery_zones order by days`;
    expect(rows).toEqual([
      { zone: 'same_city', days: 1 },
      { zone: 'metro', days: 2 },
      { zone: 'rest', days: 4 },
    ]);
  });

  it('is readable by guests and not writable by the API roles', async () => {
    const { data, error } = await anonClient().from('delivery_zones').select('zone, days');
    expect(error).toBeNull();
    expect(data).toHaveLength(3);
    for (const role of ['anon', 'authenticated']) {
      const [row] = await sql<Record<string, boolean>[]>`
        select has_table_privilege(${role}, 'public.delivery_zones', 'insert') as insert,
               has_table_privilege(${role}, 'public.delivery_zones', 'update') as update,
               has_table_privilege(${role}, 'public.delivery_zones', 'delete') as delete`;
      expect(row, role).toEqual({ insert: false, update: false, delete: false });
    }
  });
});

describe('delivery_estimate: zones', () => {
  const wednesdayMorning = '2026-11-25T10:00:00+05:30';

  it('Mumbai (same city): the next day', async () => {
    expect(await estimate('400001', wednesdayMorning)).toEqual({
      deliverable: true,
      pincode: '400001',
      district: 'Mumbai',
      zone: 'same_city',
      deliverBy: '2026-11-26',
      cutoffPassed: false,
    });
  });

  it('Thane (metro): two days', async () => {
    expect(await estimate('400601', wednesdayMorning)).toMatchObject({
      deliverable: true,
      district: 'Thane',
      zone: 'metro',
      deliverBy: '2026-11-27',
    });
  });

  it('Navi Mumbai is metro, not Mumbai (the longest matching name wins)', async () => {
    expect(await estimate(FIXTURE_PINS.naviMumbai, wednesdayMorning)).toMatchObject({
      zone: 'metro',
      deliverBy: '2026-11-27',
    });
  });

  it('another serviceable district (Kalyan-Dombivli): rest, four days without the Sunday', async () => {
    // Wed -> Thu 1, Fri 2, Sat 3, (Sun), Mon 4.
    expect(await estimate(FIXTURE_PINS.kalyan, wednesdayMorning)).toMatchObject({
      deliverable: true,
      zone: 'rest',
      deliverBy: '2026-11-30',
    });
  });
});

describe('delivery_estimate: the 14:00 India-time cut-off', () => {
  it('before 14:00 IST the order leaves the same day', async () => {
    expect(await estimate('400001', '2026-11-25T13:59:59+05:30')).toMatchObject({
      deliverBy: '2026-11-26',
      cutoffPassed: false,
    });
  });

  it('at 14:00 IST and later it leaves the next day', async () => {
    expect(await estimate('400001', '2026-11-25T14:00:00+05:30')).toMatchObject({
      deliverBy: '2026-11-27',
      cutoffPassed: true,
    });
    // 08:30 UTC is 14:00 in India: the time is read in India, not in UTC.
    expect(await estimate('400001', '2026-11-25T08:30:00Z')).toMatchObject({ cutoffPassed: true });
  });

  it('uses the India date: 20:00 UTC on the 25th is 01:30 on the 26th in India', async () => {
    expect(await estimate('400001', '2026-11-25T20:00:00Z')).toMatchObject({
      deliverBy: '2026-11-27',
      cutoffPassed: false,
    });
  });
});

describe('delivery_estimate: Sundays', () => {
  it('a Saturday morning order in Mumbai arrives on Monday', async () => {
    expect(await estimate('400001', '2026-11-28T10:00:00+05:30')).toMatchObject({ deliverBy: '2026-11-30' });
  });

  it('a Saturday afternoon order leaves on Sunday and arrives on Monday', async () => {
    expect(await estimate('400001', '2026-11-28T15:00:00+05:30')).toMatchObject({
      deliverBy: '2026-11-30',
      cutoffPassed: true,
    });
  });

  it('a Friday metro order counts Saturday and Monday', async () => {
    expect(await estimate('400601', '2026-11-27T09:00:00+05:30')).toMatchObject({ deliverBy: '2026-11-30' });
  });

  it('never answers a Sunday', async () => {
    const rows = await sql<{ d: string }[]>`
      select (public.delivery_estimate(pin, t) ->> 'deliverBy') as d
      from unnest(array['400001', '400601', ${FIXTURE_PINS.kalyan}]) as pin,
           generate_series(timestamptz '2026-11-23 00:00+05:30', timestamptz '2026-11-30 00:00+05:30',
                           interval '3 hours') as t`;
    expect(rows.length).toBeGreaterThan(100);
    for (const { d } of rows) expect(new Date(`${d}T00:00:00Z`).getUTCDay(), d).not.toBe(0);
  });
});

describe('delivery_estimate: not deliverable', () => {
  it('outside the service area (Delhi): deliverable false, district named, no date', async () => {
    expect(await estimate('110001', '2026-11-25T10:00:00+05:30')).toMatchObject({
      deliverable: false,
      pincode: '110001',
      zone: null,
      deliverBy: null,
    });
    expect((await estimate('110001', '2026-11-25T10:00:00+05:30')).district).toMatch(/Delhi$/);
  });

  it('Raigad is outside the service area', async () => {
    expect(await estimate('402101', '2026-11-25T10:00:00+05:30')).toMatchObject({
      deliverable: false,
      deliverBy: null,
    });
  });

  it('an unknown PIN: deliverable false, no district', async () => {
    expect(await estimate('999999', '2026-11-25T10:00:00+05:30')).toEqual({
      deliverable: false,
      pincode: '999999',
      district: null,
      zone: null,
      deliverBy: null,
      cutoffPassed: false,
    });
  });
});

describe('delivery_estimate through the API', () => {
  it('answers a guest, now() by default', async () => {
    const { data, error } = await anonClient().rpc('delivery_estimate', { p_pincode: '400001' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ deliverable: true, zone: 'same_city' });
    expect((data as Estimate).deliverBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each(['40001', '4000011', '12a456', '', ' 400001'])('refuses %j with 22023', async (pin) => {
    const { data, error } = await anonClient().rpc('delivery_estimate', { p_pincode: pin });
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: '22023', message: 'Pincode must be exactly 6 digits' });
  });

  it('answers a malformed PIN with HTTP 400', async () => {
    const res = await rawRest('/rpc/delivery_estimate', {
      method: 'POST',
      body: JSON.stringify({ p_pincode: 'abc' }),
    });
    expect(res.status).toBe(400);
  });

  it('refuses null in SQL too', async () => {
    await expect(sql`select public.delivery_estimate(null)`).rejects.toMatchObject({ code: '22023' });
  });
});
