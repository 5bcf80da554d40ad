import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../backoffice/fixtures';
import { catalogue, expectNoSeriousAxe, holdBack, viewportFor, waitForApp, WIDTHS } from './helpers';

interface Suggestions {
  products: { id: number; name: string; reference: string; brand: string }[];
  brands: { value: string; count: number }[];
  correctedQuery: string | null;
}

async function suggestions(request: APIRequestContext, q: string): Promise<Suggestions> {
  const res = await request.get(`/api/products/suggestions?q=${encodeURIComponent(q)}`);
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as Suggestions;
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Rechercher un produit' });
const suggestionList = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' });
/** The polite live region that counts the suggestions. */
const suggestionCount = (page: Page) => page.getByRole('status').filter({ hasText: /^(\d+ suggestions?|Aucune suggestion)$/ });
const productOption = (page: Page, p: Suggestions['products'][number]) =>
  suggestionList(page).getByRole('option', { name: `${p.name}, ${p.reference}, ${p.brand}`, exact: true });

for (const width of WIDTHS) {
  test.describe(`catalogue search @${width}px`, () => {
    test.use({ viewport: viewportFor(width) });

    test('typing suggests products and brands, counted for screen readers; ArrowDown + Enter opens the product', async ({
      page,
      request,
    }) => {
      const api = await suggestions(request, 'pylon');
      expect(api.products.length).toBeGreaterThan(0);
      expect(api.products[0].brand).toBe('Pylontech');
      const brand = api.brands.find((b) => b.value === 'Pylontech')!;
      expect(brand).toBeTruthy();

      await page.goto('/');
      const box = searchBox(page);
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await box.fill('pylon');
      const list = suggestionList(page);
      await expect(list).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await expect(list.getByRole('option')).toHaveCount(api.products.length + api.brands.length);
      await expect(productOption(page, api.products[0])).toBeVisible();
      await expect(list.getByRole('option', { name: `Marque : Pylontech (${brand.count})`, exact: true })).toBeVisible();
      await expect(suggestionCount(page)).toHaveText(`${api.products.length + api.brands.length} suggestions`);
      // Inside the viewport, whatever the width.
      const popup = (await list.boundingBox())!;
      expect(popup.x).toBeGreaterThanOrEqual(0);
      expect(popup.x + popup.width).toBeLessThanOrEqual(width);
      // The results follow the text typed once it rests (300 ms): measured once they have.
      await expect(page).toHaveURL(/[?&]q=pylon/);
      await expectNoSeriousAxe(page, `suggestions @${width}`);

      await box.press('ArrowDown');
      const first = productOption(page, api.products[0]);
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/product/${api.products[0].id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(api.products[0].name);

      // Back comes to the search as typed.
      await page.goBack();
      await expect(page).toHaveURL(/[?&]q=pylon/);
      await expect(searchBox(page)).toHaveValue('pylon');
    });

    test('arrows wrap, Escape closes the list then clears the box, a brand option sets the brand filter', async ({ page, request }) => {
      const api = await suggestions(request, 'pylon');
      const count = api.products.length + api.brands.length;
      await page.goto('/');
      const box = searchBox(page);
      await box.fill('pylon');
      const list = suggestionList(page);
      await expect(list).toBeVisible();

      await box.press('Escape');
      await expect(list).toBeHidden();
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await expect(box).toHaveValue('pylon');
      // ArrowDown opens the list again; ArrowUp from the first option wraps to the last one, ArrowDown back to the first.
      await box.press('ArrowDown');
      await expect(list).toBeVisible();
      await box.press('ArrowDown');
      await box.press('ArrowUp');
      const options = list.getByRole('option');
      await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
      await box.press('ArrowDown');
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      await box.press('Escape');
      await expect(list).toBeHidden();
      await box.press('Escape');
      await expect(box).toHaveValue('');

      // A click on a brand does what Enter does: the brand filter, and the words that named it leave the search.
      await box.fill('pylon');
      await list.getByRole('option', { name: /^Marque : Pylontech/ }).click();
      await expect(list).toBeHidden();
      await expect(page).toHaveURL(/[?&]brand=Pylontech/);
      await expect(page).not.toHaveURL(/[?&]q=/);
      await expect(page.getByRole('combobox', { name: 'Marque' })).toHaveValue('Pylontech');
      await expect(box).toHaveValue('');
      const byBrand = await catalogue(request, 'brand=Pylontech');
      await expect(page.getByTestId('result-count')).toHaveText(`${byBrand.total} produits`);
    });

    test('a search nothing matches says "Aucune suggestion"; leaving the box closes the list', async ({ page }) => {
      await page.goto('/');
      await page.getByTestId('product-card').first().waitFor();
      // The box is a collapsed combobox before its suggestions' code has loaded.
      await expectNoSeriousAxe(page, `search box at rest @${width}`);
      const box = searchBox(page);
      await box.fill('zzzz-introuvable');
      await expect(suggestionCount(page)).toHaveText('Aucune suggestion');
      await expect(suggestionList(page)).toBeHidden();
      await expect(box).toHaveAttribute('aria-expanded', 'false');

      await box.fill('pylon');
      await expect(suggestionList(page)).toBeVisible();
      await box.press('Tab');
      await expect(suggestionList(page)).toBeHidden();
      await box.focus();
      await box.press('End');
      await box.press('Backspace');
      await expect(suggestionList(page)).toBeVisible();
      await page.getByRole('heading', { name: 'Nos produits' }).click();
      await expect(suggestionList(page)).toBeHidden();
    });

    test('a misspelt search shows what was searched instead, and one click searches for it', async ({ page, request }) => {
      const api = await catalogue(request, 'q=pyllontech');
      expect(api.items.length).toBeGreaterThan(0);
      await page.goto('/');
      await searchBox(page).fill('pyllontech');
      await expect(page).toHaveURL(/[?&]q=pyllontech/);
      // The suggestions (for the corrected spelling too) close as the buyer leaves the box.
      await expect(suggestionList(page)).toBeVisible();
      await searchBox(page).press('Escape');
      const line = page.getByRole('status').filter({ hasText: 'Aucun résultat pour' });
      await expect(line).toHaveText('Aucun résultat pour « pyllontech ». Résultats pour « pylontech ».');
      // A spelling corrected is what the buyer asked for: no offer to source it.
      await expect(line.getByRole('link', { name: 'Le demander sur devis' })).toHaveCount(0);
      const cards = page.getByTestId('product-card');
      await expect(cards.first().getByRole('heading')).toHaveText(api.items[0].name);
      await expect(cards.first().getByRole('heading')).toContainText('Pylontech');

      await line.getByRole('button', { name: 'pylontech', exact: true }).click();
      await expect(page).toHaveURL(/[?&]q=pylontech(&|$)/);
      await expect(searchBox(page)).toHaveValue('pylontech');
      await expect(page.getByText('Aucun résultat pour')).toHaveCount(0);
      // Back: the address changes under the box (not its own writing), and the box follows it.
      await page.goBack();
      await expect(page).toHaveURL(/[?&]q=pyllontech(&|$)/);
      await expect(searchBox(page)).toHaveValue('pyllontech');
    });

    test('a pause after a word keeps its space: the next word typed is a word of its own', async ({ page }) => {
      await page.goto('/');
      await searchBox(page).pressSequentially('batterie ');
      // The address follows the pause (the box's text, trimmed)…
      await expect(page).toHaveURL(/[?&]q=batterie(&|#|$)/);
      // …and the box keeps the space typed: « lithium » was appended to « batterie » before.
      await expect(searchBox(page)).toHaveValue('batterie ');
      await searchBox(page).pressSequentially('lithium');
      await expect(page).toHaveURL(/[?&]q=batterie(\+|%20)lithium/);
      await expect(searchBox(page)).toHaveValue('batterie lithium');
    });

    test('a search whose last word matches nothing shows the products of the words before it, and says so', async ({ page }) => {
      await page.goto('/');
      await searchBox(page).fill('onduleur 3kw');
      await searchBox(page).press('Enter');
      await expect(page).toHaveURL(/[?&]q=onduleur(\+|%20)3kw/);
      const line = page.getByRole('status').filter({ hasText: 'Aucun résultat pour' });
      await expect(line.getByRole('paragraph').first()).toHaveText('Aucun résultat pour « onduleur 3kw ». Résultats pour « onduleur ».');
      // The shop lists no 3 kW inverter: the buyer may still ask for one.
      await expect(line.getByRole('paragraph').nth(1)).toHaveText(
        'Vous ne trouvez pas « onduleur 3kw » ? Nous pouvons vous le procurer. Le demander sur devis',
      );
      await expect(page.getByTestId('product-card').first().getByRole('heading')).toContainText(/onduleur/i);
      await expect(page.getByText('Aucun produit trouvé')).toHaveCount(0);
    });
  });
}

/** Searches `typed` from the home page and expects the notice that shows `shown` instead; answers the notice. */
async function searchShownAs(page: Page, typed: string, shown: string) {
  await page.goto('/');
  await waitForApp(page);
  await searchBox(page).fill(typed);
  await searchBox(page).press('Enter');
  const line = page.getByRole('status').filter({ hasText: 'Aucun résultat pour' });
  await expect(line.getByRole('paragraph').first()).toHaveText(`Aucun résultat pour « ${typed} ». Résultats pour « ${shown} ».`);
  return line;
}

test('a brand the shop does not sell, typed before the product: the products of that kind, and the offer to source what was asked', async ({
  page,
}) => {
  const line = await searchShownAs(page, 'huawei batterie', 'batterie');
  await expect(line.getByRole('paragraph').nth(1)).toHaveText(
    'Vous ne trouvez pas « huawei batterie » ? Nous pouvons vous le procurer. Le demander sur devis',
  );
  await expect(page.getByTestId('product-card').first().getByRole('heading')).toContainText(/batterie/i);
  await expectNoSeriousAxe(page, 'a search shown without a word');
  await line.getByRole('link', { name: 'Le demander sur devis' }).click();
  await expect(page).toHaveURL(/\/demande-devis\?recherche=huawei(%20|\+)batterie$/);
  await expect(page.getByLabel('Sujet *')).toHaveValue('Demande de devis : huawei batterie (hors catalogue)');
});

test('a brand the shop does not sell that batteries name as compatible, typed with the kind: the inverters, not those batteries', async ({
  page,
}) => {
  const line = await searchShownAs(page, 'growatt onduleur', 'onduleur');
  await expect(line.getByRole('link', { name: 'Le demander sur devis' })).toBeVisible();
  const headings = page.getByTestId('product-card').getByRole('heading');
  await expect(headings.first()).toContainText(/onduleur/i);
  expect((await headings.allTextContents()).filter((name) => /batterie/i.test(name))).toEqual([]);
});

test('a figure the shop does not list: the notice names the figure the cards hold, and its button shows them again', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await searchBox(page).fill('panneau 400w');
  await searchBox(page).press('Enter');
  const line = page.getByRole('status').filter({ hasText: 'Aucun résultat pour' });
  // The nearest figure, 380 W, is only in a micro-inverter's description; the panels shown are 430 Wc.
  await expect(line).toHaveText('Aucun résultat pour « panneau 400w ». Résultats pour « panneau 430w ».');
  const firstCard = page.getByTestId('product-card').first().getByRole('heading');
  await expect(firstCard).toContainText('430 Wc');
  const shownFirst = await firstCard.textContent();
  await line.getByRole('button', { name: 'panneau 430w', exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=panneau(\+|%20)430w(&|$)/);
  await expect(page.getByText('Aucun résultat pour')).toHaveCount(0);
  await expect(firstCard).toHaveText(shownFirst ?? '');
});

test("Enter typed before the suggestions' code has arrived searches, and the list does not open over the results", async ({ page }) => {
  // A slow line: the suggestions' chunk (loaded with the box's first keystroke) comes late.
  const release = await holdBack(page, /\/assets\/SearchSuggestions-[^/]+\.js$/);
  await page.goto('/');
  await searchBox(page).fill('fullblack');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/[?&]q=fullblack/);
  const arrived = page.waitForResponse(/\/assets\/SearchSuggestions-/);
  release();
  await arrived;
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: 'Aucun résultat pour' })).toHaveText(
    'Aucun résultat pour « fullblack ». Résultats pour « full black ».',
  );
  await expect(suggestionList(page)).toBeHidden();
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
  // Typing again asks for suggestions as usual.
  await searchBox(page).fill('panneau');
  await expect(suggestionList(page)).toBeVisible();
});

