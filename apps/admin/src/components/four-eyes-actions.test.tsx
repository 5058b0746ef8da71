import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FourEyesActions } from './four-eyes-actions.tsx';

describe('four eyes: Approve and Reject', () => {
  it('are disabled for whoever made it', () => {
    render(<FourEyesActions mine what="adjustment #3" onApprove={vi.fn()} onReject={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
  });

  it('approve at once; reject only with a reason of at least 3 characters, sent trimmed', async () => {
    const onApprove = vi.fn();
    const onReject = vi.fn();
    const user = userEvent.setup();
    render(<FourEyesActions mine={false} what="adjustment #3" onApprove={onApprove} onReject={onReject} />);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onApprove).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject adjustment #3' });
    const confirm = () => screen.getAllByRole('button', { name: 'Reject' }).at(-1)!;
    await user.type(screen.getByLabelText('Why'), ' x ');
    expect(confirm()).toBeDisabled();
    await user.type(screen.getByLabelText('Why'), 'wrong player ');
    await user.click(confirm());
    expect(onReject).toHaveBeenCalledWith('x wrong player');
    expect(dialog).toBeInTheDocument();
  });
});
