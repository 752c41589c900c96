import { act } from '@testing-library/react';
import { type ReactElement, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { replayEarlyInput } from './early-input';

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

function InStockOnly({ seen }: { seen: string[] }) {
  const [checked, setChecked] = useState(false);
  return (
    <label>
      In stock only
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          seen.push(String(event.target.checked));
          setChecked(event.target.checked);
        }}
      />
      <output>{`state ${checked}`}</output>
    </label>
  );
}

function Delivery({ seen }: { seen: string[] }) {
  const [mode, setMode] = useState('standard');
  return (
    <fieldset>
      {['standard', 'express'].map((value) => (
        <label key={value}>
          {value}
          <input
            type="radio"
            name="delivery"
            value={value}
            checked={mode === value}
            onChange={(event) => {
              seen.push(event.target.value);
              setMode(event.target.value);
            }}
          />
        </label>
      ))}
      <output>{`state ${mode}`}</output>
    </fieldset>
  );
}

function Sort({ seen }: { seen: string[] }) {
  const [sort, setSort] = useState('relevance');
  return (
    <label>
      Sort
      <select
        value={sort}
        onChange={(event) => {
          seen.push(event.target.value);
          setSort(event.target.value);
        }}
      >
        <option value="relevance">Relevance</option>
        <option value="price_asc">Price: low to high</option>
      </select>
      <output>{`state ${sort}`}</output>
    </label>
  );
}

/** Filters whose handlers build on the state they rendered, as the search's URL state does. */
function Filters({ seen }: { seen: string[] }) {
  const [state, setState] = useState({ sort: 'relevance', ps4: false, used: false });
  return (
    <fieldset>
      {(['ps4', 'used'] as const).map((key) => (
        <label key={key}>
          {key}
          <input
            type="checkbox"
            name={key}
            checked={state[key]}
            onChange={(event) => {
              seen.push(key);
              setState({ ...state, [key]: event.target.checked });
            }}
          />
        </label>
      ))}
      <select
        aria-label="Sort"
        value={state.sort}
        onChange={(event) => {
          seen.push('sort');
          setState({ ...state, sort: event.target.value });
        }}
      >
        <option value="relevance">Relevance</option>
        <option value="price_asc">Price: low to high</option>
      </select>
      <output>{JSON.stringify(state)}</output>
    </fieldset>
  );
}

/** Server-renders `view`, lets `early` act on the HTML as a shopper would, then hydrates. */
async function hydrated(view: (seen: string[]) => ReactElement, early: (root: HTMLElement) => void) {
  const seen: string[] = [];
  const root = document.createElement('div');
  root.innerHTML = renderToString(view([]));
  document.body.append(root);
  early(root);
  await act(async () => {
    hydrateRoot(root, view(seen));
  });
  return { root, seen };
}

const untouched = () => {};

describe('replayEarlyInput', () => {
  it('hands React the text typed before hydration, as an input event', async () => {
    const { root, seen } = await hydrated(
      (s) => <Quantity seen={s} />,
      (r) => {
        (r.querySelector('input') as HTMLInputElement).value = '3';
      },
    );
    expect(root.textContent).toContain('state 1'); // what React alone leaves
    await act(async () => replayEarlyInput(root));
    expect(seen).toEqual(['3']);
    expect(root.textContent).toContain('state 3');
    expect((root.querySelector('input') as HTMLInputElement).value).toBe('3');
  });

  it('hands React a box ticked before hydration, once, and keeps it ticked', async () => {
    const { root, seen } = await hydrated(
      (s) => <InStockOnly seen={s} />,
      (r) => (r.querySelector('input') as HTMLInputElement).click(),
    );
    expect(root.textContent).toContain('state false');
    await act(async () => replayEarlyInput(root));
    expect(seen).toEqual(['true']);
    expect(root.textContent).toContain('state true');
    expect((root.querySelector('input') as HTMLInputElement).checked).toBe(true);
  });

  it('hands React the radio picked before hydration, not the one it left', async () => {
    const { root, seen } = await hydrated(
      (s) => <Delivery seen={s} />,
      (r) => (r.querySelector('input[value="express"]') as HTMLInputElement).click(),
    );
    await act(async () => replayEarlyInput(root));
    expect(seen).toEqual(['express']);
    expect(root.textContent).toContain('state express');
    expect((root.querySelector('input[value="express"]') as HTMLInputElement).checked).toBe(true);
    expect((root.querySelector('input[value="standard"]') as HTMLInputElement).checked).toBe(false);
  });

  it('hands React the option picked before hydration', async () => {
    const { root, seen } = await hydrated(
      (s) => <Sort seen={s} />,
      (r) => {
        (r.querySelector('select') as HTMLSelectElement).value = 'price_asc';
      },
    );
    expect(root.textContent).toContain('state relevance');
    await act(async () => replayEarlyInput(root));
    expect(seen).toEqual(['price_asc']);
    expect(root.textContent).toContain('state price_asc');
  });

  it('replays several fields one after another, each on what the last one set off', async () => {
    const { root, seen } = await hydrated(
      (s) => <Filters seen={s} />,
      (r) => {
        (r.querySelector('input[name="ps4"]') as HTMLInputElement).click();
        (r.querySelector('input[name="used"]') as HTMLInputElement).click();
        (r.querySelector('select') as HTMLSelectElement).value = 'price_asc';
      },
    );
    await act(async () => replayEarlyInput(root));
    expect(seen).toEqual(['ps4', 'used', 'sort']);
    expect(JSON.parse(root.querySelector('output')?.textContent ?? '')).toEqual({
      sort: 'price_asc',
      ps4: true,
      used: true,
    });
  });

  it('leaves untouched fields alone', async () => {
    for (const view of [
      (s: string[]) => <Quantity seen={s} />,
      (s: string[]) => <InStockOnly seen={s} />,
      (s: string[]) => <Delivery seen={s} />,
      (s: string[]) => <Sort seen={s} />,
    ]) {
      const { root, seen } = await hydrated(view, untouched);
      const before = root.textContent;
      await act(async () => replayEarlyInput(root));
      expect(seen).toEqual([]);
      expect(root.textContent).toBe(before);
    }
  });
});
