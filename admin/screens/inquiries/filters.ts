import { INQUIRY_VIEWS, type InquiryView } from '../../../contracts/inquiries';

/**
 * The inbox's filters live in the address bar (?q=…&status=…&service=…&from=…&to=…),
 * so a reload, the back button and a shared link keep them.
 */
export interface InboxFilters {
  q: string;
  status: InquiryView;
  service: string;
  from: string;
  to: string;
}

export const DEFAULT_FILTERS: InboxFilters = { q: '', status: 'inbox', service: '', from: '', to: '' };

const isView = (v: string | null): v is InquiryView => !!v && (INQUIRY_VIEWS as readonly string[]).includes(v);

export function filtersFrom(params: URLSearchParams): InboxFilters {
  const status = params.get('status');
  return {
    q: params.get('q') ?? '',
    status: isView(status) ? status : DEFAULT_FILTERS.status,
    service: params.get('service') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

/** Only what differs from the defaults, so the plain inbox has a plain address. */
export function filterParams(f: InboxFilters): URLSearchParams {
  const p = new URLSearchParams();
  for (const key of ['q', 'status', 'service', 'from', 'to'] as const)
    if (f[key] && f[key] !== DEFAULT_FILTERS[key]) p.set(key, f[key]);
  return p;
}

/** The API's query for these filters (the API's own default view is "all", so the status always goes). */
export function apiParams(f: InboxFilters, extra: Record<string, string | null> = {}): string {
  const p = new URLSearchParams({ status: f.status });
  for (const key of ['q', 'service', 'from', 'to'] as const) if (f[key].trim()) p.set(key, f[key].trim());
  for (const [k, v] of Object.entries(extra)) if (v) p.set(k, v);
  return p.toString();
}

export const hasNarrowing = (f: InboxFilters) => !!(f.q || f.service || f.from || f.to);
