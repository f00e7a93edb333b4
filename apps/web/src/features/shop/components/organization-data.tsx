import { StructuredData } from '@/components/page-head';
import { paths } from '@/config/paths';

import { useLogo } from '../api/get-logo';
import { useSite } from '../use-site';

/** The shop as an Organization (schema.org) for search engines: name, address, logo and support contact. */
export function OrganizationData() {
  const site = useSite();
  const logo = useLogo().data?.logo;
  const url = site.url(paths.home());
  if (!url || !site.settings) return null;
  const { supportPhone, supportEmail } = site.settings;
  return (
    <StructuredData
      data={{
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: site.name,
        url,
        // The picture itself: Google asks for a logo of 112 px or more, which the navbar's small size is not.
        ...(logo ? { logo: site.url(logo) } : {}),
        contactPoint: {
          '@type': 'ContactPoint',
          contactType: 'customer support',
          areaServed: 'BD',
          ...(supportPhone ? { telephone: supportPhone } : {}),
          ...(supportEmail ? { email: supportEmail } : {}),
        },
      }}
    />
  );
}
