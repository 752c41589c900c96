import { describe, expect, it } from 'vitest';
import {
  emptyRepairForm,
  firstInvalidRepairField,
  parseRepairDraft,
  parseShippingAddress,
  REPAIR_DEVICE_LABELS,
  REPAIR_DEVICE_TYPES,
  REPAIR_MESSAGES,
  repairAiPrompt,
  repairFetchFailed,
  repairHistorySchema,
  repairHistoryToast,
  repairStatusLabel,
  repairSubmitFailureText,
  showsEstimatedCompletion,
  toProductDescription,
  validateRepairField,
  validateRepairForm,
} from './repair.ts';

const filled = { deviceType: 'ps5', deviceModel: 'PS5 Slim', issueDescription: 'No picture over HDMI' };

describe('repair form rules', () => {
  it('lists the nine device types of docs/product.md, each with a label', () => {
    expect([...REPAIR_DEVICE_TYPES]).toEqual([
      'ps5',
      'ps4',
      'ps3',
      'xbox-series-x',
      'xbox-series-s',
      'nintendo-switch',
      'gaming-pc',
      'gaming-laptop',
      'other',
    ]);
    expect(Object.keys(REPAIR_DEVICE_LABELS)).toEqual([...REPAIR_DEVICE_TYPES]);
  });

  it('requires each field with the exact messages of docs/product.md', () => {
    expect(validateRepairForm(emptyRepairForm())).toEqual({
      deviceType: 'Type required',
      deviceModel: 'Model/Specs required',
      issueDescription: 'Description required',
    });
    expect(validateRepairField('deviceModel', { ...filled, deviceModel: '   ' })).toBe(
      'Model/Specs required',
    );
    expect(validateRepairForm(filled)).toEqual({});
  });

  it('refuses an unknown device type and over-long texts', () => {
    expect(validateRepairField('deviceType', { ...filled, deviceType: 'toaster' })).toBe('Type required');
    expect(validateRepairField('deviceModel', { ...filled, deviceModel: 'x'.repeat(101) })).toBe(
      REPAIR_MESSAGES.modelTooLong,
    );
    expect(validateRepairField('issueDescription', { ...filled, issueDescription: 'x'.repeat(2001) })).toBe(
      REPAIR_MESSAGES.descriptionTooLong,
    );
    expect(
      validateRepairField('issueDescription', { ...filled, issueDescription: 'x'.repeat(2000) }),
    ).toBeNull();
  });

  it('names the first invalid field in page order', () => {
    expect(
      firstInvalidRepairField(validateRepairForm({ ...filled, deviceModel: '', issueDescription: '' })),
    ).toBe('deviceModel');
    expect(firstInvalidRepairField(validateRepairForm(emptyRepairForm()))).toBe('deviceType');
    expect(firstInvalidRepairField({})).toBeNull();
  });

  it('stores the model, a dash, then the issue', () => {
    expect(toProductDescription({ deviceModel: ' PS5 Slim ', issueDescription: ' No picture ' })).toBe(
      'PS5 Slim - No picture',
    );
  });

  it('reads a draft back, dropping what is corrupt', () => {
    expect(parseRepairDraft(JSON.stringify(filled))).toEqual(filled);
    expect(parseRepairDraft(JSON.stringify({ deviceType: 'toaster', deviceModel: 7 }))).toEqual(
      emptyRepairForm(),
    );
    expect(parseRepairDraft('{not json')).toBeNull();
    expect(parseRepairDraft(null)).toBeNull();
    expect(parseRepairDraft('"text"')).toBeNull();
  });

  it('builds the AI prompt from the device, model and issue', () => {
    const prompt = repairAiPrompt(filled);
    expect(prompt).toContain('PlayStation 5 (PS5 Slim)');
    expect(prompt).toContain('No picture over HDMI');
    expect(prompt.length).toBeGreaterThan(100);
  });

  it('has the repair messages of docs/product.md', () => {
    expect(REPAIR_MESSAGES).toMatchObject({
      aiNeedsFields: 'Please fill all required fields to get AI help',
      loginRequired: 'Login required.',
      profileIncomplete: 'Profile incomplete',
      completeProfileFirst: 'Please complete your profile first.',
      fillRequired: 'Please fill all required fields',
      submitFailed: 'Failed to submit request',
      tryAgain: 'Please try again.',
      createFailed: 'Failed to create request.',
      noDataReceived: 'Failed to fetch repair requests: No data received.',
      emptyTitle: 'No repairs found',
      emptyText: "You haven't submitted any repair requests yet.",
      noMatchTitle: 'No repairs match search',
      noMatchText: 'Try a different term.',
    });
    expect(repairFetchFailed('boom')).toBe('Failed to fetch repair requests: boom');
    expect(repairHistoryToast('boom')).toBe('Failed to load repair history: boom');
  });
});

describe('repair history display rules', () => {
  it('labels the six statuses and calls others unknown', () => {
    expect(
      ['pending', 'received', 'diagnosing', 'repairing', 'completed', 'cancelled'].map(repairStatusLabel),
    ).toEqual(['Pending', 'Received', 'Diagnosing', 'Repairing', 'Completed', 'Cancelled']);
    expect(repairStatusLabel('lost')).toBe('Unknown');
  });

  it('hides the estimated completion once completed or cancelled', () => {
    expect(showsEstimatedCompletion('repairing')).toBe(true);
    expect(showsEstimatedCompletion('completed')).toBe(false);
    expect(showsEstimatedCompletion('cancelled')).toBe(false);
  });

  it('reads a shipping address stored as an object or a JSON string, with line1 or street', () => {
    const stored = {
      name: 'Asha',
      email: 'a@x.in',
      phone: '9876543210',
      address: { street: '1 MG Road', zip: 400001 },
    };
    const expected = {
      name: 'Asha',
      email: 'a@x.in',
      phone: '9876543210',
      address: { line1: '1 MG Road', line2: '', city: '', state: '', zip: '400001', country: '' },
    };
    expect(parseShippingAddress(stored)).toEqual(expected);
    expect(parseShippingAddress(JSON.stringify(stored))).toEqual(expected);
    expect(parseShippingAddress('nonsense')).toBeNull();
    expect(parseShippingAddress(null)).toBeNull();
  });

  it('parses the history answer, with or without an error', () => {
    expect(repairHistorySchema.parse({ requests: [], totalCount: 0 })).toEqual({
      requests: [],
      totalCount: 0,
    });
    expect(repairHistorySchema.safeParse({ requests: null }).success).toBe(false);
    expect(repairHistorySchema.parse({ requests: [], totalCount: 0, error: 'x' }).error).toBe('x');
  });
});

describe('repair submission failures', () => {
  it("keep the database's documented refusals and read 'Please try again.' for anything else", () => {
    expect(repairSubmitFailureText(REPAIR_MESSAGES.tooMany)).toBe(REPAIR_MESSAGES.tooMany);
    expect(repairSubmitFailureText('Service is unavailable for the PIN code in your profile.')).toBe(
      'Service is unavailable for the PIN code in your profile.',
    );
    for (const raw of ['db down', 'TypeError: Failed to fetch', '', null, undefined])
      expect(repairSubmitFailureText(raw)).toBe('Please try again.');
  });
});
