import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, sql, test } from '../backoffice/fixtures';
import { mailsTo } from '../mail-capture';
import { ADMIN, euro, expectNoSeriousAxe, login, looseMoney, viewportFor, WIDTHS } from './helpers';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

interface SentOffer {
  email: string;
  quoteId: number;
  offerId: number;
  subject: string;
  number: string;
  totalTtc: number;
}

/**
 * From quote to order, the buyer's side (issue 29): a quote sent by a signed-in pro (the seeded
 * admin, whose pro space the other specs use too), an offer priced and sent by staff through the
 * API, then the buyer reads it in « Mes devis », opens its page and answers it.
 */
let seq = 0;
/** A quote request sent by the signed-in pro (the API context's token). */
async function sentQuote(api: APIRequestContext, tag: string): Promise<{ quoteId: number; subject: string; email: string }> {
  seq += 1;
  const subject = `Chantier ${tag} ${Date.now().toString(36)}-${seq}`;
  const email = `acheteur-${Date.now()}-${seq}@example.fr`;
  const quote = await api.post('/api/quotes', {
    data: {
      clientType: 'entreprise',
      name: 'Claire Martin',
      company: 'Solaire Atlantique SARL',
      email,
      phone: '+33 6 12 34 56 78',
      subject,
      message: 'Bonjour, pourriez-vous me faire un devis pour ce chantier ?',
    },
  });
  expect(quote.status(), await quote.text()).toBe(202);
  return { quoteId: (await quote.json()).id as number, subject, email };
}