test.describe('order of a search', () => {
  test('"Pertinence" is offered and chosen while a search is typed; another order stays in the address', async ({ page, request }) => {
    await page.goto('/');
    const sort = page.getByRole('combobox', { name: 'Trier par' });
    await expect(sort.getByRole('option', { name: 'Pertinence' })).toHaveCount(0);
    await expect(sort.getByRole('option', { name: 'Nom (A → Z)', selected: true })).toHaveCount(1);

    await searchBox(page).fill('deye');
    await expect(page).toHaveURL(/\?q=deye$/);
    await expect(sort.getByRole('option', { name: 'Pertinence', selected: true })).toHaveCount(1);
    const ranked = await catalogue(request, 'q=deye');
    await expect(page.getByTestId('product-card').first().getByRole('heading')).toHaveText(ranked.items[0].name);

    await sort.selectOption({ label: 'Nom (A → Z)' });
    await expect(page).toHaveURL(/[?&]sort=name/);
    await expect(page).toHaveURL(/[?&]q=deye/);
    const byName = await catalogue(request, 'q=deye&sort=name');
    await expect(page.getByTestId('product-card').first().getByRole('heading')).toHaveText(byName.items[0].name);
    await page.reload();
    await expect(sort.getByRole('option', { name: 'Nom (A → Z)', selected: true })).toHaveCount(1);

    // Relevance again is the search's default: out of the address.
    await sort.selectOption({ label: 'Pertinence' });
    await expect(page).toHaveURL(/\?q=deye$/);

    await page.getByRole('link', { name: 'Réinitialiser les filtres' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(searchBox(page)).toHaveValue('');
    await expect(sort.getByRole('option', { name: 'Pertinence' })).toHaveCount(0);
  });
});

test.describe('what a buyer pastes or is sent', () => {
  test('two cells copied from a spreadsheet (a tab between them) search as two words', async ({ page, request }) => {
    const spaced = await catalogue(request, 'q=FH3-205%20pylontech');
    expect(spaced.items[0].reference).toBe('FH3-205');
    await page.goto('/');
    await waitForApp(page);
    await searchBox(page).fill('FH3-205\tpylontech');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/[?&]q=FH3-205%09pylontech/);
    await expect(page.getByTestId('product-card').first().getByRole('heading')).toHaveText(spaced.items[0].name);
    await expect(page.getByText('Recherche impossible')).toHaveCount(0);
  });

  test("a search's page is titled with its words, by the server and as the buyer searches again, and kept out of indexes", async ({
    page,
  }) => {
    const response = await page.goto('/?q=onduleur%20%20hybride');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Recherche « onduleur hybride » | Stockwatt');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await waitForApp(page);
    await expect(page).toHaveTitle('Recherche « onduleur hybride » | Stockwatt');
    await searchBox(page).fill('pylontech');
    await searchBox(page).press('Enter');
    await expect(page).toHaveTitle('Recherche « pylontech » | Stockwatt');
    await page.getByRole('link', { name: /retour à l’accueil/ }).click();
    await expect(page).toHaveTitle('Stockwatt — Batteries et stockage photovoltaïque pour professionnels');
    const home = await page.request.get('/');
    expect(await home.text()).not.toContain('noindex');
  });

  test('the search box stops at the longest search the catalogue runs', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await searchBox(page).fill('a'.repeat(250));
    await expect(searchBox(page)).toHaveValue('a'.repeat(200));
  });
});

