import type { AgentInfo, InvitedPlayer } from '@khel/contracts/endpoints/agency';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePopupStore } from '../../../stores/popup-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer, type RecordedCall } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { AgencyPromoPopup } from './agency-promo-popup.tsx';
import { AgencyView } from './agency-view.tsx';


const RULES = {
  enabled: true,
  minDeposit: 20000,
  minValidBet: 20000,
  tiers: [
    { from: 1, reward: 2000 },
    { from: 11, reward: 3000 },
  ],
  wagerMulti: 1,
};

function agentInfo(overrides: Partial<AgentInfo> = {}): AgentInfo {
  return {
    inviteCode: 'KH80012345',
    shareUrl: '/?r=KH80012345',
    invitedCount: 23,
    qualifiedCount: 2,
    claimableCount: 2,
    rewardMoney: 4000,
    rewardTotal: 2000,
    rules: RULES,
    ...overrides,
  };
}

function invitee(i: number, overrides: Partial<InvitedPlayer> = {}): InvitedPlayer {
  return { showId: `8${i % 10}****${String(i).padStart(2, '0')}`, joinedAt: '2026-03-18T20:30:00Z', deposits: 0, validBets: 0, state: 0, reward: 0, ...overrides };
}

interface Serve {
  info?: AgentInfo;
  pages?: InvitedPlayer[][];
  claim?: { code: number; msg?: string; data?: unknown };
}

function serve({ info = agentInfo(), pages = [[]], claim }: Serve = {}) {
  return installFakeServer((call: RecordedCall) => {
    if (call.url === '/usercenter/game/invite') {
      const body = call.body as { type: number; page?: number };
      if (body.type === 0) return { code: 1, data: { type: 0, agentInfo: info } };
      return { code: 1, data: { type: 1, list: pages[body.page ?? 0] ?? [], page: body.page ?? 0 } };
    }
    if (call.url === '/usercenter/game/activeInviteReward') return claim ?? { code: 1680, msg: 'No invite reward to claim yet' };
    if (call.url === '/usercenter/game/playerInfo') return { code: 1, data: { ...LOGIN_REPLY.playerInfo } };
    return { code: 0, msg: `unexpected ${call.url}` };
  });
}

