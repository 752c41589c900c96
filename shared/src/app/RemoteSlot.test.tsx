import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RemoteSlot, type RemoteSlotProps, RemoteSlotProvider } from './RemoteSlot';

function FakeLoader({ remote, module, props }: RemoteSlotProps<{ productId: string }>) {
  return <p>{`${remote}${module} for ${props?.productId}`}</p>;
}

describe('RemoteSlot', () => {
  it("renders the widget through the host's loader with the given props", () => {
    render(
      <RemoteSlotProvider value={FakeLoader}>
        <RemoteSlot remote="mf_checkout" module="./AddToCart" props={{ productId: 'p1' }} />
      </RemoteSlotProvider>,
    );
    expect(screen.getByText('mf_checkout./AddToCart for p1')).toBeTruthy();
  });

  it('keeps the reserved space and renders nothing without a host', () => {
    const { container } = render(
      <RemoteSlot remote="mf_account" module="./WishlistToggle" placeholderStyle={{ minHeight: 40 }} />,
    );
    const slot = container.querySelector('[data-remote-slot="mf_account/./WishlistToggle"]') as HTMLElement;
    expect(slot.style.minHeight).toBe('40px');
    expect(slot.textContent).toBe('');
  });
});
