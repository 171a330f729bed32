import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProcessSteps } from './ProcessSteps';
import { schema } from './schema';

const steps = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    title: `Step title ${i + 1}`,
    description: `What happens in step ${i + 1}.`,
  }));

describe('process-steps', () => {
  it('renders an ordered list with numbers, titles and descriptions', () => {
    render(<ProcessSteps {...schema.parse({ id: 'process', heading: 'Our Design Process', steps: steps(4) })} />);
    const section = screen.getByRole('region', { name: 'Our Design Process' });
    const list = within(section).getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0].textContent).toContain('01');
    expect(within(items[3]).getByRole('heading', { level: 3 }).textContent).toBe('Step 4: Step title 4');
    expect(items[2].textContent).toContain('What happens in step 3.');
  });

  it('lays out 4 steps in four columns and 6 steps in three', () => {
    const { container, rerender } = render(<ProcessSteps {...schema.parse({ heading: 'Four', steps: steps(4) })} />);
    expect(container.querySelector('.process-steps__list--cols-4')).not.toBeNull();
    rerender(<ProcessSteps {...schema.parse({ heading: 'Six', steps: steps(6) })} />);
    expect(container.querySelector('.process-steps__list--cols-3')).not.toBeNull();
    expect(container.querySelectorAll('li')).toHaveLength(6);
  });

  it('rejects a single step or an empty title', () => {
    expect(schema.safeParse({ heading: 'x', steps: steps(1) }).success).toBe(false);
    expect(schema.safeParse({ heading: 'x', steps: [{ title: '', description: 'd' }, ...steps(2)] }).success).toBe(
      false,
    );
  });
});
