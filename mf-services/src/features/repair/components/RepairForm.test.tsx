import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AI_ASSISTANT_URL, resetSupabaseForTests, setSupabaseForTests } from 'shared';
import { PINCODE_MESSAGES, REPAIR_MESSAGES } from 'shared/contracts';
import { collect, renderApp, signIn, signOut } from 'shared/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COMPLETE_PROFILE,
  createFakeBackend,
  type FakeBackend,
  USER,
} from '../../service-profile/test-utils';
import { REPAIR_DRAFT_KEY } from '../lib/draft';
import { RepairForm } from './RepairForm';

let fake: FakeBackend;
let toasts: ReturnType<typeof collect<'toast'>>;

beforeEach(() => {
  fake = createFakeBackend();
  setSupabaseForTests(fake.client);
  signIn(USER);
  sessionStorage.clear();
  toasts = collect('toast');
});
afterEach(() => {
  toasts.stop();
  resetSupabaseForTests();
  signOut();
  vi.restoreAllMocks();
});

const deviceSelect = () => screen.getByRole('combobox', { name: /Device Type/ });
const modelField = () => screen.getByRole('textbox', { name: /Model\/Specs/ });
const descriptionField = () => screen.getByRole('textbox', { name: /Issue Description/ });
const submitButton = () => screen.getByRole('button', { name: 'Submit Repair Request' });

async function fillForm(user = userEvent.setup()) {
  await user.selectOptions(deviceSelect(), 'ps5');
  await user.type(modelField(), 'PS5 Slim');
  await user.type(descriptionField(), 'No picture over HDMI');
  return user;
}

async function profileLoaded() {
  await screen.findByText('Asha Rao');
}

describe('repair form validation', () => {
  it('shows a field’s message on blur, then follows its changes', async () => {
    const user = userEvent.setup();
    renderApp(<RepairForm />);
    await user.click(modelField());
    expect(screen.queryByText('Model/Specs required')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Model/Specs required')).toBeTruthy();
    await user.type(modelField(), 'X');
    expect(screen.queryByText('Model/Specs required')).toBeNull();
    await user.clear(modelField());
    expect(screen.getByText('Model/Specs required')).toBeTruthy();
    // A field never left stays quiet.
    expect(screen.queryByText('Type required')).toBeNull();
  });

  it('on submit shows every message, focuses the first invalid field and sends nothing', async () => {
    const user = userEvent.setup();
    renderApp(<RepairForm />);
    await profileLoaded();
    await user.type(modelField(), 'PS5');
    await user.click(submitButton());
    expect(screen.getByText('Type required')).toBeTruthy();
    expect(screen.getByText('Description required')).toBeTruthy();
    expect(document.activeElement).toBe(deviceSelect());
    expect(toasts.list.map((t) => t.title)).toContain(REPAIR_MESSAGES.fillRequired);
    expect(fake.state.inserts).toHaveLength(0);
  });

  it('treats fields of only spaces as empty: the press keeps the field, the click toasts and focuses the first', async () => {
    const user = userEvent.setup();
    renderApp(<RepairForm />);
    await profileLoaded();
    await user.selectOptions(deviceSelect(), 'ps5');
    await user.type(modelField(), '   ');
    await user.type(descriptionField(), '   ');
    // Pressing Submit must not blur the field (its message would move the button off the pointer
    // before the release, and the click would never happen).
    await user.pointer({ keys: '[MouseLeft>]', target: submitButton() });
    expect(document.activeElement).toBe(descriptionField());
    expect(screen.queryByText('Description required')).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: submitButton() });
    expect(screen.getByText('Model/Specs required')).toBeTruthy();
    expect(screen.getByText('Description required')).toBeTruthy();
    expect(document.activeElement).toBe(modelField());
    expect(toasts.list.map((t) => t.title)).toEqual([REPAIR_MESSAGES.fillRequired]);
    expect(fake.state.inserts).toHaveLength(0);
  });
});

