// GET /usercenter/verifycode/{phone}?purpose=… : sends a 6-digit SMS code (same reply envelope).
import { VerifyCodeResponse, type CodePurpose } from '@khel/contracts/endpoints/auth';
import { api } from '../config/paths.ts';
import { getApi } from './api-client.ts';

export function requestVerifyCode(phone: string, purpose: CodePurpose) {
  return getApi(api.verifyCode(phone, purpose), VerifyCodeResponse);
}
