import PDFDocument from 'pdfkit';
import { SELLER } from '@stockwatt/shared';
import { frenchDate, frenchEuros } from './french-format';
import { Offer } from './offer.entity';
import { OFFER_PDF_TEXTS } from './offers.messages';

/** What the PDF names of the buyer: the request's contact, and the company when the account has one. */
export interface OfferParty {
  name: string;
  email: string;
  company: string | null;
  companyDetails: string[];
}

const T = OFFER_PDF_TEXTS;
/** The lines' columns: widths in points, figures aligned right. */
const COLUMNS = [
  { width: 80 },
  { width: 180 },
  { width: 35, right: true },
  { width: 70, right: true },
  { width: 45, right: true },
  { width: 85, right: true },
] as const;

/**
 * The offer as a PDF in French, drawn from the stored offer (the same figures as every screen):
 * the seller's legal mentions, the buyer, the lines, the totals, the validity and the terms.
 * Made on demand, so nothing is kept beside the record it shows.
 */
export function renderOfferPdf(offer: Offer, buyer: OfferParty): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: T.title(offer.number), Author: SELLER.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(SELLER.name);
  doc.font('Helvetica').fontSize(9).text(SELLER.address).text(SELLER.email);
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(14).text(T.title(offer.number), { align: 'right' });
  doc.font('Helvetica').fontSize(9);
  doc.text(T.version(offer.version), { align: 'right' });
  if (offer.sent_at) doc.text(T.sentOn(frenchDate(offer.sent_at)), { align: 'right' });
  doc.text(T.validUntil(frenchDate(offer.valid_until)), { align: 'right' });
  doc.moveDown();
  doc.font('Helvetica-Bold').text(T.buyer);
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
  row([...T.columns], true);
  for (const line of offer.lines) {
    if (doc.y > doc.page.height - 150) doc.addPage();
    row([
      line.reference ?? '',
      line.label,
      String(line.quantity),
      frenchEuros(line.unitPriceHt),
      line.discountPercent ? `${line.discountPercent} %` : '',
      frenchEuros(line.totalHt),
    ]);
  }
  doc.moveDown();
  const totals: [string, number][] = [
    [T.goods, offer.goods_ht],
    [offer.delivery_ht === 0 ? T.freeDelivery : T.delivery, offer.delivery_ht],
    [T.totalHt, offer.total_ht],
    [T.vat, offer.vat],
    [T.totalTtc, offer.total_ttc],
  ];
  for (const [label, value] of totals) {
    doc.font(label === T.totalTtc ? 'Helvetica-Bold' : 'Helvetica').text(`${label} : ${frenchEuros(value)}`, { align: 'right' });
  }
  if (offer.note) {
    doc.moveDown().font('Helvetica-Bold').text(T.note);
    doc.font('Helvetica').text(offer.note);
  }
  doc.moveDown();
  doc.fontSize(8).text(T.terms);
  doc.moveDown().text(T.legal(SELLER));
  doc.end();
  return done;
}
