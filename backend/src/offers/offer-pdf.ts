import PDFDocument from 'pdfkit';
import { SELLER } from '@stockwatt/shared';
import { Offer } from './offer.entity';

/** What the PDF names of the buyer: the request's contact, and the company when the account has one. */
export interface OfferParty {
  name: string;
  email: string;
  company: string | null;
  companyDetails: string[];
}

const euro = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const frenchDate = (iso: string) => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(new Date(iso));
// pdfkit's standard fonts are WinAnsi: the narrow no-break space Intl puts in French figures is not in it.
const money = (value: number) => euro.format(value).replace(/\u202f|\u00a0/g, ' ');

const COLUMNS = [
  { title: 'Réf.', width: 80 },
  { title: 'Désignation', width: 180 },
  { title: 'Qté', width: 35, right: true },
  { title: 'PU HT', width: 70, right: true },
  { title: 'Remise', width: 45, right: true },
  { title: 'Total HT', width: 85, right: true },
] as const;

/**
 * The offer as a PDF in French, drawn from the stored offer (the same figures as every screen):
 * the seller's legal mentions, the buyer, the lines, the totals, the validity and the terms.
 * Made on demand, so nothing is kept beside the record it shows.
 */
export function renderOfferPdf(offer: Offer, buyer: OfferParty): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Devis ${offer.number ?? 'brouillon'}`, Author: SELLER.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(SELLER.name);
  doc.font('Helvetica').fontSize(9).text(SELLER.address).text(SELLER.email);
  doc.moveDown();
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(offer.number ? `Devis ${offer.number}` : 'Devis (brouillon)', { align: 'right' });
  doc.font('Helvetica').fontSize(9);
  doc.text(`Version ${offer.version}`, { align: 'right' });
  if (offer.sent_at) doc.text(`Émis le ${frenchDate(offer.sent_at.toISOString())}`, { align: 'right' });
  doc.text(`Valable jusqu’au ${frenchDate(`${offer.valid_until}T12:00:00Z`)}`, { align: 'right' });
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Client');
  doc.font('Helvetica');
  if (buyer.company) doc.text(buyer.company);
  for (const line of buyer.companyDetails) doc.text(line);
  doc.text(buyer.name).text(buyer.email);
  doc.moveDown();

  const left = doc.page.margins.left;
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    let x = left;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    let bottom = y;
    cells.forEach((cell, i) => {
      const column = COLUMNS[i];
      doc.text(cell, x, y, { width: column.width - 6, align: 'right' in column ? 'right' : 'left' });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    doc.y = bottom + 4;
    doc.x = left;
  };
  row(
    COLUMNS.map((c) => c.title),
    true,
  );
  for (const line of offer.lines) {
    if (doc.y > doc.page.height - 150) doc.addPage();
    row([
      line.reference ?? '',
      line.label,
      String(line.quantity),
      money(line.unitPriceHt),
      line.discountPercent ? `${line.discountPercent} %` : '',
      money(line.totalHt),
    ]);
  }
  doc.moveDown();
  const totals: [string, number][] = [
    ['Total marchandises HT', offer.goods_ht],
    [offer.delivery_ht === 0 ? 'Livraison (offerte)' : 'Livraison HT', offer.delivery_ht],
    ['Total HT', offer.total_ht],
    ['TVA 20 %', offer.vat],
    ['Total TTC', offer.total_ttc],
  ];
  for (const [label, value] of totals) {
    doc.font(label === 'Total TTC' ? 'Helvetica-Bold' : 'Helvetica').text(`${label} : ${money(value)}`, { align: 'right' });
  }
  if (offer.note) {
    doc.moveDown().font('Helvetica-Bold').text('Remarque');
    doc.font('Helvetica').text(offer.note);
  }
  doc.moveDown();
  doc
    .fontSize(8)
    .text(
      'Offre soumise à nos conditions générales de vente, acceptée en ligne depuis votre espace professionnel ou le lien reçu par email. ' +
        'Paiement à 30 jours date de facture. Pénalités de retard : trois fois le taux d’intérêt légal ; indemnité forfaitaire pour frais de recouvrement : 40 €.',
    );
  doc
    .moveDown()
    .text(
      `${SELLER.name}, société par actions simplifiée au capital de ${SELLER.capital}. Siège social : ${SELLER.address}. ` +
        `${SELLER.rcs} — SIRET ${SELLER.siret} — TVA intracommunautaire ${SELLER.vat}.`,
    );
  doc.end();
  return done;
}
