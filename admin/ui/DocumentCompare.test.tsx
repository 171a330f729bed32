import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompareAnswer } from '../../contracts/compare';
import { renderAdmin } from '../../tests/support/admin/test-utils';
import { ChangeList } from './DocumentCompare';

const ID = '0123456789abcdef0123456789abcdef';
const answer: CompareAnswer = {
  from: { ref: 'live', label: 'Live' },
  to: { ref: 'draft', label: 'Draft' },
  changes: [
    {
      path: ['blocks', 0, 'props', 'slides', 1, 'subtitle'],
      where: ['Hero carousel', 'Slide 2 “Site offices”', 'Subtitle'],
      change: 'changed',
      before: 'Ready for your site in a week, fitted out',
      after: 'Ready for your site in 3 days, fitted out',
    },
    {
      path: ['blocks', 0, 'props', 'slides', 1, 'media'],
      where: ['Hero carousel', 'Slide 2 “Site offices”', 'Media'],
      change: 'changed',
      before: '/uploads/hero/offices.jpg',
      after: `/uploads/_assets/${ID}.jpg`,
    },
    {
      path: ['blocks', 3],
      where: ['Card grid “Our services”'],
      change: 'added',
      after: { type: 'card-grid', props: { heading: 'Our services', cards: [{}, {}, {}] } },
    },
  ],
};

describe('ChangeList', () => {
  it('names each field as the editor does, marks the changed words, and puts sections and pictures in words', async () => {
    renderAdmin(<ChangeList answer={answer} />, {
      api: {
        [`GET /api/admin/media/${ID}`]: {
          id: ID,
          url: `/uploads/_assets/${ID}.jpg`,
          fileName: 'westlands-site-office.jpg',
        },
      },
    });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Hero carousel › Slide 2 “Site offices” › Subtitle Changed',
      'Hero carousel › Slide 2 “Site offices” › Media Changed',
      'Card grid “Our services” New section',
    ]);
    const [before, after] = within(rows[0]!).getAllByRole('cell');
    expect([...before!.querySelectorAll('del')].map((d) => d.textContent)).toEqual(['a week']);
    expect([...after!.querySelectorAll('ins')].map((d) => d.textContent)).toEqual(['3 days']);
    expect(before!.textContent).toBe('Ready for your site in a week, fitted out');
    expect(await within(rows[1]!).findByText('westlands-site-office.jpg')).toBeTruthy();
    expect(within(rows[1]!).getByText('offices.jpg')).toBeTruthy();
    expect(rows[2]!.textContent).toContain('Card grid “Our services”, 3 cards');
    expect(document.body.textContent).not.toMatch(/[{}"]|card-grid/);
  });

  it('names a change of formatting beside words that stayed the same, so the approver sees what changed', () => {
    const words = 'We paint every wall. Ask our team.';
    const formatting = ['made bold: “every wall”', 'link on “our team”: /contact → /services'];
    renderAdmin(
      <ChangeList
        answer={{
          ...answer,
          changes: [
            {
              path: ['blocks', 2, 'props', 'text'],
              where: ['Call to action “Ready?”', 'Text'],
              change: 'changed',
              before: words,
              after: words,
              formatting,
            },
          ],
        }}
      />,
    );
    const [before, after] = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(before!.textContent).toBe(words);
    expect(
      within(after!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(formatting);
    expect(within(after!).getByRole('list', { name: 'Formatting' })).toBeTruthy();
  });
});
