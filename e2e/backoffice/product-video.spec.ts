import { expect, openAdmin, test, toast } from './fixtures';

test.describe('a product’s own video and documents', () => {
  test('the video URL is edited in the product form, checked by the API, and replaces the shop video', async ({
    admin: page,
    api,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const stamp = Date.now();
    const created = await api('POST', '/api/admin/products', {
      name: `Batterie vidéo ${stamp}`,
      reference: `VID-${stamp}`,
      brand: 'Test',
      type: 'Batterie Lithium',
      price_public: 100,
      status: 'publié',
      documentation: [],
    });

    await openAdmin(page, `/products/${created.id}`);
    await page.getByRole('tab', { name: 'Caractéristiques' }).click();
    const field = page.getByRole('textbox', { name: 'URL de la vidéo' });
    await expect(field).toBeVisible();
    await expect(page.getByText('Adresse http(s) ou fichier de la boutique (/uploads/…)', { exact: false })).toBeVisible();
    await field.fill('ftp://videos.example.fr/presentation.mp4');
    await page.getByRole('button', { name: 'Publier' }).click();
    await expect(toast(page, /La vidéo doit être une adresse http\(s\)/)).toBeVisible();
    expect((await api('GET', `/api/admin/products/${created.id}`)).video_url).toBeNull();

    const own = `${baseURL}/media/presentation.mp4`;
    await field.fill(own);
    await page.getByRole('button', { name: 'Publier' }).click();
    // Saved: back to the list (the error toast may still be on screen, the success one queues behind it).
    await expect(page.getByRole('heading', { level: 1, name: 'Gestion des produits' })).toBeVisible({ timeout: 20_000 });
    await expect.poll(async () => (await api('GET', `/api/admin/products/${created.id}`)).video_url).toBe(own);

    // The storefront is opened only now: catalogue reads may be cached by the browser for a while.
    await page.goto(`/product/${created.id}`);
    // No documents attached: the storefront says so.
    await page.getByRole('tab', { name: 'Documentation' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Documentation' })).toHaveText('Aucune documentation disponible pour ce produit.');
    await page.getByRole('tab', { name: 'Vidéo' }).click();
    const figure = page.getByRole('figure', { name: `Vidéo de présentation : Batterie vidéo ${stamp}` });
    await expect(figure.getByTestId('product-video')).toHaveAttribute('src', own);
    await expect(figure.getByTestId('product-video')).toHaveAttribute('preload', 'none');
  });
});
