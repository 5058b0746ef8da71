// Urdu entries of messages/features/agency.ts (a file of their own so the apps' English first load
// never carries them).
import type { AgencyTable } from '../agency.ts';

export const agencyUr: AgencyTable = {
  inviteNothingToClaim: 'ابھی کوئی دعوتی انعام وصول کرنے کے لیے نہیں: مدعو کھلاڑی کافی جمع اور شرط لگانے کے بعد شمار ہوتا ہے',
};
