import type { PublicContactDetails } from '../../contracts/contact-details';
import { apiRequest } from '../_shared/api-url';

/** GET /api/contact-details, cached 5 minutes, no retry. */
export const CONTACT_CACHE_MS = 300_000;
const KEY = 'contact-details';

export async function fetchContactDetails(now = Date.now()): Promise<PublicContactDetails> {
  try {
    const cached = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as {
      at: number;
      data: PublicContactDetails;
    } | null;
    if (cached && now - cached.at < CONTACT_CACHE_MS) return cached.data;
  } catch {
    /* storage unavailable: fetch */
  }
  const api = apiRequest('/api/contact-details');
  const res = await fetch(api.url, { credentials: api.credentials });
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
  const data = (await res.json()) as PublicContactDetails;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ at: now, data }));
  } catch {
    /* ignore */
  }
  return data;
}
