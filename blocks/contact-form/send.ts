import type { ContactMessageField } from '../../contracts/contact-message-options';
import { apiRequest } from '../_shared/api-url';

export type SendResult =
  | { ok: true }
  | { ok: false; message: string | null; fields: Partial<Record<ContactMessageField, string>> };

/** POST /api/contact with cookies and a JSON body. Never throws. */
export async function sendContactMessage(data: object): Promise<SendResult> {
  let res: Response;
  try {
    const api = apiRequest('/api/contact');
    res = await fetch(api.url, {
      method: 'POST',
      credentials: api.credentials,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(data),
    });
  } catch {
    return { ok: false, message: null, fields: {} };
  }
  if (res.ok) return { ok: true };
  // The API answers { error, issues?: [{ field, message }] }; anything else is shown as its text.
  const text = await res.text().catch(() => '');
  let message: string | null = text.trim() && !text.trimStart().startsWith('<') ? text.trim().slice(0, 300) : null;
  const fields: Partial<Record<ContactMessageField, string>> = {};
  try {
    const body = JSON.parse(text) as { error?: unknown; issues?: unknown };
    message = typeof body.error === 'string' && body.error ? body.error : null;
    if (Array.isArray(body.issues)) {
      for (const i of body.issues as { field?: unknown; message?: unknown }[]) {
        if (typeof i?.field === 'string' && typeof i.message === 'string')
          fields[i.field as ContactMessageField] ??= i.message;
      }
    }
  } catch {
    /* not JSON: keep the text */
  }
  return { ok: false, message, fields };
}
