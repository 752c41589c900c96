import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { replayEarlyTyping } from './early-typing';

function Quantity({ seen }: { seen: string[] }) {
  const [value, setValue] = useState('1');
  return (
    <label>
      Quantity
      <input
        value={value}
        onChange={(event) => {
          seen.push(event.target.value);
          setValue(event.target.value);
        }}
      />
      <output>{`state ${value}`}</output>
    </label>
  );
}

async function hydrated(typedBeforeStart: string | null) {
  const seen: string[] = [];
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Quantity seen={[]} />);
  document.body.append(root);
  const input = root.querySelector('input') as HTMLInputElement;
  if (typedBeforeStart !== null) input.value = typedBeforeStart;
  await act(async () => {
    hydrateRoot(root, <Quantity seen={seen} />);
  });
  return { root, input, seen };
}

describe('replayEarlyTyping', () => {
  it('hands React the text typed before hydration, as an input event', async () => {
    const { root, input, seen } = await hydrated('3');
    expect(root.textContent).toContain('state 1'); // what React alone leaves
    await act(async () => replayEarlyTyping(root));
    expect(seen).toEqual(['3']);
    expect(root.textContent).toContain('state 3');
    expect(input.value).toBe('3');
  });

  it('leaves an untouched field alone', async () => {
    const { root, seen } = await hydrated(null);
    await act(async () => replayEarlyTyping(root));
    expect(seen).toEqual([]);
    expect(root.textContent).toContain('state 1');
  });
});