beforeEach(() => useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567'));
afterEach(() => {
  vi.unstubAllGlobals();
  usePopupStore.getState().closeAll();
  useSessionStore.getState().signOut();
});

describe('/agency', () => {
  it('shows the code, the share link as an absolute URL with its QR code, the counts and the rules from InviteConf', async () => {
    serve();
    renderWithApp(<AgencyView />);
    expect(await screen.findByTestId('invite-code')).toHaveTextContent('KH80012345');
    const link = `${window.location.origin}/?r=KH80012345`;
    expect(screen.getByTestId('share-link')).toHaveTextContent(link);
    expect(screen.getByRole('img', { name: 'QR code of your share link' })).toHaveAttribute('data-value', link);
    expect(screen.getByTestId('agency-invited')).toHaveTextContent('23');
    expect(screen.getByTestId('agency-qualified')).toHaveTextContent('2');
    expect(screen.getByTestId('agency-earned')).toHaveTextContent('₨20.00');
    expect(screen.getByTestId('reward-money')).toHaveTextContent('₨40.00');
    expect(screen.getByText('For 2 qualified friends')).toBeInTheDocument();
    const rules = screen.getByRole('region', { name: 'Rules' });
    expect(rules).toHaveTextContent(`A friend qualifies once their deposits reach ₨200.00 and their valid bets reach ₨200.00.`);
    expect(rules).toHaveTextContent(`Friends 1 to 10 you are rewarded for: ₨20.00 each.`);
    expect(rules).toHaveTextContent(`From friend 11 on: ₨30.00 each.`);
    expect(rules).toHaveTextContent('Each reward must be bet 1 time (valid bets) before it can be withdrawn.');
  });

  it("copies the code and the link with the required toasts", async () => {
    serve();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithApp(<AgencyView />);
    await userEvent.click(await screen.findByRole('button', { name: /Copy link/ }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/?r=KH80012345`);
    expect(await screen.findByText('Copy Successful!')).toBeInTheDocument();
    writeText.mockRejectedValueOnce(new Error('denied'));
    await userEvent.click(screen.getByRole('button', { name: /Copy code/ }));
    expect(writeText).toHaveBeenLastCalledWith('KH80012345');
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
  });

  it('Claim pays, opens the Amount received popup with the amount and refreshes the balance', async () => {
    const after = agentInfo({ rewardMoney: 0, claimableCount: 0, rewardTotal: 6000 });
    const { calls } = serve({ claim: { code: 1, data: { amount: 4000, count: 2, agentInfo: after } } });
    renderWithApp(<AgencyView />);
    await userEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(usePopupStore.getState().stack).toContainEqual({ name: 'amount-received', amount: 4000 }));
    expect(calls.filter((c) => c.url === '/usercenter/game/activeInviteReward')).toHaveLength(1);
    expect(await screen.findByTestId('reward-money')).toHaveTextContent('₨0.00');
    expect(screen.getByTestId('agency-earned')).toHaveTextContent('₨60.00');
    expect(screen.getByRole('button', { name: 'Claim' })).toBeDisabled();
    expect(screen.getByText('Rewards appear here once an invited friend qualifies.')).toBeInTheDocument();
  });

  it("a refused claim shows the server's message and opens no popup", async () => {
    serve({ claim: { code: 1601, msg: 'This reward has already been claimed' } });
    renderWithApp(<AgencyView />);
    await userEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('This reward has already been claimed')).toBeInTheDocument();
    expect(usePopupStore.getState().stack).toEqual([]);
  });

  it('nothing to claim: ₨0.00 and the Claim button is disabled', async () => {
    serve({ info: agentInfo({ rewardMoney: 0, claimableCount: 0 }) });
    renderWithApp(<AgencyView />);
    expect(await screen.findByTestId('reward-money')).toHaveTextContent('₨0.00');
    expect(screen.getByRole('button', { name: 'Claim' })).toBeDisabled();
  });

  it('lists invited friends page by page and stops after a page under 20', async () => {
    const first = Array.from({ length: 20 }, (_, i) => invitee(i));
    first[0] = invitee(0, { deposits: 50000, validBets: 20700, state: 1 });
    first[1] = invitee(1, { deposits: 20000, validBets: 30000, state: 2, reward: 2000 });
    const { calls } = serve({ pages: [first, [invitee(20), invitee(21), invitee(22)]] });
    renderWithApp(<AgencyView />);
    await waitFor(() => expect(screen.getAllByTestId('invitee-row')).toHaveLength(23), { timeout: 3000 });
    const rows = screen.getAllByTestId('invitee-row');
    expect(rows[0]).toHaveTextContent('ID 80****00');
    expect(within(rows[0]!).getByText('Claimable')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('₨500.00');
    expect(rows[0]).toHaveTextContent('₨207.00');
    // 20:30 UTC is the next day in Asia/Karachi.
    expect(rows[0]).toHaveTextContent('Joined 19 Mar 2026');
    expect(within(rows[1]!).getByText(`Rewarded ₨20.00`)).toBeInTheDocument();
    expect(within(rows[2]!).getByText('In progress')).toBeInTheDocument();
    expect(screen.getByText('No more records')).toBeInTheDocument();
    const pages = calls.filter((c) => (c.body as { type: number }).type === 1).map((c) => (c.body as { page: number }).page);
    expect(pages).toEqual([0, 1]);
  });

  it('shows No Data when nobody has signed up through the link yet', async () => {
    serve({ pages: [[]] });
    renderWithApp(<AgencyView />);
    expect(await screen.findByText('No Data')).toBeInTheDocument();
  });
});

describe('agency promotion popup', () => {
  it('opens by name; Invite Now closes it through the popup store and goes to /agency', async () => {
    serve();
    renderWithApp(
      <>
        <AgencyPromoPopup />
        <Routes>
          <Route path="/" element={<p>home</p>} />
          <Route path="/agency" element={<p>agency page</p>} />
        </Routes>
      </>,
    );
    expect(screen.queryByRole('dialog', { name: 'Invite friends, earn together' })).toBeNull();
    usePopupStore.getState().open({ name: 'agency-promo' });
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends, earn together' });
    // One invitation: the picture above it is no second button.
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent || button.getAttribute('aria-label'))).toEqual(['Invite Now', 'Close']);
    expect(within(dialog).getByRole('img', { name: 'Invite friends, earn together' }).closest('button')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invite Now' }));
    expect(await screen.findByText('agency page')).toBeInTheDocument();
    expect(usePopupStore.getState().stack).toEqual([]);
  });

  it('the close button only closes it', async () => {
    serve();
    renderWithApp(<AgencyPromoPopup />);
    usePopupStore.getState().open({ name: 'agency-promo' });
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends, earn together' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(usePopupStore.getState().stack).toEqual([]);
  });
});