// A link whose search the catalogue refuses: too long, or with a character no one types (a NUL
// one is refused for the whole API before any route runs; the shop's page still says why).
const REFUSED_SEARCHES = [
  { what: 'a search too long', q: 'a'.repeat(201), says: 'au plus 200 caractères', titled: `${'a'.repeat(59)}…` },
  { what: 'a NUL character', q: 'batterie%00lithium', says: 'sans caractères de contrôle', titled: 'batterie lithium' },
];

for (const javaScriptEnabled of [true, false]) {
  for (const { what, q, says, titled } of REFUSED_SEARCHES) {
    test.describe(`a link with ${what}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
      test.use({ javaScriptEnabled });

      test('answers 400 and says why where the products would be, with nothing to retry', async ({ page }) => {
        const response = await page.goto(`/?q=${q}`);
        expect(response?.status()).toBe(400);
        if (javaScriptEnabled) await waitForApp(page);
        const refused = page.getByTestId('refused-state');
        await expect(refused.getByRole('heading', { name: 'Recherche impossible' })).toBeVisible();
        await expect(refused).toContainText(says);
        await expect(page.getByRole('button', { name: 'Réessayer' })).toHaveCount(0);
        await expect(page.getByText('Impossible de charger les produits')).toHaveCount(0);
        // Its title shows the words without the control character, 60 characters at most.
        await expect(page).toHaveTitle(`Recherche « ${titled} » | Stockwatt`);
        if (!javaScriptEnabled) return;
        await expectNoSeriousAxe(page, 'refused search');
        await refused.getByRole('link', { name: 'Réinitialiser les filtres' }).click();
        await expect(page).toHaveURL(/\/(#produits)?$/);
        await expect(page.getByTestId('product-card').first()).toBeVisible();
      });
    });
  }
}

test('a control character or an unknown category in the address is refused the same way, not a failure to retry', async ({ page }) => {
  for (const address of ['/?q=pylontech%07', '/?category=inconnue', `/?brand=${'b'.repeat(121)}`]) {
    const response = await page.goto(address);
    expect({ address, status: response?.status() }).toEqual({ address, status: 400 });
    await waitForApp(page);
    await expect(page.getByTestId('refused-state').getByRole('heading', { name: 'Recherche impossible' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Réessayer' })).toHaveCount(0);
  }
  // A failure that trying again can mend is still told as one: the API unavailable for this request.
  await page.route('**/api/products?*', (route) => route.fulfill({ status: 503, body: '{}' }));
  await page.goto('/');
  await waitForApp(page);
  await page.getByRole('combobox', { name: 'Trier par' }).selectOption({ label: 'Prix croissant' });
  await expect(page.getByText('Impossible de charger les produits')).toBeVisible();
  await expect(page.getByTestId('refused-state')).toHaveCount(0);
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a search for a product the shop does not list, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('offers to ask for it on quote; the quote form asks for what was searched', async ({ page }) => {
      await page.goto('/?q=parafoudre%20dc%201000v#produits');
      if (javaScriptEnabled) await waitForApp(page);
      const empty = page.getByTestId('empty-state');
      await expect(empty.getByRole('heading', { name: 'Aucun produit trouvé' })).toBeVisible();
      await expect(empty).toContainText('Vous ne trouvez pas « parafoudre dc 1000v » ? Nous pouvons vous le procurer.');
      if (javaScriptEnabled) await expectNoSeriousAxe(page, 'search with no product');
      // A real link: it resets the catalogue before the script has run, or without it.
      await expect(empty.getByRole('link', { name: 'Réinitialiser les filtres' })).toHaveAttribute('href', '/#produits');
      if (javaScriptEnabled) {
        // Ctrl/Cmd-click opens the reset catalogue in a new tab, as any link does; this one keeps its search.
        const [opened] = await Promise.all([
          page.context().waitForEvent('page'),
          empty.getByRole('link', { name: 'Réinitialiser les filtres' }).click({ modifiers: ['ControlOrMeta'] }),
        ]);
        await expect(page).toHaveURL(/q=parafoudre/);
        await opened.close();
      }
      await empty.getByRole('link', { name: 'Le demander sur devis' }).click();
      await expect(page).toHaveURL(/\/demande-devis\?recherche=parafoudre(%20|\+)dc(%20|\+)1000v$/);
      if (!javaScriptEnabled) return;
      await expect(page.getByLabel('Sujet *')).toHaveValue('Demande de devis : parafoudre dc 1000v (hors catalogue)');
      // A search as long as the box takes stays within the subject's 200 characters, an emoji at the cut whole.
      const long = `${'x'.repeat(119)}🔋${'y'.repeat(80)}`;
      await page.goto(`/demande-devis?recherche=${encodeURIComponent(long)}`);
      await waitForApp(page);
      await expect(page.getByLabel('Sujet *')).toHaveValue(`Demande de devis : ${'x'.repeat(119)}🔋 (hors catalogue)`);
      // Filters alone that find nothing have no search to ask for.
      await page.goto('/?brand=Tigo&category=batteries');
      await waitForApp(page);
      await expect(page.getByTestId('empty-state').getByRole('heading', { name: 'Aucun produit trouvé' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Le demander sur devis' })).toHaveCount(0);
    });
  });
}
