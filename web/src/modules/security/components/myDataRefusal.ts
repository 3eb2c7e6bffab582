/** The gateway's refusal of the security page's data forms, by code and refused fields. */
export interface MyDataRefusal {
  code: string | undefined;
  fields: Record<string, unknown>;
}

const ERRORS = 'pages.security.myData.errors';

/** The message key a refusal is shown with (the same after a post without the script). */
export function myDataRefusalKey({ code, fields }: MyDataRefusal): string {
  if (code === 'RATE_LIMITED') return `${ERRORS}.rateLimited`;
  if (code === 'INVALID_MFA_CODE') return `${ERRORS}.invalidCode`;
  if (code === 'BAD_USER_INPUT' && 'currentPassword' in fields) return `${ERRORS}.wrongPassword`;
  return `${ERRORS}.unknown`;
}
