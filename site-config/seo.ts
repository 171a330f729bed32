import { company, contactDefaults } from './company';

/** JSON-LD builders shared by page files (the engine adds BreadcrumbList itself). */
export function localBusinessLd() {
  return {
    '@type': 'LocalBusiness',
    name: company.name,
    description: company.blurb,
    parentOrganization: { '@type': 'Organization', name: company.parent },
    telephone: contactDefaults.phone,
    email: contactDefaults.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: [contactDefaults.addressLine1, contactDefaults.addressLine2].filter(Boolean).join(', '),
      addressLocality: contactDefaults.city,
      postalCode: contactDefaults.postalCode,
      addressCountry: 'KE',
    },
    areaServed: ['Nairobi', 'Kenya', 'East Africa'],
    openingHours: ['Mo-Fr 08:00-18:00', 'Sa 09:00-16:00'],
  };
}

export function serviceLd(name: string, serviceType: string, description: string) {
  return {
    '@type': 'Service',
    name,
    serviceType,
    description,
    provider: { '@type': 'LocalBusiness', name: company.name },
    areaServed: { '@type': 'Country', name: 'Kenya' },
  };
}
