// Urdu entries of messages/features/complaints.ts (a file of their own so the apps' English first load
// never carries them).
import type { ComplaintsTable } from '../complaints.ts';

export const complaintsUr: ComplaintsTable = {
  complaintCategoryInvalid: 'منتخب کریں کہ آپ کی شکایت کس بارے میں ہے',
  complaintSubjectLength: '3 سے 100 حروف کا عنوان لکھیں',
  complaintMessageLength: 'اپنی شکایت 10 سے 2000 حروف میں بیان کریں',
  complaintReferenceFormat: 'شکایت کا حوالہ نمبر KC-2026-000123 جیسا ہوتا ہے',
  complaintResolved: 'اس شکایت کا فیصلہ ہو چکا ہے',
  complaintEscalated: 'یہ شکایت پہلے ہی اعلیٰ سطح پر بھیجی جا چکی ہے',
  complaintUnresolvedLimit: 'آپ کی 5 شکایات جواب کی منتظر ہیں۔ ہم پہلے ان کا جواب دیں گے',
  complaintEscalationsOnly: 'اعلیٰ سطح پر بھیجی گئی شکایت کا فیصلہ کمپلائنس ٹیم کرتی ہے',
  complaintNotOpen: 'اس شکایت پر پہلے ہی کام ہو رہا ہے',
};
