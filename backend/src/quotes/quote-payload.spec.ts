import { formServicePayload, frenchDateTime } from './quote-payload';
import { Quote } from './quote.entity';

describe('quote payload', () => {
  it('writes the time as dd/mm/yyyy hh:mm in Paris, summer and winter', () => {
    expect(frenchDateTime(new Date('2026-07-14T08:05:00Z'))).toBe('14/07/2026 10:05');
    expect(frenchDateTime(new Date('2026-01-02T23:30:00Z'))).toBe('03/01/2026 00:30');
  });

  it('sends the spec fields, blank optionals as empty strings, cart lines only when present', () => {
    const quote = {
      client_type: 'particulier',
      name: 'Jean',
      company: null,
      email: 'jean@example.fr',
      phone: '0612345678',
      product_reference: null,
      subject: 'Devis',
      message: 'Bonjour',
      items: [],
      delivery_id: '6f1c2b1e-8a0d-4c53-9b7e-2f4d0c9a1e55',
      created_at: new Date('2026-03-29T01:15:00Z'),
    } as unknown as Quote;
    expect(formServicePayload(quote)).toEqual({
      clientType: 'particulier',
      name: 'Jean',
      company: '',
      email: 'jean@example.fr',
      phone: '0612345678',
      productReference: '',
      subject: 'Devis',
      message: 'Bonjour',
      time: '29/03/2026 03:15',
      deliveryId: '6f1c2b1e-8a0d-4c53-9b7e-2f4d0c9a1e55',
    });
  });
});
