// The contract's reason: 3 to 500 characters once trimmed (it is kept in the audit log).
import type { FormRule } from 'antd';

export const REASON_RULES: FormRule[] = [
  {
    validator: (_, value: string | undefined) => {
      const length = (value ?? '').trim().length;
      return length >= 3 && length <= 500 ? Promise.resolve() : Promise.reject(new Error('Say why (3 to 500 characters)'));
    },
  },
];
