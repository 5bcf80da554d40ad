import { Box, Typography } from '@mui/material';
import { sameAddress, type CompanyProfile, type PostalAddress } from '@stockwatt/shared';
import { useOrderText } from './orders.messages';

/** An address as it goes on a parcel: street lines, postcode and city, the country named. */
function Address({ address, label }: { address: PostalAddress; label: string }) {
  const { locale } = useOrderText();
  const country = new Intl.DisplayNames([locale === 'en' ? 'en-GB' : 'fr-FR'], { type: 'region' }).of(address.country);
  return (
    <Box component="address" aria-label={label} sx={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
      {[address.line1, address.line2, `${address.postalCode} ${address.city}`, country].filter(Boolean).join('\n')}
    </Box>
  );
}

/**
 * The company the order was placed for, as it was at acceptance (the order's copy): who to
 * invoice (SIRET, VAT number, billing address). The delivery address goes with the shipment.
 */
export function BuyerCompany({ company }: { company: CompanyProfile }) {
  const { m } = useOrderText();
  const rows: [string, React.ReactNode][] = [
    [m.siret, company.siret],
    [m.vat_number, company.vatNumber ?? '—'],
    [m.billing_address, <Address key="billing" address={company.billingAddress} label={m.billing_address} />],
  ];
  // Each term above its value: the side panel is narrow, and a SIRET or a street must not be cut.
  return (
    <Box
      component="dl"
      sx={{ mt: 1.5, mb: 0, '& dt': { color: 'text.secondary', fontSize: 14 }, '& dd': { m: 0, mb: 1, overflowWrap: 'anywhere' } }}
    >
      {rows.map(([term, value]) => [<dt key={`${term}-t`}>{term}</dt>, <dd key={`${term}-d`}>{value}</dd>])}
    </Box>
  );
}

/** Where to ship: the company's delivery address, said to be the billing one when it is. */
export function DeliveryAddress({ company }: { company: CompanyProfile | null }) {
  const { m } = useOrderText();
  if (!company)
    return (
      <Typography variant="body2" color="text.secondary">
        {m.no_company}
      </Typography>
    );
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography color="text.secondary" sx={{ fontSize: 14 }}>
        {m.delivery_address}
        {sameAddress(company.billingAddress, company.deliveryAddress) ? ` (${m.same_as_billing})` : ''}
      </Typography>
      <Address address={company.deliveryAddress} label={m.delivery_address} />
    </Box>
  );
}
