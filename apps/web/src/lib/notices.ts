// Honest notices for money features that arrive with later issues: nothing pretends to work.
import { Dialog } from 'antd-mobile';
import { i18n } from './i18n.ts';

export type ComingFeature = 'deposit' | 'withdraw' | 'signIn';

export function showComingNotice(feature: ComingFeature): void {
  void Dialog.alert({
    title: i18n.t(`notice.${feature}Title`),
    content: i18n.t(`notice.${feature}Text`),
    confirmText: i18n.t('app.ok'),
    closeOnMaskClick: true,
  });
}
