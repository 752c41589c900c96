import { REPAIR_MESSAGES, toProfile } from 'shared/contracts';
import { describe, expect, it } from 'vitest';
import { COMPLETE_PROFILE } from '../../service-profile/test-utils';
import { RepairsFetchError, readRepairsAnswer } from './get-user-repair-requests';
import { RepairSubmitError, toRepairInsert } from './submit-repair-request';

const row = {
  id: 'r1',
  status: 'pending',
  creation_date: '2026-11-20T10:00:00Z',
  product_type: 'ps5',
  product_description: 'PS5 - x',
};

describe('readRepairsAnswer', () => {
  it('reads the single object, or the same wrapped in an array', () => {
    expect(readRepairsAnswer({ requests: [row], totalCount: 1 })).toEqual({ requests: [row], totalCount: 1 });
    expect(readRepairsAnswer([{ requests: [row], totalCount: 1 }]).totalCount).toBe(1);
  });

  it('leaves out rows that do not parse', () => {
    expect(readRepairsAnswer({ requests: [row, { id: 7 }], totalCount: 2 }).requests).toEqual([row]);
  });

  it('fails with the documented texts when the answer is empty or carries an error', () => {
    expect(() => readRepairsAnswer(null)).toThrow(REPAIR_MESSAGES.noDataReceived);
    expect(() => readRepairsAnswer({ requests: [], totalCount: 0, error: 'Server says no' })).toThrow(
      'Server says no',
    );
    const caught = (() => {
      try {
        readRepairsAnswer(undefined);
        return null;
      } catch (error) {
        return error;
      }
    })();
    expect(caught).toBeInstanceOf(RepairsFetchError);
    expect((caught as RepairsFetchError).detail).toBe('No data received.');
  });
});

describe('toRepairInsert', () => {
  const profile = toProfile(COMPLETE_PROFILE, 'asha@example.com');

  it('builds the documented payload: pending, model - issue, the profile as shipping address', () => {
    expect(
      toRepairInsert(
        'u1',
        { deviceType: 'gaming-pc', deviceModel: ' RTX 3060 ', issueDescription: ' No POST ' },
        profile,
      ),
    ).toEqual({
      user_id: 'u1',
      status: 'pending',
      product_type: 'gaming-pc',
      product_description: 'RTX 3060 - No POST',
      shipping_address: {
        name: 'Asha Rao',
        email: 'asha@example.com',
        phone: '9876543210',
        address: COMPLETE_PROFILE.address,
      },
    });
  });

  it('refuses an unknown device type before sending', () => {
    expect(() =>
      toRepairInsert('u1', { deviceType: 'toaster', deviceModel: 'a', issueDescription: 'b' }, profile),
    ).toThrow(RepairSubmitError);
  });
});
