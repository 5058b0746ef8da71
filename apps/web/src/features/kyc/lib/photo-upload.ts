// An identity photo as the submission carries it: base64 of a JPEG, PNG or WebP of at most 3 MB.
// A larger camera photo is redrawn as a JPEG of at most 1600 px on its long side first (a CNIC
// stays readable; the upload stays small on a mobile connection). The server checks the bytes again.
import { KYC_DOCUMENT_MAX_BYTES } from '@khel/contracts/endpoints/kyc';

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const LONG_SIDE = 1600;

export type PhotoProblem = 'kycDocumentType' | 'kycDocumentTooLarge';

async function shrink(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, LONG_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('photo not drawn'))), 'image/jpeg', 0.85));
}

function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('photo not read'));
    reader.readAsDataURL(blob);
  });
}

/** The photo ready to send, or why it cannot be. */
export async function photoForUpload(file: File): Promise<{ base64: string } | { problem: PhotoProblem }> {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return { problem: 'kycDocumentType' };
  let blob: Blob = file;
  if (file.size > KYC_DOCUMENT_MAX_BYTES) {
    try {
      blob = await shrink(file);
    } catch {
      return { problem: 'kycDocumentTooLarge' };
    }
    if (blob.size > KYC_DOCUMENT_MAX_BYTES) return { problem: 'kycDocumentTooLarge' };
  }
  return { base64: await base64Of(blob) };
}
