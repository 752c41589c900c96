import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { TextField, type TextFieldProps } from './TextField';

function Controlled(props: Omit<TextFieldProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <TextField {...rest} value={value} onChange={setValue} />;
}

const describedText = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('TextField', () => {
  it('is labelled and reports plain string values', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(<TextField label="Full Name" value="" onChange={onChange} />);
    await user.type(screen.getByLabelText('Full Name'), 'A');
    expect(onChange).toHaveBeenCalledWith('A');
  });

  it('shows a live length/max counter tied to the input', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Controlled label="Comment" maxLength={5000} showCounter multiline />);
    const input = screen.getByLabelText('Comment');
    expect(screen.getByText('0/5000')).toBeTruthy();
    await user.type(input, 'Great');
    expect(screen.getByText('5/5000')).toBeTruthy();
    expect(describedText(input)).toContain('5/5000');
  });

  it('stops input at maxLength unless told otherwise', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Controlled label="PIN Code" maxLength={6} showCounter />);
    await user.type(screen.getByLabelText('PIN Code'), '40000199');
    expect((screen.getByLabelText('PIN Code') as HTMLInputElement).value).toBe('400001');
    expect(screen.getByText('6/6')).toBeTruthy();
  });

  it('lets the form show its own message past the limit when enforceMaxLength is false', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Controlled label="Title" maxLength={3} showCounter enforceMaxLength={false} />);
    await user.type(screen.getByLabelText('Title'), 'abcd');
    expect(screen.getByText('4/3')).toBeTruthy();
  });

  it('associates the error with the input and marks it invalid', () => {
    renderWithTheme(
      <TextField
        label="Email"
        value="x"
        onChange={() => {}}
        hint="We never share it"
        error="Invalid email."
      />,
    );
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toEqual(['We never share it', 'Invalid email.']);
  });

  it('is not invalid and not described by an error without one', () => {
    renderWithTheme(<TextField label="Email" value="" onChange={() => {}} />);
    const input = screen.getByLabelText('Email');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});
