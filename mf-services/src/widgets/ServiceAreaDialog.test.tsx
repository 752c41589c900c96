import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSupabaseForTests, setSupabaseForTests } from 'shared';
import { renderApp } from 'shared/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeBackend, type FakeBackend, UNKNOWN_PIN } from '../features/service-profile/test-utils';
import ServiceAreaDialog from './ServiceAreaDialog';

let fake: FakeBackend;
beforeEach(() => {
  fake = createFakeBackend();
  setSupabaseForTests(fake.client);
});
afterEach(() => resetSupabaseForTests());

const field = () => screen.getByTestId('service-area-pincode') as HTMLInputElement;
const status = () => screen.getByTestId('service-area-status');

describe('ServiceAreaDialog', () => {
  it('takes digits only, six at most, and asks for six digits until then', async () => {
    const user = userEvent.setup();
    renderApp(<ServiceAreaDialog open onClose={() => {}} />);
    expect(document.activeElement).toBe(field());
    await user.type(field(), 'a4b0-0');
    expect(field().value).toBe('400');
    expect(status().textContent).toBe('Please enter a 6-digit pincode.');
    expect(status().dataset.status).toBe('idle');
    await user.type(field(), '00123');
    expect(field().value).toBe('400001');
  });

  it('checks 500 ms after the sixth digit: available', async () => {
    const user = userEvent.setup();
    renderApp(<ServiceAreaDialog open onClose={() => {}} />);
    await user.type(field(), '400001');
    expect(status().dataset.status).toBe('checking');
    expect(fake.callsTo('validate-pincode')).toHaveLength(0);
    await waitFor(() => expect(status().dataset.status).toBe('available'), { timeout: 2000 });
    expect(fake.callsTo('validate-pincode')).toEqual([
      { name: 'validate-pincode', body: { pincode: '400001' } },
    ]);
    expect(status().textContent).toBe('Great news! Our repair service is available in Mumbai, Maharashtra.');
  });

  it('waits for the typing to stop before it asks', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderApp(<ServiceAreaDialog open onClose={() => {}} />);
      await user.type(field(), '400001');
      vi.advanceTimersByTime(450);
      expect(fake.callsTo('validate-pincode')).toHaveLength(0);
      vi.advanceTimersByTime(100);
      await waitFor(() => expect(fake.callsTo('validate-pincode')).toHaveLength(1));
    } finally {
      vi.useRealTimers();
    }
  });

  it('says unavailable, invalid or error with the texts', async () => {
    const user = userEvent.setup();
    renderApp(<ServiceAreaDialog open onClose={() => {}} />);
    await user.type(field(), '110001');
    await waitFor(() => expect(status().dataset.status).toBe('unavailable'), { timeout: 2000 });
    expect(status().textContent).toBe('Sorry, our service is not available for this pincode yet.');

    fake.state.pincode = (pin) => (pin === '999999' ? UNKNOWN_PIN : 'error');
    await user.clear(field());
    await user.type(field(), '999999');
    await waitFor(() => expect(status().dataset.status).toBe('invalid'), { timeout: 2000 });
    expect(status().textContent).toBe('Invalid pincode');

    await user.clear(field());
    await user.type(field(), '123456');
    await waitFor(() => expect(status().dataset.status).toBe('error'), { timeout: 2000 });
    expect(status().textContent).toBe('Error validating pincode. Please try again.');
    fake.state.pincode = () => UNKNOWN_PIN;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(status().dataset.status).toBe('invalid'));
  });

  it('offers Continue only for an available PIN', async () => {
    const onContinue = vi.fn();
    const user = userEvent.setup();
    renderApp(
      <ServiceAreaDialog open onClose={() => {}} onContinue={onContinue} continueLabel="Continue to Login" />,
    );
    await user.type(field(), '110001');
    await waitFor(() => expect(status().dataset.status).toBe('unavailable'), { timeout: 2000 });
    expect(screen.queryByRole('button', { name: 'Continue to Login' })).toBeNull();
    await user.clear(field());
    await user.type(field(), '400001');
    await user.click(await screen.findByRole('button', { name: 'Continue to Login' }, { timeout: 2000 }));
    expect(onContinue).toHaveBeenCalledWith('400001');
  });
});
