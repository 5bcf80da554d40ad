import { offerTotals } from '@stockwatt/shared';
import { ADMIN, axeFindings, createPro, expect, openAdmin, shot, sql, test, toast } from './fixtures';

const euros = (n: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(n);

/**
 * From quote to order in the back office (issue 29.4): staff price an offer on the quote (a
 * catalogue line from the request, another picked by reference, a free line), send it, the buyer
 * accepts it; then the order is found in Commandes and moved to delivered, each move in its history.
 */
test('a quote becomes an offer, then an order prepared, shipped and delivered', async ({ admin: page, api, request, browser, baseURL }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const pro = await createPro(request, `pro-commande-${stamp}@example.fr`);
  const [{ id: userId }] = await sql<{ id: number }>('SELECT id FROM users WHERE email = $1', [pro.email]);
  const { accessToken } = await (await request.post('/api/auth/login', { data: pro })).json();
  // The buyer's company, which the offer keeps when sent and its order after: where to invoice and ship.
  const company = await request.put('/api/account/company', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: {
      legalName: 'Solaire Atlantique SARL',
      siret: '404 833 048 00022',
      vatNumber: 'FR83404833048',
      billingAddress: { line1: '12 rue des Entrepreneurs', line2: null, postalCode: '33000', city: 'Bordeaux', country: 'FR' },
      deliveryAddress: { line1: 'Zone artisanale des Gaulnes', line2: 'Quai 4', postalCode: '33700', city: 'Mérignac', country: 'FR' },
    },
  });
  expect(company.status(), await company.text()).toBe(200);
  const [battery] = await api('GET', '/api/admin/products?filter={"q":"40L50PYL48US"}');
  const [support] = await api('GET', '/api/admin/products?filter={"q":"SUPPORT-US2000C"}');
  const [{ id: quoteId }] = await sql<{ id: number }>(
    `INSERT INTO quotes (client_type, name, company, email, phone, subject, message, items, status, user_id)
     VALUES ('entreprise', $1, 'Solaire Atlantique', $2, '0556000000', $3, 'Merci de chiffrer ce panier.', $4, 'stocké', $5)
     RETURNING id`,
    [
      `Client commande ${stamp}`,
      pro.email,
      `Devis commande ${stamp}`,
      JSON.stringify([{ productId: battery.id, reference: battery.reference, name: battery.name, quantity: 2, unitPrice: 594.99 }]),
      userId,
    ],
  );

  // The quote's page, from its row in the list.
  await openAdmin(page, '/quotes');
  await page.getByRole('searchbox', { name: 'Rechercher une demande de devis' }).fill(`Devis commande ${stamp}`);
  await expect(page).toHaveURL(new RegExp(String(stamp))); // the search is applied (debounced): no later navigation
  await page.getByRole('link', { name: `Offres et messages de la demande n° ${quoteId}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Demande n° ${quoteId} · Devis commande ${stamp}` })).toBeVisible();
  await expect(page.getByText('Aucune offre pour cette demande.')).toBeVisible();

  // A draft starts from the request's line at the catalogue price HT.
  await page.getByRole('button', { name: 'Nouvelle offre' }).click();
  await expect(toast(page, 'Brouillon d’offre créé')).toBeVisible();
  const editor = page.getByRole('form', { name: 'Modifier le brouillon' });
  await expect(editor.getByRole('combobox', { name: 'Produit du catalogue' })).toHaveValue(`${battery.reference} — ${battery.name}`);
  await expect(editor.getByRole('textbox', { name: 'PU HT (€)' }).first()).toHaveValue(String(battery.price_ht));

  // A second catalogue product, picked by its reference's words as staff type them, with a discount; then a free line.
  await editor.getByRole('button', { name: 'Ajouter un produit' }).click();
  await editor.getByRole('combobox', { name: 'Produit du catalogue' }).nth(1).fill('us2000c support');
  await page.getByRole('option', { name: /SUPPORT-US2000C/ }).click();
  await expect(editor.getByRole('textbox', { name: 'PU HT (€)' }).nth(1)).toHaveValue(String(support.price_ht));
  await editor.getByRole('textbox', { name: 'Quantité' }).nth(1).fill('2');
  await editor.getByRole('textbox', { name: 'Remise (%)' }).nth(1).fill('7,5');
  await editor.getByRole('button', { name: 'Ajouter une ligne libre' }).click();
  await editor.getByRole('textbox', { name: 'Désignation' }).fill('Mise en service sur site');
  await editor.getByRole('textbox', { name: 'PU HT (€)' }).nth(2).fill('150');
  await editor.getByRole('textbox', { name: 'Frais de livraison HT (€)' }).fill('35');
  await editor.getByRole('textbox', { name: 'Note (visible par l’acheteur)' }).fill('Livraison sous 5 jours ouvrés.');

  const expected = offerTotals(
    [
      { productId: battery.id, reference: null, label: '', quantity: 2, unitPriceHt: battery.price_ht, discountPercent: 0 },
      { productId: support.id, reference: null, label: '', quantity: 2, unitPriceHt: support.price_ht, discountPercent: 7.5 },
      { productId: null, reference: null, label: '', quantity: 1, unitPriceHt: 150, discountPercent: 0 },
    ],
    35,
  );
  const preview = editor.getByRole('region', { name: 'Totaux (aperçu, recalculés par le serveur)' });
  await expect(preview).toContainText(euros(expected.totalHt));
  await expect(preview).toContainText(euros(expected.vat));
  await expect(preview).toContainText(euros(expected.totalTtc));
  await shot(page, 'offer-editor');
  const findings = await axeFindings(page, 'offer-editor');

  await editor.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Brouillon enregistré')).toBeVisible();
  const [draft] = await api('GET', `/api/admin/offers?filter=${encodeURIComponent(JSON.stringify({ quote_id: quoteId }))}`);
  expect(draft).toMatchObject({ total_ht: expected.totalHt, vat: expected.vat, total_ttc: expected.totalTtc, lines: expect.any(Array) });
  expect(draft.lines).toHaveLength(3);

  // Sending, after a confirmation: the number appears, the version is read-only.
  await page.getByRole('form', { name: 'Modifier le brouillon' }).getByRole('button', { name: 'Envoyer' }).click();
  await page.getByRole('dialog', { name: 'Envoyer l’offre au client ?' }).getByRole('button', { name: 'Envoyer' }).click();
  const sentToast = toast(page, /^Offre DEV-\d{4}-\d{5} envoyée$/);
  await expect(sentToast).toBeVisible();
  const offerNumber = /DEV-\d{4}-\d{5}/.exec((await sentToast.textContent()) ?? '')![0];
  const version = page.getByRole('button', { name: new RegExp(`^Version 1 ${offerNumber}`) });
  await expect(version).toContainText('Envoyée');
  await expect(page.getByRole('form', { name: 'Modifier le brouillon' })).toHaveCount(0);
  await version.click();
  await expect(page.getByText('Version envoyée : elle ne se modifie plus.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: `PDF de l’offre ${offerNumber}` })).toBeVisible();

  // Staff answer on the thread.
  await page.getByRole('textbox', { name: 'Votre réponse' }).fill('Bonjour, voici notre offre chiffrée.');
  await page.getByRole('button', { name: 'Répondre' }).click();
  await expect(toast(page, 'Réponse envoyée à l’acheteur')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Messages' })).toContainText('Bonjour, voici notre offre chiffrée.');

  // The buyer accepts from their account (what the shop's page does).
  const accepted = await request.post(`/api/quotes/${quoteId}/offers/${draft.id}/accept`, {
    data: { name: 'Camille Martin', acceptTerms: true },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const { id: orderId, number: orderNumber } = (await accepted.json()) as { id: number; number: string };

  // Commandes: the order found by its number.
  await page.getByRole('menuitem', { name: 'Commandes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher une commande' }).fill(orderNumber);
  await expect(page).toHaveURL(new RegExp(orderNumber));
  const row = page.locator('tbody tr', { hasText: orderNumber });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Client commande ${stamp}`);
  await expect(row).toContainText('Confirmée');
  await expect(row).toContainText(euros(expected.totalHt));
  await expect(row).toContainText(euros(expected.totalTtc));
  findings.push(...(await axeFindings(page, 'orders-list')));
  await row.click();

  await expect(page.getByRole('heading', { level: 1, name: `Commande ${orderNumber}` })).toBeVisible();
  // The discount as staff typed it, in French.
  await expect(page.getByRole('table', { name: 'Lignes de la commande' }).getByRole('row').nth(2)).toContainText('7,5 %');
  // Who to invoice and where to ship, as the order keeps them.
  const buyer = page.getByRole('region', { name: 'Acheteur' });
  for (const text of ['Solaire Atlantique SARL', '40483304800022', 'FR83404833048']) await expect(buyer).toContainText(text);
  await expect(buyer.getByLabel('Adresse de facturation')).toHaveText(/^12 rue des Entrepreneurs\s+33000 Bordeaux\s+France$/);
  await expect(page.getByRole('region', { name: 'Livraison' }).getByLabel('Adresse de livraison')).toHaveText(
    /^Zone artisanale des Gaulnes\s+Quai 4\s+33700 Mérignac\s+France$/,
  );
  const actions = page.getByRole('region', { name: 'Actions' });
  await expect(actions.getByRole('button')).toHaveText(['Préparer', 'Annuler la commande']);
  await actions.getByRole('button', { name: 'Préparer' }).click();
  await expect(toast(page, 'Commande en préparation')).toBeVisible();
  await expect(actions.getByRole('button')).toHaveText(['Expédier', 'Annuler la commande']);

  // Shipping needs the carrier and the tracking number: the API's French error under the field.
  await actions.getByRole('button', { name: 'Expédier' }).click();
  const ship = page.getByRole('dialog', { name: `Expédier la commande ${orderNumber}` });
  await ship.getByRole('textbox', { name: 'Transporteur' }).fill('DB Schenker');
  await ship.getByRole('button', { name: 'Expédier' }).click();
  await expect(ship.getByText('Indiquez le numéro de suivi')).toBeVisible();
  findings.push(...(await axeFindings(page, 'ship-dialog')));
  await ship.getByRole('textbox', { name: 'N° de suivi' }).fill('SCH-123456789');
  await ship.getByRole('button', { name: 'Expédier' }).click();
  await expect(toast(page, 'Commande expédiée')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Livraison' })).toContainText('SCH-123456789');

  await actions.getByRole('button', { name: 'Marquer livrée' }).click();
  await expect(toast(page, 'Commande livrée')).toBeVisible();
  await expect(actions).toContainText('Aucune action possible : la commande est livrée.');
  const history = page.getByRole('region', { name: 'Historique' }).getByRole('listitem');
  await expect(history).toHaveCount(4);
  await expect(history.nth(0)).toContainText('Commande créée (offre acceptée) · Acceptée par Camille Martin');
  await expect(history.nth(1)).toContainText('En préparation');
  await expect(history.nth(2)).toContainText('Transporteur : DB Schenker · N° de suivi : SCH-123456789');
  await expect(history.nth(3)).toContainText('Livrée');
  findings.push(...(await axeFindings(page, 'order-show')));

  // The dashboard counts it: by status, in the funnel, in this month's value.
  await page.getByRole('menuitem', { name: 'Tableau de bord' }).click();
  const orders = page.getByRole('region', { name: 'Commandes' });
  await expect(orders.getByRole('link', { name: /^1 Livrées$/ })).toBeVisible();
  await expect(orders.getByRole('figure')).toContainText(euros(expected.totalHt));
  await shot(page, 'dashboard');

  // The same screens on a phone, in a context of its own (the desktop's open menu would be a drawer there).
  const phone = await browser.newContext({ baseURL, locale: 'fr-FR', viewport: { width: 390, height: 844 } });
  try {
    const small = await phone.newPage();
    expect((await small.request.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
    await openAdmin(small, `/orders/${orderId}/show`);
    await expect(small.getByRole('heading', { level: 1, name: `Commande ${orderNumber}` })).toBeVisible();
    findings.push(...(await axeFindings(small, 'order-show')));
    await openAdmin(small, `/orders?filter=${encodeURIComponent(JSON.stringify({ q: orderNumber }))}`);
    await expect(small.getByText(orderNumber, { exact: true })).toBeVisible(); // a simple list on phones
    findings.push(...(await axeFindings(small, 'orders-list')));
    // A second draft, to see the editor on a phone.
    await openAdmin(small, `/quotes/${quoteId}/show`);
    await small.getByRole('button', { name: 'Nouvelle offre' }).click();
    await expect(small.getByRole('form', { name: 'Modifier le brouillon' })).toBeVisible();
    findings.push(...(await axeFindings(small, 'offer-editor')));
    await openAdmin(small, '/');
    await expect(small.getByRole('region', { name: 'Commandes' })).toBeVisible();
    await shot(small, 'dashboard');
  } finally {
    await phone.close();
  }
  expect(findings).toEqual([]);
});

test('an order is cancelled with a reason; the list filters by status and buyer account; the offer PDF downloads', async ({
  admin: page,
  api,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const pro = await createPro(request, `pro-annule-${stamp}@example.fr`);
  const [{ id: userId }] = await sql<{ id: number }>('SELECT id FROM users WHERE email = $1', [pro.email]);
  const [product] = await api('GET', '/api/admin/products?filter={"q":"SUPPORT-US2000C"}');
  const [{ id: quoteId }] = await sql<{ id: number }>(
    `INSERT INTO quotes (client_type, name, email, phone, subject, message, items, status, user_id)
     VALUES ('entreprise', $1, $2, '0556000000', 'Annulation', 'Bonjour', $3, 'stocké', $4) RETURNING id`,
    [
      `Client annulé ${stamp}`,
      pro.email,
      JSON.stringify([{ productId: product.id, reference: product.reference, name: product.name, quantity: 1, unitPrice: 58.8 }]),
      userId,
    ],
  );
  const draft = await api('POST', '/api/admin/offers', { quote_id: quoteId });
  const sent = await api('POST', `/api/admin/offers/${draft.id}/send`);
  const { accessToken } = await (await request.post('/api/auth/login', { data: pro })).json();
  const accepted = await request.post(`/api/quotes/${quoteId}/offers/${draft.id}/accept`, {
    data: { name: 'Client Annulé', acceptTerms: true },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const order = await accepted.json();

  // The offer's PDF, from the quote's page.
  await openAdmin(page, `/quotes/${quoteId}/show`);
  await page.getByRole('button', { name: new RegExp(`^Version 1 ${sent.number}`) }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `PDF de l’offre ${sent.number}` }).click();
  expect((await download).suggestedFilename()).toBe(`${sent.number}.pdf`);

  // The buyer's account filters the list.
  await openAdmin(page, '/orders');
  await page.getByRole('combobox', { name: 'Acheteur' }).fill(pro.email);
  await page.getByRole('option', { name: pro.email }).click();
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr')).toContainText(order.number);

  await page.locator('tbody tr', { hasText: order.number }).click();
  await page.getByRole('button', { name: 'Annuler la commande' }).click();
  const dialog = page.getByRole('dialog', { name: `Annuler la commande ${order.number} ?` });
  await expect(dialog).toContainText('Le stock réservé est rendu');
  await dialog.getByRole('textbox', { name: 'Motif de l’annulation (envoyé à l’acheteur)' }).fill('Chantier reporté');
  await dialog.getByRole('button', { name: 'Annuler la commande' }).click();
  await expect(toast(page, 'Commande annulée')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Actions' })).toContainText('Aucune action possible : la commande est annulée.');
  await expect(page.getByRole('region', { name: 'Historique' })).toContainText('Motif : Chantier reporté');
  // A buyer who never filled in their company: the order says it has no address, rather than nothing.
  await expect(page.getByRole('region', { name: 'Livraison' })).toContainText(
    'Aucune adresse sur la commande : l’acheteur n’avait pas renseigné sa société.',
  );

  // The status filter.
  await openAdmin(page, `/orders?filter=${encodeURIComponent(JSON.stringify({ status: 'annulée' }))}`);
  await expect(page.locator('tbody tr', { hasText: order.number })).toContainText('Annulée');
  await expect(page.locator('tbody tr').filter({ hasNotText: 'Annulée' })).toHaveCount(0);
});

test('a double click on « Nouvelle offre » or « Répondre » sends one request, without an error', async ({ admin: page, api }) => {
  const stamp = Date.now();
  const [{ id: quoteId }] = await sql<{ id: number }>(
    `INSERT INTO quotes (client_type, name, email, phone, subject, message, status)
     VALUES ('entreprise', $1, 'double-offre@example.fr', '0556000000', $2, 'Bonjour', 'stocké') RETURNING id`,
    [`Client double clic ${stamp}`, `Devis double clic ${stamp}`],
  );
  const posts: Record<string, number> = {};
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.method() === 'POST') posts[path] = (posts[path] ?? 0) + 1;
  });
  await openAdmin(page, `/quotes/${quoteId}/show`);
  await expect(page.getByText('Aucune offre pour cette demande.')).toBeVisible();
  await page.getByRole('button', { name: 'Nouvelle offre' }).dblclick();
  await expect(toast(page, 'Brouillon d’offre créé')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Modifier le brouillon' })).toBeVisible();
  await page.waitForLoadState('networkidle'); // a second request, if any, has been answered
  expect(posts['/api/admin/offers']).toBe(1);
  await expect(toast(page, /brouillon d’offre existe déjà/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Nouvelle offre' })).toHaveCount(0);
  const filter = encodeURIComponent(JSON.stringify({ quote_id: quoteId }));
  expect(await api('GET', `/api/admin/offers?filter=${filter}`)).toHaveLength(1);

  const messages = page.getByRole('region', { name: 'Messages' });
  await messages.getByRole('textbox', { name: 'Votre réponse' }).fill(`Réponse unique ${stamp}`);
  await messages.getByRole('button', { name: 'Répondre' }).dblclick();
  await expect(toast(page, 'Réponse envoyée à l’acheteur')).toBeVisible();
  await expect(messages.getByText(`Réponse unique ${stamp}`)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(posts['/api/admin/quote-messages']).toBe(1);
  expect(await api('GET', `/api/admin/quote-messages?filter=${filter}`)).toHaveLength(1);
});
