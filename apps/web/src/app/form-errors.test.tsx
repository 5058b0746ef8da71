// "Field errors clear when corrected", form by form: a submit shows the rule's message;
// correcting the field makes it disappear at once, before any new submit, while the other fields'
// messages stay. One mechanism (hooks/use-field-errors.ts) behind all of them.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountLoginForm } from '../features/auth/components/account-login-form.tsx';
import { LoginPopup } from '../features/auth/components/login-popup.tsx';
import { SignUpForm } from '../features/auth/components/sign-up-form.tsx';
import { BindPhoneForm } from '../features/profile/components/bind-phone-form.tsx';
import { ChangePasswordForm } from '../features/profile/components/change-password-form.tsx';
import { NicknamePopup } from '../features/profile/components/nickname-popup.tsx';
import { GiftCodeForm } from '../features/promotions/components/gift-code-form.tsx';
import { RecoverPasswordForm } from '../features/recovery/components/recover-password-form.tsx';
import { BindAccountForm } from '../features/wallet/components/bind-account-form.tsx';
import { DepositForm } from '../features/wallet/components/deposit-form.tsx';
import { WithdrawForm } from '../features/wallet/components/withdraw-form.tsx';
import { usePopupStore } from '../stores/popup-store.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer } from '../../test/fake-server.ts';
import { configReply } from '../../test/money-fixtures.ts';
import { renderWithApp } from '../../test/render.tsx';

type User = ReturnType<typeof userEvent.setup>;
const field = (label: string) => screen.getByLabelText(label, { exact: true });
const gone = (message: string) => expect(screen.queryByText(message)).not.toBeInTheDocument();

