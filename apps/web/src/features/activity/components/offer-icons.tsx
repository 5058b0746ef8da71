// One icon per offer, shared by the activity centre and the promotions page.
import type { OfferId } from '@khel/contracts/endpoints/activity';
import {
  BankcardOutline,
  BillOutline,
  CalendarOutline,
  ClockCircleOutline,
  CouponOutline,
  GiftOutline,
  MailOutline,
  PhonebookOutline,
  ReceiptOutline,
  RedoOutline,
  StarOutline,
  TeamOutline,
  UndoOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';

export const OFFER_ICONS: Record<OfferId, ReactNode> = {
  'sign-in': <CalendarOutline />,
  'vip-upgrade': <StarOutline />,
  'first-deposit': <BillOutline />,
  'daily-first-deposit': <ReceiptOutline />,
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
