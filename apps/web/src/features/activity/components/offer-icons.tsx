// One icon per offer, shared by the activity centre and the promotions page. No icon with a ¥ sign
// (antd-mobile's bill and receipt): Khel's money is rupees.
import type { OfferId } from '@khel/contracts/endpoints/activity';
import {
  AddCircleOutline,
  BankcardOutline,
  CalendarOutline,
  ClockCircleOutline,
  CouponOutline,
  FlagOutline,
  GiftOutline,
  MailOutline,
  PhonebookOutline,
  RedoOutline,
  StarOutline,
  TeamOutline,
  UndoOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';

export const OFFER_ICONS: Record<OfferId, ReactNode> = {
  'sign-in': <CalendarOutline />,
  'vip-upgrade': <StarOutline />,
  'first-deposit': <AddCircleOutline />,
  'daily-first-deposit': <FlagOutline />,
  'treasure-chest': <GiftOutline />,
  'recharge-spin': <RedoOutline />,
  'lucky-draw': <GiftOutline />,
  'online-rewards': <ClockCircleOutline />,
  'loss-rebate': <UndoOutline />,
  'daily-gift': <GiftOutline />,
  'new-user-red-packet': <GiftOutline />,
  'gift-code': <CouponOutline />,
  'bind-phone': <PhonebookOutline />,
  'bind-bank-card': <BankcardOutline />,
  invite: <TeamOutline />,
  mailbox: <MailOutline />,
};
