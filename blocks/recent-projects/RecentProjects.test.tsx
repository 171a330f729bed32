import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecentProjects } from './RecentProjects';
import { schema } from './schema';

const slot = (n: number) =>
  `/uploads/engineering/steel-fabrication/projects/engineering-steel-fabrication-projects-image-${n}.jpg`;
const props = schema.parse({
  id: 'recent-projects',
  heading: 'Recent Projects',
  projects: [1, 2, 3].map((n) => ({
    title: `Project ${n}`,
    tag: 'Industrial · 2024',
    description: `Description of project ${n}.`,
    specs: [`${n}0 tonnes of S355 steel`, 'Erected in 6 weeks'],
    media: slot(n),
    alt: `Photo of project ${n}`,
  })),
});

describe('recent-projects', () => {
  it('renders 3 project cards with title, description, specs list and image', () => {
    render(<RecentProjects {...props} />);
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(3);
    const second = articles[1];
    expect(within(second).getByRole('heading', { level: 3 }).textContent).toBe('Project 2');
    expect(within(second).getByText('Description of project 2.')).toBeTruthy();
    const specs = within(second).getByRole('list', { name: 'Project 2: key specifications' });
    expect(
      within(specs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['20 tonnes of S355 steel', 'Erected in 6 weeks']);
    expect(within(second).getByRole('img').getAttribute('alt')).toBe('Photo of project 2');
  });

  it('a card from the projects collection leads to the project page by its title; a hand-written one has no link', () => {
    const linked = schema.parse({ ...props, projects: [{ ...props.projects[0], href: '/projects/athi-river-yard' }] });
    render(<RecentProjects {...linked} />);
    const link = within(screen.getByRole('article')).getByRole('link', { name: 'Project 1' });
    expect(link.getAttribute('href')).toBe('/projects/athi-river-yard');
    expect(
      schema.safeParse({ ...props, projects: [{ ...props.projects[0], href: 'javascript:alert(1)' }] }).success,
    ).toBe(false);
  });

  it('needs at least one spec per project', () => {
    const bad = { ...props, projects: [{ ...props.projects[0], specs: [] }] };
    expect(schema.safeParse(bad).success).toBe(false);
  });
});
