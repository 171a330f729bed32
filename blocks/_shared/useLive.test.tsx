import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useLive } from './useLive';

function Probe({ adopt }: { adopt?: () => void }) {
  const live = useLive(adopt);
  return <p className={live ? 'is-live' : 'asleep'}>{live ? 'live' : 'asleep'}</p>;
}

describe('useLive', () => {
  it('is false in the server HTML, and the hydrating render matches it before going live', async () => {
    const html = renderToString(<Probe />);
    expect(html).toContain('asleep');
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(host, <Probe />, { onRecoverableError: (e) => console.error(e) });
    });
    expect(host.textContent).toBe('live');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    host.remove();
  });

  it('runs adopt once, in the commit that goes live (it reads the DOM the CSS left)', () => {
    const seen: string[] = [];
    const host = document.createElement('div');
    document.body.append(host);
    const adopt = vi.fn(() => seen.push(host.querySelector('p')?.className ?? 'none'));
    const { rerender } = render(<Probe adopt={adopt} />, { container: host });
    rerender(<Probe adopt={adopt} />);
    expect(adopt).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['asleep']);
    expect(host.querySelector('p')?.className).toBe('is-live');
  });
});
