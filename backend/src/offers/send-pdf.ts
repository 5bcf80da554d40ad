import { FastifyReply } from 'fastify';

/** A PDF answer, opened in the browser and saved under the document's number. */
export async function sendPdf(res: FastifyReply, { number, pdf }: { number: string | null; pdf: Buffer }): Promise<void> {
  await res
    .header('Content-Disposition', `inline; filename="${number ?? 'devis-brouillon'}.pdf"`)
    .type('application/pdf')
    .send(pdf);
}
