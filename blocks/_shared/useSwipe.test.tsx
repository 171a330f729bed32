import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSwipe } from './useSwipe';

function Surface({ onNext, onPrev }: { onNext: () => void; onPrev: () => void }) {
  return <div data-testid="surface" {...useSwipe(onNext, onPrev)} />;
}

const swipe = (el: HTMLElement, from: [number, number], to: [number, number]) => {
  fireEvent.touchStart(el, { touches: [{ clientX: from[0], clientY: from[1] }] });
  fireEvent.touchEnd(el, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
};

describe('useSwipe', () => {
  it('a swipe left shows the next slide, right the previous; a short or mostly vertical move is no swipe', () => {
    const onNext = vi.fn();
    const onPrev = vi.fn();
    const { getByTestId } = render(<Surface onNext={onNext} onPrev={onPrev} />);
    const el = getByTestId('surface');
    swipe(el, [300, 200], [120, 210]);
    expect([onNext.mock.calls.length, onPrev.mock.calls.length]).toEqual([1, 0]);
    swipe(el, [100, 200], [280, 190]);
    expect([onNext.mock.calls.length, onPrev.mock.calls.length]).toEqual([1, 1]);
    swipe(el, [200, 200], [180, 200]);
    swipe(el, [200, 100], [140, 400]);
    expect([onNext.mock.calls.length, onPrev.mock.calls.length]).toEqual([1, 1]);
  });
});
