import { expect, test } from '../backoffice/fixtures';
import { ADMIN, catalogue, looseMoney, viewportFor, waitForApp, WIDTHS } from './helpers';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-shop';

for (const width of WIDTHS) {
  test.describe(`product page @${width}px`, () => {
    test.use({ viewport: viewportFor(width) });

    test('Force H2 (id 23): breadcrumb, reference, stars, feature grid, TTC price, tabs', async ({ page, request }) => {
      const p = await (await request.get('/api/products/23')).json();
      await page.goto('/?page=2');
      await page.goto('/product/23');
      await waitForApp(page);
      await expect(page).toHaveTitle(`${p.name} | Stockwatt`);
      const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' });
      await expect(crumbs).toHaveText(/Accueil\s*\/\s*Produits\s*\/\s*Force H2 14\.2kWh/);
      await expect(page.getByRole('link', { name: 'Retourner aux produits' })).toHaveAttribute('href', '/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Force H2 14.2kWh');
      await expect(page.getByText('Réf: FH2-1420')).toBeVisible();
      await expect(page.getByText(`(${p.review_count} avis)`)).toBeVisible();
      const stars = page.getByRole('img', { name: `Note moyenne ${p.rating} sur 5` });
      await expect(stars).toBeVisible();
      // Filled up to the rounded-down rating: the gold share of the five stars' width.
      const gold = await stars.evaluate((el) => parseFloat(getComputedStyle(el, '::before').width) / el.getBoundingClientRect().width);
      expect(gold).toBeCloseTo(Math.floor(p.rating) / 5, 2);
      const features = page.getByRole('list', { name: 'Caractéristiques principales' });
      await expect(features.getByRole('listitem')).toHaveCount(6);
      await expect(features).toContainText('Cycles de vie: 6000');
      await expect(features).toContainText('Durée de vie 10 ans');
      await expect(features).toContainText('Capacité de stockage: 14.2kWh');
      await expect(features).toContainText('Puissance de sortie jusqu’à 11520W');
      await expect(page.getByTestId('product-price')).toHaveText(new RegExp(`^${looseMoney(3895).source}\\s*TTC$`));
      await expect(page.getByText('Livraison gratuite', { exact: true })).toBeVisible();
      // Opening scrolls to the top.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.getByRole('tab', { name: 'Détails' }).click();
      await expect(page.getByRole('heading', { name: 'Spécifications techniques' })).toBeVisible();
      await expect(page.getByRole('row', { name: /Référence FH2-1420/ })).toBeVisible();
      await page.getByRole('tab', { name: 'Documentation' }).click();
      const docs = page.getByRole('tabpanel').getByRole('link');
      await expect(docs).toHaveCount(p.documentation.length);
      await expect(docs.first()).toHaveAttribute('href', p.documentation[0].url);
      await page.getByRole('tab', { name: 'Vidéo' }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
    });

    test('discounted product shows the struck original price; stock 0 reads Rupture de stock', async ({ page }) => {
      await page.goto('/product/3');
      await expect(page.getByTestId('original-price')).toHaveText(looseMoney(1492.27));
      await expect(page.getByTestId('product-price')).toContainText('1 249,99'.replace(' ', '\u202f'));
      const btn = page.getByTestId('add-to-cart');
      await expect(btn).toHaveText('Rupture de stock');
      await expect(btn).toBeDisabled();
    });

    test('unknown product: Produit non trouvé with a link home', async ({ page }) => {
      await page.goto('/product/99999');
      await expect(page.getByRole('heading', { name: 'Produit non trouvé' })).toBeVisible();
      await page.getByRole('link', { name: 'Retourner à l’accueil' }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('reviews: list with x.x/5 and French long dates; a review sent waits for moderation', async ({ page, request }) => {
      const { items } = await catalogue(request, 'q=US5000');
      const id = items[0].id;
      const before = await (await request.get(`/api/products/${id}`)).json();
      await page.goto(`/product/${id}`);
      await waitForApp(page);
      await page.getByRole('tab', { name: 'Avis' }).click();
      const list = page.getByTestId('review-list');
      await expect(list.locator('time').first()).toHaveText(
        /^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/,
      );
      await expect(page.getByTestId('review-average')).toHaveText(/^\d,\d\/5$/);
      // The honeypot is there for robots only: off screen, out of the tab order, hidden from assistive technology.
      const honeypot = page.locator('#review-website');
      await expect(honeypot).toHaveAttribute('tabindex', '-1');
      await expect(honeypot).not.toBeInViewport();
      await expect(page.locator('div:has(> #review-website)')).toHaveAttribute('aria-hidden', 'true');
      await expect(page.getByRole('textbox', { name: /Site web/ })).toHaveCount(0);

      const submit = page.getByRole('button', { name: 'Envoyer l’avis' });
      await expect(submit).toBeDisabled();
      await page.getByRole('radio', { name: '4 étoiles' }).click();
      const name = `Installateur ${width} ${Date.now()}`;
      await page.getByLabel('Votre nom').fill(name);
      await page.getByLabel('Votre commentaire').fill('Livraison rapide, batterie conforme à la fiche technique.');
      await expect(page.getByLabel('Votre commentaire')).toHaveAttribute('rows', '4');
      await submit.click();
      const message = page.getByTestId('review-message');
      await expect(message).toHaveText(
        'Merci, votre avis a bien été envoyé ! Il apparaîtra sur cette page une fois validé par notre équipe.',
      );
      await expect(message).toHaveAttribute('role', 'status');
      await expect(page.getByLabel('Votre nom')).toHaveValue('');
      if (width === 1280) await page.screenshot({ path: `${SHOTS}/review-sent-fr-${width}.png` });
      // Pending: not listed, not counted.
      await expect(list.getByText(name)).toHaveCount(0);
      expect((await (await request.get(`/api/products/${id}`)).json()).review_count).toBe(before.review_count);

      // Once a moderator accepts it, it is on the page.
      const login = await request.post('/api/auth/login', { data: ADMIN });
      const auth = { Authorization: `Bearer ${(await login.json()).accessToken}` };
      const [review] = await (
        await request.get(`/api/admin/reviews?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`, { headers: auth })
      ).json();
      expect(review.status).toBe('pending');
      expect((await request.put(`/api/admin/reviews/${review.id}`, { headers: auth, data: { status: 'accepted' } })).ok()).toBe(true);
      await page.reload();
      await waitForApp(page);
      await page.getByRole('tab', { name: 'Avis' }).click();
      await expect(list.getByText(name)).toBeVisible();
      expect((await (await request.get(`/api/products/${id}`)).json()).review_count).toBe(before.review_count + 1);
    });

    test('reviews in English: the message says the review waits for moderation', async ({ page, request }) => {
      const { items } = await catalogue(request, 'q=US5000');
      await page.goto(`/product/${items[0].id}?lang=en`);
      await waitForApp(page);
      await page.getByRole('tab', { name: 'Reviews' }).click();
      await page.getByRole('radio', { name: '5 stars' }).click();
      await page.getByLabel('Your name').fill(`Installer ${width}`);
      await page.getByLabel('Your comment').fill('Fast delivery, the battery matches its datasheet.');
      await page.getByRole('button', { name: 'Send review' }).click();
      await expect(page.getByTestId('review-message')).toHaveText(
        'Thank you, your review has been sent! It will appear on this page once our team has approved it.',
      );
      if (width === 1280) await page.screenshot({ path: `${SHOTS}/review-sent-en-${width}.png` });
    });

    test('add to cart: toast for 3 s, quantité: N when already there', async ({ page }) => {
      await page.goto('/product/23');
      await waitForApp(page);
      await page.getByTestId('add-to-cart').click();
      const toast = page.getByTestId('toast').filter({ hasText: 'Produit ajouté au panier' });
      await expect(toast).toContainText('Force H2 14.2kWh');
      await expect(page.getByTestId('cart-count')).toHaveText('1');
      await page.getByTestId('add-to-cart').click();
      await expect(page.getByTestId('toast').filter({ hasText: 'quantité: 2' })).toBeVisible();
      await expect(page.getByTestId('cart-count')).toHaveText('2');
      // Gone after 3 s (checked once, it costs the wait).
      if (width === 1280) await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 4500 });
    });
  });
}
