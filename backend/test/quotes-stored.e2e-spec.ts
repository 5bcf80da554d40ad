import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { QUOTE_MESSAGES as M } from '../src/quotes/quotes.messages';
import { closeQuotesApp, postQuote, quoteRow, uniqueEmail, useQuoteTestSettings, validQuote } from './support/quotes';
import { ADMIN, createTestApp, loginToken } from './utils';

/** No FORM_SERVICE_URL: quotes are kept with status `stocké`, nothing is queued. */
describe('Quotes without a form service', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    useQuoteTestSettings('');
    app = await createTestApp();
  });
  afterAll(() => closeQuotesApp(app));

  it('stores the quote as `stocké` and refuses a resend with a 409', async () => {
    const res = await postQuote(app, validQuote(uniqueEmail('stocke'))).expect(202);
    expect(res.body).toEqual({ id: expect.any(Number), status: 'stocké' });
    expect(await quoteRow(app, res.body.id)).toMatchObject({ status: 'stocké', attempts: 0, is_spam: false });
    const token = await loginToken(app, ADMIN.email, ADMIN.password);
    const resend = await request(app.getHttpServer())
      .post(`/api/admin/quotes/${res.body.id}/resend`)
      .set('Authorization', `Bearer ${token}`)
      .expect(409);
    expect(resend.body.message).toBe(M.noFormService);
  });
});
