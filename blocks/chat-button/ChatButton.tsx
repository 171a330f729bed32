import { useEffect, useState } from 'react';
import { chatLink } from '../_shared/chat-link';
import { useSite } from '../../engine/context';
import { fetchContactDetails } from './contact-client';
import type { ChatButtonProps } from './schema';

/**
 * The floating chat button. The server renders it from the stored contact
 * details (or the configured fallback); on the client it refreshes them from
 * /api/contact-details (cached 5 min, no retry) and keeps what it has on failure.
 */
export function ChatButton({ fallbackNumber, fallbackCompany, label }: ChatButtonProps) {
  const { contact } = useSite();
  const [target, setTarget] = useState({
    number: contact.whatsapp || fallbackNumber,
    company: contact.companyName || fallbackCompany,
  });
  useEffect(() => {
    let live = true;
    fetchContactDetails()
      .then(
        (d) => live && setTarget({ number: d.whatsapp || fallbackNumber, company: d.company_name || fallbackCompany }),
      )
      .catch((err) => console.warn('Contact details unavailable; the chat button keeps its current number.', err));
    return () => {
      live = false;
    };
  }, [fallbackNumber, fallbackCompany]);
  // In a landmark of its own, so assistive tech can find it (axe: region).
  return (
    <aside aria-label="Chat">
      <a
        className="chat-button"
        href={chatLink(target.number, target.company)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
        title={label}
      >
        <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true">
          <path
            fill="currentColor"
            d="M16 3C8.8 3 3 8.6 3 15.6c0 2.5.8 4.9 2.1 6.9L3.7 28l5.7-1.5c1.9 1 4.1 1.6 6.6 1.6 7.2 0 13-5.6 13-12.5S23.2 3 16 3zm0 22.8c-2.1 0-4.1-.6-5.8-1.6l-.4-.2-3.4.9.9-3.2-.3-.4a10 10 0 0 1-1.7-5.6C5.3 9.9 10.1 5.3 16 5.3s10.7 4.6 10.7 10.3S21.9 25.8 16 25.8zm5.9-7.6c-.3-.2-1.9-.9-2.2-1s-.5-.2-.7.2-.8 1-1 1.2-.4.2-.7.1a8.8 8.8 0 0 1-4.4-3.7c-.3-.6.3-.5 1-1.8.1-.2 0-.4 0-.5l-1-2.3c-.3-.6-.5-.5-.7-.5h-.6c-.2 0-.5.1-.8.4s-1 1-1 2.5 1.1 2.9 1.2 3.1 2.1 3.2 5.1 4.5c1.9.8 2.6.9 3.6.7.6-.1 1.9-.8 2.1-1.5s.3-1.3.2-1.5c-.1-.1-.3-.2-.6-.3z"
          />
        </svg>
      </a>
    </aside>
  );
}
