// Identity photos for tests: a real 1×1 PNG and the first bytes of a JPEG (the server reads only
// the signature), in the base64 a KYC submission carries.
export const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
export const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]).toString('base64');

/** The photos every submission needs: the CNIC's front and back. */
export const ID_PHOTOS = { cnicFront: JPEG_START, cnicBack: PNG_1X1 };
