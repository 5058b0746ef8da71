import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SettingsQueryStatus } from './settings-query-status.tsx';

describe('settings query status', () => {
  it('shows a loading status while the data is on its way', () => {
    render(<SettingsQueryStatus query={{ isPending: true, refetch: vi.fn() }} failed="Could not load" retry="Try again" />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the load failed and asks the server again on Retry', async () => {
    const refetch = vi.fn();
    render(<SettingsQueryStatus query={{ isPending: false, refetch }} failed="Could not load your data." retry="Try again" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load your data.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