describe('repair submission', () => {
  it('sends the documented payload, shows the request number, clears the form and the draft; closing goes to history', async () => {
    renderApp(<RepairForm />, { route: '/repair/new-request' });
    await profileLoaded();
    const user = await fillForm();
    expect(sessionStorage.getItem(REPAIR_DRAFT_KEY)).not.toBeNull();
    await waitFor(() => expect(fake.callsTo('validate-pincode')).toHaveLength(1));
    await user.click(submitButton());

    const dialog = await screen.findByRole('dialog', { name: 'Repair Request Submitted!' });
    const [made] = fake.state.repairs;
    const shown = within(dialog).getByTestId('repair-request-id');
    expect(shown.textContent).toBe(made?.display_number);
    expect(shown.dataset.requestId).toBe(made?.id);
    expect(within(dialog).getByText('Your request number')).toBeTruthy();
    expect(fake.state.inserts).toEqual([
      {
        user_id: USER.id,
        status: 'pending',
        product_type: 'ps5',
        product_description: 'PS5 Slim - No picture over HDMI',
        shipping_address: {
          name: 'Asha Rao',
          email: USER.email,
          phone: '9876543210',
          address: COMPLETE_PROFILE.address,
        },
      },
    ]);
    expect((modelField() as HTMLInputElement).value).toBe('');
    expect((deviceSelect() as HTMLSelectElement).value).toBe('');
    expect(sessionStorage.getItem(REPAIR_DRAFT_KEY)).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'View Repair History' }));
    expect(screen.getByTestId('location').textContent).toBe('/repair/history');
  });

  it('keeps the draft across a reload (a new mount)', async () => {
    const first = renderApp(<RepairForm />);
    await fillForm();
    first.unmount();
    renderApp(<RepairForm />);
    expect((deviceSelect() as HTMLSelectElement).value).toBe('ps5');
    expect((modelField() as HTMLInputElement).value).toBe('PS5 Slim');
    expect((descriptionField() as HTMLTextAreaElement).value).toBe('No picture over HDMI');
  });

  it('drops a corrupt draft', async () => {
    sessionStorage.setItem(REPAIR_DRAFT_KEY, '{broken');
    renderApp(<RepairForm />);
    expect((modelField() as HTMLInputElement).value).toBe('');
    expect(sessionStorage.getItem(REPAIR_DRAFT_KEY)).toBeNull();
  });

  it('refuses an incomplete profile with the documented messages and points at the profile card', async () => {
    fake.state.profileRow = { ...COMPLETE_PROFILE, mobile: '' };
    renderApp(<RepairForm />);
    await profileLoaded();
    const user = await fillForm();
    await user.click(submitButton());
    expect(toasts.list).toContainEqual(
      expect.objectContaining({
        title: 'Profile incomplete',
        description: 'Please complete your profile first.',
      }),
    );
    expect(document.activeElement).toBe(screen.getByTestId('service-profile-card'));
    expect(fake.state.inserts).toHaveLength(0);
  });

  it('refuses a profile PIN outside the service area with its message', async () => {
    fake.state.profileRow = {
      ...COMPLETE_PROFILE,
      address: { ...COMPLETE_PROFILE.address, city: 'New Delhi', state: 'Delhi', zip: '110001' },
    };
    renderApp(<RepairForm />);
    await screen.findByTestId('pin-banner');
    const user = await fillForm();
    await user.click(submitButton());
    await waitFor(() =>
      expect(
        toasts.list.filter((t) => t.description === PINCODE_MESSAGES.profileUnavailable).length,
      ).toBeGreaterThan(1),
    );
    expect(fake.state.inserts).toHaveLength(0);
  });

  it.each([
    [
      'the server’s refusal',
      { message: PINCODE_MESSAGES.profileUnavailable },
      PINCODE_MESSAGES.profileUnavailable,
    ],
    ['the hourly limit (429)', { message: REPAIR_MESSAGES.tooMany, code: 'PT429' }, REPAIR_MESSAGES.tooMany],
    // A failure that is no refusal never shows its raw words.
    ['"Please try again." for an outage', { message: 'db down' }, 'Please try again.'],
    [
      '"Please try again." for no answer',
      { message: 'TypeError: Failed to fetch', code: '' },
      'Please try again.',
    ],
  ])(
    'shows %s under Failed to submit request and keeps the form',
    async (_case, insertError, description) => {
      fake.state.insertError = insertError;
      renderApp(<RepairForm />);
      await profileLoaded();
      await waitFor(() => expect(fake.callsTo('validate-pincode')).toHaveLength(1));
      const user = await fillForm();
      await user.click(submitButton());
      await waitFor(() =>
        expect(toasts.list).toContainEqual(
          expect.objectContaining({ title: 'Failed to submit request', description }),
        ),
      );
      if (description !== insertError.message)
        expect(JSON.stringify(toasts.list)).not.toContain(insertError.message);
      expect(screen.queryByRole('dialog', { name: 'Repair Request Submitted!' })).toBeNull();
      expect((modelField() as HTMLInputElement).value).toBe('PS5 Slim');
      expect(sessionStorage.getItem(REPAIR_DRAFT_KEY)).not.toBeNull();
    },
  );

  it('disables the button while sending, so a double click sends once', async () => {
    renderApp(<RepairForm />);
    await profileLoaded();
    await waitFor(() => expect(fake.callsTo('validate-pincode')).toHaveLength(1));
    const user = await fillForm();
    const release = fake.hold();
    await user.click(submitButton());
    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await user.click(busy);
    act(() => release());
    await screen.findByRole('dialog', { name: 'Repair Request Submitted!' });
    expect(fake.state.inserts).toHaveLength(1);
  });
});

describe('AI help', () => {
  it('asks for every field first', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderApp(<RepairForm />);
    await user.click(screen.getByRole('button', { name: 'Get AI Help' }));
    expect(toasts.list.map((t) => t.title)).toContain('Please fill all required fields to get AI help');
    expect(open).not.toHaveBeenCalled();
  });

  it('copies the prompt, opens the assistant in a new tab and previews 100 characters', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderApp(<RepairForm />);
    const user = await fillForm();
    const write = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Get AI Help' }));
    expect(write).toHaveBeenCalledWith(expect.stringContaining('PlayStation 5 (PS5 Slim)'));
    expect(open).toHaveBeenCalledWith(AI_ASSISTANT_URL, '_blank', 'noopener,noreferrer');
    const preview = (await screen.findByTestId('ai-prompt-preview')).textContent ?? '';
    const copied = String(write.mock.calls[0]?.[0]);
    expect(copied.length).toBeGreaterThan(100);
    expect(Array.from(preview).length).toBeLessThanOrEqual(100);
    expect(Array.from(preview).length).toBeGreaterThan(95);
    expect(preview.endsWith('…')).toBe(true);
    expect(copied.startsWith(preview.slice(0, -1))).toBe(true);
    expect(toasts.list.map((t) => t.title)).toContain('Prompt copied to clipboard!');
  });
});
