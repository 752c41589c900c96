import { fireEvent, screen } from '@testing-library/react';
import { setSupabaseForTests, useSession } from 'shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireStaff } from './RequireStaff';
import { resetIsStaffForTests } from './staff';
import { renderInRouter } from './test-utils';

/** The one query the gate makes: the user's own `public.staff` row (RLS shows only that). */
function fakeStaffTable(staffIds: string[], opts: { failFirst?: boolean } = {}) {
  let fail = Boolean(opts.failFirst);
  const eqCalls: string[] = [];
  const client = {
    from: vi.fn((table: string) => {
      const builder = {
        select: () => builder,
        eq: (_column: string, id: string) => {
          eqCalls.push(id);
          return {
            maybeSingle: async () => {
              if (fail) {
                fail = false;
                return { data: null, error: { message: 'network down' } };
              }
              return {
                data: table === 'staff' && staffIds.includes(id) ? { user_id: id } : null,
                error: null,
              };
            },
          };
        },
      };
      return builder;
    }),
  };
  setSupabaseForTests(client);
  return { client, eqCalls };
}

afterEach(() => {
  useSession.setState({ status: 'loading', user: null });
  resetIsStaffForTests();
});

const staff = { id: 'staff-1', email: 'staff@gamegear.in', name: 'Staff' };
const shopper = { id: 'shopper-1', email: 'asha@example.in', name: 'Asha' };

describe('RequireStaff', () => {
  it('shows the console to a staff account', async () => {
    fakeStaffTable([staff.id]);
    useSession.setState({ status: 'authenticated', user: staff });
    renderInRouter(<RequireStaff>staff console</RequireStaff>, { path: '/staff' });
    expect(await screen.findByText('staff console')).toBeTruthy();
  });

  it('gives a shopper the 404 view and never renders the console', async () => {
    const { eqCalls } = fakeStaffTable([staff.id]);
    useSession.setState({ status: 'authenticated', user: shopper });
    renderInRouter(<RequireStaff>staff console</RequireStaff>, { path: '/staff' });
    expect(await screen.findByText('Oops! Page not found')).toBeTruthy();
    expect(screen.queryByText('staff console')).toBeNull();
    expect(eqCalls).toEqual([shopper.id]);
  });

  it('gives a guest the 404 view without asking the server', () => {
    const { client } = fakeStaffTable([staff.id]);
    useSession.setState({ status: 'anonymous', user: null });
    renderInRouter(<RequireStaff>staff console</RequireStaff>, { path: '/staff' });
    expect(screen.getByText('Oops! Page not found')).toBeTruthy();
    expect(client.from).not.toHaveBeenCalled();
  });

  it('offers a retry when the check fails, then lets staff in', async () => {
    fakeStaffTable([staff.id], { failFirst: true });
    useSession.setState({ status: 'authenticated', user: staff });
    renderInRouter(<RequireStaff>staff console</RequireStaff>, { path: '/staff' });
    fireEvent.click(await screen.findByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByText('staff console')).toBeTruthy();
  });
});
