import { describe, expect, it } from 'vitest';
import { projectFiles } from '../../site-config/projects';
import { contactAbout } from '../../site-config/projects/page';
import { fixtureProjects, renderWithProjects } from '../../tests/support/projects';
import { createSiteProjects } from './site-projects';

describe('a project’s page', async () => {
  const { get } = await renderWithProjects(fixtureProjects);

  it('shows the cover with the title, the description, the photos with the lightbox, the facts and a call to action naming it', async () => {
    const res = await get('/projects/kilimani-office-fit-out');
    expect(res.status).toBe(200);
    expect(res.html).toContain('<title>Kilimani Office Fit-Out | ');
    expect(res.html).toMatch(/<meta name="description" content="A 600m² open-plan office[^"]*">/);
    expect(res.html).toContain('/uploads/projects/kilimani/office-1.jpg');
    expect(res.text).toContain('Commercial · Kilimani, Nairobi');
    expect(res.text).toContain('Partitions, ceilings, lighting and joinery for a consultancy moving into Kilimani.');
    // Each photo opens in the gallery block's lightbox; its caption titles it.
    expect(res.html).toContain('aria-label="View larger: Kilimani Office Fit-Out 1"');
    expect(res.html).toContain('aria-label="View larger: Boardroom for 12"');
    expect(res.text).toContain('600m² floor');
    expect(res.text).toContain('Handed over in 8 weeks');
    const contact = `/contact?message=${encodeURIComponent('I would like a project like "Kilimani Office Fit-Out".')}`;
    expect(res.links).toContain(`Ask About This Project -> ${contact}`);
  });

  it('the call to action opens the contact form with the project named in the message', async () => {
    const res = await get(contactAbout('Kilimani Office Fit-Out'));
    expect(res.status).toBe(200);
    expect(res.html).toMatch(
      /<textarea[^>]*name="message"[^>]*>I would like a project like &quot;Kilimani Office Fit-Out&quot;\.<\/textarea>/,
    );
  });

  it('leaves out the facts section when the project lists none', async () => {
    const res = await get('/projects/machakos-clinic');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('Key Facts');
    // A summary under 50 characters is lengthened for search snippets.
    expect(res.html).toMatch(
      /<meta name="description" content="A three-room container clinic\. Machakos Clinic\.[^"]{10,}">/,
    );
  });

  it('is listed in the sitemap with the index', async () => {
    const res = await get('/sitemap.xml');
    expect(res.html).toContain('https://example.test/projects</loc>');
    expect(res.html).toContain('https://example.test/projects/machakos-clinic</loc>');
  });

  it('an unknown project is a 404', async () => {
    expect((await get('/projects/no-such-project')).status).toBe(404);
  });
});

describe('the projects index', async () => {
  const { get } = await renderWithProjects(fixtureProjects);

  it('lists every project newest first (dated, then undated in entry order), each linking to its page', async () => {
    const res = await get('/projects');
    expect(res.status).toBe(200);
    const all = res.html.slice(res.html.indexOf('id="all"'), res.html.indexOf('id="service-'));
    const order = ['Athi River Site Office', 'Kilimani Office Fit-Out', 'Machakos Clinic'].map((t) => all.indexOf(t));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(res.links).toContain('View Project about Machakos Clinic -> /projects/machakos-clinic');
  });

  it('filters by service without script: a link per service to its section', async () => {
    const res = await get('/projects');
    expect(res.links).toContain('Prefab Units -> #service-services-containers');
    expect(res.html).toContain('id="service-services-containers"');
    const section = res.html.slice(res.html.indexOf('id="service-services-interiors"'));
    expect(section).toContain('Kilimani Office Fit-Out');
  });
});

describe('the projects collection without a database', () => {
  it('refuses a project file that does not pass, naming it', () => {
    const bad = [{ slug: 'bad', project: { ...fixtureProjects[0].project, cover: '/uploads/other.jpg' } }];
    expect(() => createSiteProjects(undefined, bad)).toThrow(/"bad".*cover/);
  });
});

describe('every project the site ships with', async () => {
  const { get } = await renderWithProjects(projectFiles);

  // The browser's route sweep visits two project pages (tests/browser/routes.test.ts); this checks all of them.
  it('has its page: 200, one h1 with its title, its summary, and a way to ask about it', async () => {
    expect(projectFiles.length).toBeGreaterThan(50);
    for (const file of projectFiles) {
      const res = await get(`/projects/${file.slug}`);
      expect(res.status, file.slug).toBe(200);
      expect(res.html.match(/<h1[\s>]/g)?.length, file.slug).toBe(1);
      expect(res.text, file.slug).toContain(file.project.title);
      expect(res.text, file.slug).toContain(file.project.summary);
      expect(
        res.links.some((l) => l.startsWith('Ask About This Project -> /contact?message=')),
        file.slug,
      ).toBe(true);
    }
  });
});
