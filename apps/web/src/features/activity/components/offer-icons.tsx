// One icon per offer, shared by the activity centre and the promotions page. No icon with a ¥ sign
// (antd-mobile's bill and receipt): Khel's money is rupees.
import type { OfferId } from '@khel/contracts/endpoints/activity';
import type { ReactNode } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';

export const OFFER_ICONS: Record<OfferId, ReactNode> = {
  'sign-in': <Icon name="CalendarOutline" />,
  'vip-upgrade': <Icon name="StarOutline" />,
  'first-deposit': <Icon name="AddCircleOutline" />,
  'daily-first-deposit': <Icon name="FlagOutline" />,
  'treasure-chest': <Icon name="GiftOutline" />,
  'recharge-spin': <Icon name="RedoOutline" />,
  'lucky-draw': <Icon name="GiftOutline" />,
  'online-rewards': <Icon name="ClockCircleOutline" />,
  'loss-rebate': <Icon name="UndoOutline" />,
  'daily-gift': <Icon name="GiftOutline" />,
  'new-user-red-packet': <Icon name="GiftOutline" />,
  'gift-code': <Icon name="CouponOutline" />,
  'bind-phone': <Icon name="PhonebookOutline" />,
  'bind-bank-card': <Icon name="BankcardOutline" />,
  invite: <Icon name="TeamOutline" />,
  mailbox: <Icon name="MailOutline" />,
};