beforeEach(() => {
  installFakeServer((call) => configReply(call) ?? { code: 0, msg: 'unexpected call' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
  act(() => usePopupStore.getState().closeAll());
});

interface FormCase {
  ui: () => ReactElement;
  /** Opens the form if it lives in a popup. */
  open?: () => void;
  submit: string;
  /** The field the case corrects, its message, and what makes it valid. */
  label: string;
  message: string;
  fix: (user: User) => Promise<void>;
  /** A message that must stay (another field still wrong), if any. */
  stays?: string;
}

const type = (label: string, text: string) => async (user: User) => {
  await user.clear(field(label));
  await user.type(field(label), text);
};

const CASES: Record<string, FormCase> = {
  'login popup (phone)': {
    ui: () => <LoginPopup />,
    open: () => usePopupStore.getState().open({ name: 'login' }),
    submit: 'Login',
    label: 'Phone',
    message: 'User Phone is required',
    fix: type('Phone', '3001234567'),
    stays: 'Password is required',
  },
  'auth login tab (account)': {
    ui: () => <AccountLoginForm onForgot={() => {}} />,
    submit: 'Login',
    label: 'Account',
    message: 'Please enter Phone number/Username',
    fix: type('Account', 'ali_khan'),
    stays: 'Password cannot be empty',
  },
  'sign-up (account)': {
    ui: () => <SignUpForm />,
    submit: 'Sign Up',
    label: 'Account',
    message: 'account is required',
    fix: type('Account', 'alikhan1'),
    stays: 'Phone is required',
  },
  'bind withdrawal account (full name)': {
    ui: () => <BindAccountForm onBack={() => {}} />,
    submit: 'Save',
    label: 'Full name',
    message: 'Full name cannot be empty',
    fix: type('Full name', 'Ali Khan'),
    stays: 'CNIC cannot be empty',
  },
  withdraw: {
    ui: () => (
      <WithdrawForm
        goldWin={50_000}
        cardNo="03001234567"
        account={{ name: 'Ali Khan', bankName: 'Jazzcash' }}
        exchange={{ feeBasisPoints: 0, minimum: 10_000, openFrom: 0, openTo: 24 * 60 }}
        vipMaximum={0}
      />
    ),
    submit: 'Withdraw',
    label: 'Amount',
    message: 'Insufficient coins',
    fix: type('Amount', '200'),
  },
  'deposit (payer phone)': {
    ui: () => <DepositForm onLeave={() => {}} />,
    submit: 'Deposit',
    label: 'Wallet phone number',
    message: 'Phone number cannot be empty',
    fix: type('Wallet phone number', '03001234567'),
    stays: 'Amount is required',
  },
  'change password (confirmation)': {
    ui: () => <ChangePasswordForm />,
    submit: 'Submit',
    label: 'Confirm password',
    message: 'Passwords do not match',
    fix: type('Confirm password', 'newpass12'),
  },
  'bind phone (code)': {
    ui: () => <BindPhoneForm />,
    submit: 'Submit',
    label: 'Verification code',
    message: 'Verification code is required',
    fix: type('Verification code', '123456'),
    stays: 'Phone number cannot be empty',
  },
  'recover password (phone)': {
    ui: () => <RecoverPasswordForm />,
    submit: 'Submit',
    label: 'Phone',
    message: 'Phone number cannot be empty',
    fix: type('Phone', '3001234567'),
    stays: 'Verification code is required',
  },
  'gift code': {
    ui: () => <GiftCodeForm />,
    submit: 'Redeem',
    label: 'Gift code',
    message: 'Please enter a gift code',
    fix: type('Gift code', 'WELCOME'),
  },
  nickname: {
    ui: () => <NicknamePopup />,
    open: () => usePopupStore.getState().open({ name: 'nickname' }),
    submit: 'Submit',
    label: 'Nickname',
    message: 'Nickname cannot be empty',
    fix: type('Nickname', 'Ali'),
  },
};

describe('every form: the message goes as soon as its field is valid', () => {
  it.each(Object.entries(CASES))('%s', async (_name, form) => {
    useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567');
    const user = userEvent.setup();
    renderWithApp(form.ui());
    if (form.open) act(() => form.open!());
    const submit = await screen.findByRole('button', { name: form.submit });
    // Forms that start filled in (nickname, deposit payer phone, change password) are emptied or
    // made wrong first, as a player would.
    if (form.label === 'Nickname' || form.label === 'Wallet phone number') await user.clear(field(form.label));
    if (form.label === 'Confirm password') {
      await user.type(field('Current password'), 'oldpass12');
      await user.type(field('New password'), 'newpass12');
      await user.type(field('Confirm password'), 'newpass1');
    }
    await user.click(submit);
    expect(await screen.findByText(form.message)).toBeInTheDocument();
    if (form.stays) expect(screen.getByText(form.stays)).toBeInTheDocument();

    await form.fix(user);
    gone(form.message);
    if (form.stays) expect(screen.getByText(form.stays)).toBeInTheDocument();
  });
});

describe('after a submit the field is checked as it changes', () => {
  it('withdraw: the message follows the value, then goes', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <WithdrawForm goldWin={50_000} cardNo="1" account={{ name: 'A', bankName: 'Jazzcash' }} exchange={{ feeBasisPoints: 0, minimum: 10_000, openFrom: 0, openTo: 1440 }} vipMaximum={0} />,
    );
    await user.type(field('Amount'), '600');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Insufficient coins')).toBeInTheDocument();
    await type('Amount', '50')(user);
    expect(screen.getByText('Minimum withdrawal: 100.00')).toBeInTheDocument();
    gone('Insufficient coins');
    await type('Amount', '150')(user);
    gone('Minimum withdrawal: 100.00');
  });

  it('nothing shows while the form is filled in for the first time', async () => {
    const user = userEvent.setup();
    renderWithApp(<SignUpForm />);
    await user.type(field('Password'), 'abc');
    await user.type(field('Confirm password'), 'abd');
    gone('At least 6-12 characters');
    gone('Passwords do not match');
  });

  it('gift code: a refusal from the server stays until the code changes', async () => {
    installFakeServer((call) => (call.url.endsWith('/activeGiftCode') ? { code: 1401, msg: 'This gift code does not exist' } : { code: 0, msg: 'unexpected' }));
    useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567');
    const user = userEvent.setup();
    renderWithApp(<GiftCodeForm />);
    await user.type(field('Gift code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('This gift code does not exist')).toBeInTheDocument();
    await user.type(field('Gift code'), '2');
    await waitFor(() => gone('This gift code does not exist'));
  });
});