async function sentOffer(api: APIRequestContext, tag: string, extra: Record<string, unknown> = {}): Promise<SentOffer> {
  const { quoteId, subject, email } = await sentQuote(api, tag);
  const draft = await api.post('/api/admin/offers', {
    data: {
      quote_id: quoteId,
      lines: [
        { label: 'Batterie lithium 5 kWh rack 19"', reference: 'BAT-E2E-5K', quantity: 2, unitPriceHt: 1250, discountPercent: 5 },
        { label: 'Câble de liaison 2 m', quantity: 4, unitPriceHt: 18.5 },
      ],
      note: 'Livraison sous 5 jours ouvrés après acceptation.',
      ...extra,
    },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const offerId = (await draft.json()).id as number;
  const sent = await api.post(`/api/admin/offers/${offerId}/send`);
  expect(sent.status(), await sent.text()).toBe(200);
  const body = await sent.json();
  return { email, quoteId, offerId, subject, number: body.number, totalTtc: body.total_ttc };
}

/** The buyer, signed in, opens the quote from « Mes devis ». */
async function openFromMyQuotes(page: Page, offer: SentOffer) {
  await login(page);
  const row = page.getByTestId('my-quotes').getByRole('row').filter({ hasText: offer.subject });
  await expect(row.getByTestId('offer-state')).toHaveText('En attente de votre réponse');
  await expect(row.getByRole('link', { name: `Télécharger le PDF de l’offre ${offer.number}` })).toBeVisible();
  await row.getByRole('link', { name: `Voir le devis ${offer.subject}` }).click();
  await page.waitForURL(`**/devis/${offer.quoteId}`);
  await expect(page.getByRole('heading', { level: 1, name: offer.subject })).toBeVisible();
}

type Answer = 'accept' | 'decline' | 'change';
const ANSWER_BUTTONS: Record<Answer, string> = { accept: 'Accepter l’offre', decline: 'Refuser', change: 'Demander une modification' };

/** The buyer answers the offer on its page, as a person would, up to the form's submit button. */
async function answerOffer(page: Page, answer: Answer) {
  await page.getByRole('button', { name: ANSWER_BUTTONS[answer] }).click();
  if (answer === 'accept') {
    await page.getByLabel('Vos nom et prénom').fill('Claire Martin');
    await page.getByRole('checkbox', { name: /J’ai lu et j’accepte/ }).check();
    await page.getByRole('button', { name: 'Accepter et commander' }).click();
  } else if (answer === 'decline') {
    await page.getByLabel('Raison du refus').fill('Budget reporté');
    await page.getByRole('button', { name: 'Confirmer le refus' }).click();
  } else {
    await page.getByLabel('Modification souhaitée').fill('Trois batteries plutôt que deux');
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  }
}

for (const width of WIDTHS) {
  test.describe(`quote offers, the buyer's side @${width}px`, () => {
    test.use({ viewport: viewportFor(width) });

    let api: APIRequestContext;
    test.beforeAll(async ({ playwright, adminSession }, testInfo) => {
      api = await playwright.request.newContext({
        baseURL: testInfo.project.use.baseURL,
        extraHTTPHeaders: { Authorization: `Bearer ${await adminSession.token()}` },
      });
    });
    test.afterAll(async () => api.dispose());

    test('the owner reads the offer, is refused without the terms, accepts, and finds the order in « Mes commandes »', async ({ page }) => {
      const offer = await sentOffer(api, 'accepte');
      await openFromMyQuotes(page, offer);

      const current = page.getByTestId('offer').first();
      await expect(current.getByRole('heading', { name: new RegExp(`Offre ${offer.number}`) })).toBeVisible();
      await expect(current.getByRole('table', { name: `Lignes de l’offre ${offer.number}` }).getByRole('row')).toHaveCount(3);
      await expect(page.getByTestId('offer-totals')).toContainText(looseMoney(offer.totalTtc));
      // 2 × 1 250 € − 5 % + 4 × 18,50 € = 2 449 € HT of goods: delivery is free.
      await expect(page.getByTestId('offer-totals')).toContainText('Offerte');
      await expect(current).toContainText('Livraison sous 5 jours ouvrés');
      const pdf = page.waitForEvent('download');
      await current.getByRole('link', { name: `Télécharger le PDF de l’offre ${offer.number}` }).click();
      expect((await pdf).suggestedFilename()).toBe(`${offer.number}.pdf`);

      await page.getByRole('button', { name: 'Accepter l’offre' }).click();
      const name = page.getByLabel('Vos nom et prénom');
      await expect(name).toBeFocused();
      await name.fill('Claire Martin');
      await page.getByRole('button', { name: 'Accepter et commander' }).click();
      await expect(page.getByText('Vous devez accepter les conditions générales de vente')).toBeVisible();
      const terms = page.getByRole('checkbox', { name: /J’ai lu et j’accepte les conditions générales de vente/ });
      await expect(terms).toHaveAttribute('aria-invalid', 'true');
      await expect(terms).toBeFocused();
      await expect(page.getByRole('link', { name: 'conditions générales de vente' })).toHaveAttribute('href', '/conditions-generales');
      await page.screenshot({ path: `${SHOTS}/offer-accept-form-${width}.png`, fullPage: true });
      // By keyboard: tick, then submit from the button.
      await terms.press('Space');
      await page.getByRole('button', { name: 'Accepter et commander' }).focus();
      await page.keyboard.press('Enter');

      const confirmation = page.getByTestId('answer-confirmation');
      await expect(confirmation).toContainText(/Votre commande CMD-\d{4}-\d{5} est confirmée/);
      const orderNumber = (await confirmation.textContent())!.match(/CMD-\d{4}-\d{5}/)![0];
      await expect(page.getByTestId('offer-state').first()).toHaveText('Acceptée');
      await expect(page.getByText(`Acceptée le`)).toContainText('Claire Martin');
      await expect(page.getByRole('button', { name: 'Accepter l’offre' })).toHaveCount(0);

      // Staff ship it: the buyer's list shows the carrier and the tracking number.
      const [{ id: orderId }] = await sql<{ id: number }>('SELECT id FROM orders WHERE number = $1', [orderNumber]);
      for (const move of [{ move: 'prepare' }, { move: 'ship', carrier: 'Geodis', trackingNumber: `GX${orderId}E2E` }]) {
        const res = await api.post(`/api/admin/orders/${orderId}/moves`, { data: move });
        expect(res.status(), await res.text()).toBeLessThan(300);
      }
      // The lists above « Mes commandes » answer after it, as on a slow line: they must not push it
      // off the screen, even in a browser that does not anchor the scroll (Safari), and even when
      // the buyer's requests fill more than a screen.
      for (let i = 0; i < 6; i++) await sentQuote(api, 'liste');
      await page.evaluate(() => [document.documentElement, document.body].forEach((el) => (el.style.overflowAnchor = 'none')));
      await page.route(/\/api\/(quotes|offers)\/mine/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      await confirmation.getByRole('link', { name: 'Voir mes commandes' }).click();
      const ordersHeading = page.getByRole('heading', { name: 'Mes commandes' });
      await expect(ordersHeading).toBeInViewport();
      const quoteRow = page.getByTestId('my-quotes').getByRole('row').filter({ hasText: offer.subject });
      await expect(quoteRow.getByTestId('offer-state')).toHaveText('Acceptée');
      await expect(ordersHeading).toBeInViewport();
      const orderRow = page.getByTestId('my-orders').getByRole('row').filter({ hasText: orderNumber });
      await expect(orderRow).toContainText('Expédiée');
      await expect(orderRow).toContainText(`Geodis · n° GX${orderId}E2E`);
      await expect(orderRow).toContainText(looseMoney(offer.totalTtc));
      await ordersHeading.scrollIntoViewIfNeeded();
      await page.getByTestId('my-orders').screenshot({ path: `${SHOTS}/my-orders-${width}.png` });
      await page.getByTestId('my-quotes').screenshot({ path: `${SHOTS}/my-quotes-${width}.png` });
      await page.screenshot({ path: `${SHOTS}/pro-space-orders-${width}.png`, fullPage: true });
      // The order opens on its quote's page: the accepted offer, its lines and its PDF.
      await orderRow.getByRole('link', { name: `Voir la commande ${orderNumber} : l’offre acceptée, ses lignes et son PDF` }).click();
      await expect(page).toHaveURL(new RegExp(`/devis/${offer.quoteId}$`));
      await expect(page.getByTestId('offer-state').first()).toHaveText('Acceptée');
      await expect(
        page
          .getByTestId('offer')
          .first()
          .getByRole('table', { name: `Lignes de l’offre ${offer.number}` }),
      ).toBeVisible();
    });

    test('a long free line’s name wraps beside its total and never covers it', async ({ page }) => {
      const label = 'Mise en service sur site – câblage DC/AC & paramétrage (forfait)';
      const offer = await sentOffer(api, 'ligne-longue', { lines: [{ label, quantity: 2, unitPriceHt: 175.25 }] });
      await login(page, ADMIN.email, ADMIN.password, `/devis/${offer.quoteId}`);
      const row = page.getByTestId('offer').getByRole('row').filter({ hasText: label });
      const name = row.getByRole('cell', { name: label });
      const total = row.getByRole('cell', { name: euro(350.5), exact: true });
      for (const w of width > 500 ? [width] : [width, 320]) {
        await page.setViewportSize(viewportFor(w));
        const [a, b] = [(await name.boundingBox())!, (await total.boundingBox())!];
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart, `label ${JSON.stringify(a)} and total ${JSON.stringify(b)} at ${w}px`).toBe(true);
        // Wrapped, not cut nor pushing the page sideways.
        expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
      await page.setViewportSize(viewportFor(width));
      await page
        .getByTestId('offer')
        .first()
        .screenshot({ path: `${SHOTS}/offer-long-line-${width}.png` });
    });

    test('an answer refused while the offer stays open (too few units left) keeps the form and says why, without the notice', async ({
      page,
    }) => {
      const reference = `E2E-STOCK-${Date.now()}-${width}`;
      const created = await api.post('/api/admin/products', {
        data: {
          reference,
          name: `Batterie ${reference}`,
          brand: 'Pylontech',
          type: 'Batterie Lithium',
          price_public: 120,
          stock_quantity: 1,
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const product = await created.json();
      const offer = await sentOffer(api, 'stock-court', { lines: [{ productId: product.id, quantity: 2, unitPriceHt: 100 }] });
      await login(page, ADMIN.email, ADMIN.password, `/devis/${offer.quoteId}`);
      await answerOffer(page, 'accept');
      await expect(page.getByTestId('offer-answers').getByRole('alert')).toContainText(
        `Stock insuffisant pour « ${product.name} » (1 disponible) : contactez-nous pour une nouvelle offre`,
      );
      await expect(page.getByTestId('offer-changed')).toHaveCount(0);
      await expect(page.getByTestId('offer-state').first()).toHaveText('En attente de votre réponse');
      await expect(page.getByRole('button', { name: 'Accepter et commander' })).toBeVisible();
    });

    // A tab left open while the offer was answered in another: its answer is refused (409), and the
    // page shows the offer as it now is instead of buttons that can only fail again.
    for (const [first, late, state] of [
      ['accept', 'decline', 'Acceptée'],
      ['decline', 'accept', 'Refusée'],
      ['accept', 'change', 'Acceptée'],
    ] as const) {
      test(`a stale tab that tries to ${late} an offer already answered (${first}) shows its real state`, async ({ page, context }) => {
        const offer = await sentOffer(api, `onglet-${late}`);
        await login(page, ADMIN.email, ADMIN.password, `/devis/${offer.quoteId}`);
        const stale = await context.newPage();
        await stale.goto(`/devis/${offer.quoteId}`);
        await expect(stale.getByTestId('offer-state').first()).toHaveText('En attente de votre réponse');

        await answerOffer(page, first);
        await expect(page.getByTestId('answer-confirmation')).toBeVisible();
        await answerOffer(stale, late);

        const notice = stale.getByTestId('offer-changed');
        await expect(notice).toHaveText(
          'Votre réponse n’a pas été enregistrée : cette offre a changé entre-temps (une réponse depuis un autre onglet ou par un collègue, par exemple). Voici son état à jour.',
        );
        await expect(notice).toBeFocused();
        await expect(stale.getByTestId('offer-state').first()).toHaveText(state);
        if (state === 'Acceptée') await expect(stale.getByTestId('offer').first()).toContainText(/Commande CMD-\d{4}-\d{5}/);
        await expect(stale.getByTestId('offer-answers')).toHaveCount(0);
        if (late === 'decline') await stale.screenshot({ path: `${SHOTS}/offer-stale-tab-${width}.png`, fullPage: true });
        await stale.close();
      });
    }

    test('declines with a reason (required, in French)', async ({ page }) => {
      const offer = await sentOffer(api, 'refus');
      await openFromMyQuotes(page, offer);
      await page.getByRole('button', { name: 'Refuser' }).click();
      await page.getByRole('button', { name: 'Confirmer le refus' }).click();
      await expect(page.getByText('Indiquez la raison de votre refus')).toBeVisible();
      await expect(page.getByLabel('Raison du refus')).toBeFocused();
      await page.getByLabel('Raison du refus').fill('Budget reporté à l’an prochain');
      await page.getByRole('button', { name: 'Confirmer le refus' }).click();
      await expect(page.getByTestId('answer-confirmation')).toContainText('Votre refus est enregistré');
      await expect(page.getByTestId('offer-state').first()).toHaveText('Refusée');
      await expect(page.getByText('« Budget reporté à l’an prochain »')).toBeVisible();
      await expect(page.getByTestId('offer-answers')).toHaveCount(0);
    });

    test('asks for a change, writes a message; staff send version 2 and version 1 stays read only', async ({ page }) => {
      const offer = await sentOffer(api, 'modif');
      await openFromMyQuotes(page, offer);
      await page.getByRole('button', { name: 'Demander une modification' }).click();
      await page.getByLabel('Modification souhaitée').fill('Pouvez-vous passer à 3 batteries ?');
      await page.getByRole('button', { name: 'Envoyer la demande' }).click();
      await expect(page.getByTestId('answer-confirmation')).toContainText('Votre demande de modification est envoyée');
      await expect(page.getByTestId('offer-state').first()).toHaveText('Modification demandée');
      const messages = page.getByTestId('quote-messages');
      await expect(messages.getByRole('listitem').filter({ hasText: 'Pouvez-vous passer à 3 batteries ?' })).toContainText('Vous');

      // An empty message is refused in French; a real one joins the thread.
      await page.getByRole('button', { name: 'Envoyer le message' }).click();
      await expect(messages.getByRole('alert')).toHaveText('Le message ne peut pas être vide');
      await page.getByLabel('Votre message').fill('Livraison possible sur chantier à Nantes ?');
      await page.getByRole('button', { name: 'Envoyer le message' }).click();
      await expect(messages.getByRole('listitem')).toHaveCount(2);
      await expect(messages.getByRole('status')).toHaveText('Message envoyé.');

      // Staff answer with version 2: it is the current offer, version 1 is kept, collapsed and read only.
      const draft = await api.post('/api/admin/offers', {
        data: { quote_id: offer.quoteId, lines: [{ label: 'Batterie lithium 5 kWh rack 19"', quantity: 3, unitPriceHt: 1200 }] },
      });
      expect(draft.status(), await draft.text()).toBe(201);
      const sent = await api.post(`/api/admin/offers/${(await draft.json()).id}/send`);
      expect(sent.status(), await sent.text()).toBe(200);
      await page.reload();
      await expect(page.getByTestId('offer').first()).toContainText('Version 2');
      await expect(page.getByTestId('offer-state').first()).toHaveText('En attente de votre réponse');
      const earlier = page.getByTestId('earlier-offers');
      await expect(earlier.getByTestId('offer')).toBeHidden();
      await earlier.getByText('Version précédente (1)').click();
      await expect(earlier.getByTestId('offer')).toContainText('Version 1');
      await expect(earlier.getByRole('button')).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/offer-page-${width}.png`, fullPage: true });
      await page
        .getByTestId('offer')
        .first()
        .screenshot({ path: `${SHOTS}/offer-card-${width}.png` });
      await expectNoSeriousAxe(page, `offer page @${width}`);
    });

    test('an expired offer says so instead of the buttons, and the API refuses it in French', async ({ page }) => {
      const offer = await sentOffer(api, 'expire');
      await sql(`UPDATE offers SET valid_until = (now() AT TIME ZONE 'Europe/Paris')::date - 3 WHERE id = $1`, [offer.offerId]);
      await login(page);
      await page.goto(`/devis/${offer.quoteId}`);
      await expect(page.getByTestId('offer-state').first()).toHaveText('Expirée');
      await expect(page.getByTestId('offer-expired')).toContainText('Cette offre a expiré le');
      await expect(page.getByRole('button', { name: 'Accepter l’offre' })).toHaveCount(0);
      // A message can still be written (to ask for a new version).
      await expect(page.getByLabel('Votre message')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/offer-expired-${width}.png`, fullPage: true });
      const refused = await api.post(`/api/quotes/${offer.quoteId}/offers/${offer.offerId}/accept`, {
        data: { name: 'Claire Martin', acceptTerms: true },
      });
      expect(refused.status()).toBe(409);
      expect((await refused.json()).message).toBe('Cette offre a expiré : demandez une nouvelle version');
    });

    test('a buyer without an account opens the mailed link, downloads the PDF and accepts with it', async ({ page, baseURL }) => {
      const offer = await sentOffer(api, 'lien-mail');
      // The link as the offer's mail carries it (the test server's mail is captured: mail-capture.ts).
      let link = '';
      // The mail goes through the mail queue's worker: on a busy CI machine it may take longer than a page assertion.
      await expect
        .poll(
          () => {
            const pattern = new RegExp(`${baseURL}(/devis/${offer.quoteId}\\?cle=[A-Za-z0-9_-]+)`);
            link =
              mailsTo(offer.email)
                .map((mail) => mail.body.match(pattern)?.[1])
                .find(Boolean) ?? '';
            return link;
          },
          { timeout: 20_000 },
        )
        .toBeTruthy();
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: offer.subject })).toBeVisible();
      const pdf = page.getByRole('link', { name: `Télécharger le PDF de l’offre ${offer.number}` });
      const key = new URL(link, baseURL).searchParams.get('cle')!;
      await expect(pdf).toHaveAttribute('href', `/api/quotes/${offer.quoteId}/offers/${offer.offerId}/pdf?key=${key}`);
      const file = await page.request.get((await pdf.getAttribute('href'))!);
      expect(file.headers()['content-type']).toContain('application/pdf');

      await page.getByRole('button', { name: 'Accepter l’offre' }).click();
      await page.getByRole('button', { name: 'Accepter et commander' }).click();
      await expect(page.getByText('Indiquez vos nom et prénom pour accepter l’offre')).toBeVisible();
      await page.getByLabel('Vos nom et prénom').fill('Paul Durand');
      await page.getByRole('checkbox', { name: /J’ai lu et j’accepte/ }).check();
      await page.getByRole('button', { name: 'Accepter et commander' }).click();
      await expect(page.getByTestId('answer-confirmation')).toContainText(/Votre commande CMD-\d{4}-\d{5} est confirmée/);
      // No account: nothing to follow in a pro space.
      await expect(page.getByRole('link', { name: 'Voir mes commandes' })).toHaveCount(0);
      await expect(page.getByText('Acceptée le')).toContainText('Paul Durand');
    });

    test('a wrong link, or no session and no key, is a clear « Lien invalide » page', async ({ page }) => {
      const offer = await sentOffer(api, 'lien');
      await page.goto(`/devis/${offer.quoteId}?cle=${'x'.repeat(43)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Lien invalide' })).toBeVisible();
      await expect(page.getByText(/Lien invalide ou accès refusé à cette demande de devis/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
        'href',
        `/login?redirect=${encodeURIComponent(`/devis/${offer.quoteId}`)}`,
      );
      await page.goto(`/devis/${offer.quoteId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Lien invalide' })).toBeVisible();
      // The page is not for search engines.
      const res = await page.request.get(`/devis/${offer.quoteId}?cle=abc`);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/<meta name="robots" content="noindex"/);
      expect(html).not.toContain('cle=abc');
    });
  });
}
