import { describe, expect, it } from 'vitest';
import { deliveryEstimateSchema, deliveryEstimateText, formatDeliveryDate } from './delivery.ts';

describe('delivery estimate contract', () => {
  it('parses the function answer', () => {
    const answer = {
      deliverable: true,
      pincode: '400001',
      district: 'Mumbai',
      zone: 'same_city',
      deliverBy: '2026-11-26',
      cutoffPassed: false,
    };
    expect(deliveryEstimateSchema.parse(answer)).toEqual(answer);
    expect(deliveryEstimateSchema.safeParse({ ...answer, zone: 'moon' }).success).toBe(false);
    expect(deliveryEstimateSchema.safeParse({ ...answer, deliverBy: '26/11/2026' }).success).toBe(false);
  });

  it('formats the India calendar date with its weekday', () => {
    expect(formatDeliveryDate('2026-11-26')).toBe('Thursday, 26 November');
    expect(formatDeliveryDate('2026-11-30')).toBe('Monday, 30 November');
    expect(formatDeliveryDate('nope')).toBe('');
    expect(formatDeliveryDate(null)).toBe('');
  });

  it('words the answer', () => {
    const base = { pincode: '400001', district: 'Mumbai', cutoffPassed: false } as const;
    expect(
      deliveryEstimateText({ ...base, deliverable: true, zone: 'same_city', deliverBy: '2026-11-26' }),
    ).toBe('Delivery by Thursday, 26 November');
    expect(
      deliveryEstimateText({ ...base, pincode: '110001', deliverable: false, zone: null, deliverBy: null }),
    ).toBe('Not deliverable to 110001');
  });
});
