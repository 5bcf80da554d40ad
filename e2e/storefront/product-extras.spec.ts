import { mkdirSync } from 'node:fs';
import { expect, test } from '../backoffice/fixtures';
import { catalogue, euro, viewportFor, WIDTHS } from './helpers';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

const FOUR_DOCS = {
  fr: ['Manuel d’installation', 'Fiche technique', 'Guide de compatibilité', 'Informations de garantie'],
  en: ['Installation manual', 'Technical sheet', 'Compatibility guide', 'Warranty information'],
};

test.describe('discounts on catalogue cards', () => {
  test('a discounted card announces "Remise de N %" and the struck price with its name, to assistive technology', async ({
    page,
    request,
  }) => {
    const all = await catalogue(request, 'pageSize=100');
    const p = all.items.find((i) => i.discount_percent && i.original_price_ttc);
    expect(p, 'the seed has a discounted product').toBeTruthy();
    await page.goto(`/?q=${encodeURIComponent(p!.reference)}#produits`);
    // The card is an article named by the product; the announcement is read inside it.
    const card = page.getByRole('article', { name: p!.name, exact: true });
    await expect(card).toBeVisible();
    const snapshot = await card.ariaSnapshot();
    const announced = `Remise de ${p!.discount_percent} %, prix barré ${euro(p!.original_price_ttc!)} TTC`;
    expect(snapshot.replace(/[\u202f\u00a0]/g, ' ')).toContain(announced.replace(/[\u202f\u00a0]/g, ' '));
    expect(snapshot).toContain('Prix sur devis');
    // The visual badge stays for sighted users.
    await expect(card.getByTestId('discount')).toHaveText(`-${p!.discount_percent}%`);

    // A card without a discount announces none.
    const plain = all.items.find((i) => !i.discount_percent);
    await page.goto(`/?q=${encodeURIComponent(plain!.reference)}#produits`);
    const plainCard = page.getByRole('article', { name: plain!.name, exact: true });
    await expect(plainCard).toBeVisible();
    expect(await plainCard.ariaSnapshot()).not.toContain('Remise');
  });
});

for (const width of WIDTHS) {
  test.describe(`product documents and video @${width}px`, () => {
    test.use({ viewport: viewportFor(width) });

    test('Documentation offers the four documents by name, each a PDF the shop serves', async ({ page, request }) => {
      await page.goto('/product/23');
      await page.getByRole('tab', { name: 'Documentation' }).click();
      const panel = page.getByRole('tabpanel', { name: 'Documentation' });
      const links = panel.getByRole('link');
      await expect(links).toHaveCount(4);
      for (const [i, name] of FOUR_DOCS.fr.entries()) {
        const link = panel.getByRole('link', { name: `Télécharger ${name} (PDF)` });
        await expect(links.nth(i)).toHaveAccessibleName(`Télécharger ${name} (PDF)`);
        const res = await request.get((await link.getAttribute('href'))!);
        expect(res.status(), name).toBe(200);
        expect((await res.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
      await page.screenshot({ path: `${SHOTS}/product-documentation-${width}.png`, fullPage: true });
    });

    test('Vidéo plays the shop’s own video, loaded only once the tab is open, with captions', async ({ page, request }) => {
      const media: string[] = [];
      page.on('request', (r) => r.url().includes('/media/') && media.push(new URL(r.url()).pathname));
      await page.goto('/product/23');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(media, 'nothing of the video before the tab is opened').toEqual([]);
      await page.getByRole('tab', { name: 'Vidéo' }).click();
      const figure = page.getByRole('tabpanel', { name: 'Vidéo' }).getByRole('figure', { name: /Présentation de Stockwatt/ });
      await expect(figure).toBeVisible();
      const video = figure.getByTestId('product-video');
      await expect(video).toHaveAttribute('controls', '');
      await expect(video).toHaveAttribute('preload', 'none');
      await expect(video).toHaveAttribute('poster', '/media/presentation-poster.jpg');
      await expect(video.locator('source')).toHaveCount(2);
      await expect(video.locator('track[kind="captions"][srclang="fr"]')).toHaveAttribute('default', '');
      await expect(video.locator('track[kind="captions"][srclang="en"]')).toHaveCount(1);
      await expect.poll(() => media).toContain('/media/presentation-poster.jpg');
      expect(
        media.filter((m) => /\.(webm|mp4)$/.test(m)),
        'preload="none": no video bytes before play',
      ).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/product-video-${width}.png`, fullPage: true });

      // It plays (muted: a script may not start sound), served by the shop itself.
      await video.evaluate((v: HTMLVideoElement) => {
        v.muted = true;
        return v.play();
      });
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.5);
      const src = await video.evaluate((v: HTMLVideoElement) => new URL(v.currentSrc).pathname);
      expect(src).toMatch(/^\/media\/presentation\.(webm|mp4)$/);
      let total = 0;
      for (const [path, type] of [
        ['/media/presentation.webm', 'video/webm'],
        ['/media/presentation.mp4', 'video/mp4'],
        ['/media/presentation-poster.jpg', 'image/jpeg'],
        ['/media/presentation.fr.vtt', 'text/vtt'],
        ['/media/presentation.en.vtt', 'text/vtt'],
      ]) {
        const res = await request.get(path);
        expect(res.status(), path).toBe(200);
        expect(res.headers()['content-type'], path).toContain(type);
        total += (await res.body()).length;
      }
      expect(total, 'the video and its files weigh less than 3 MB').toBeLessThan(3 * 1024 * 1024);
      expect(await (await request.get('/media/presentation.fr.vtt')).text()).toMatch(/^WEBVTT[\s\S]+Pylontech/);
    });
  });
}

test('documents and captions in English', async ({ page }) => {
  await page.goto('/product/23');
  await page.getByRole('button', { name: /English/ }).click();
  await page.getByRole('tab', { name: 'Documentation' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Documentation' });
  for (const name of FOUR_DOCS.en) await expect(panel.getByRole('link', { name: `Download ${name} (PDF)` })).toBeVisible();
  await page.getByRole('tab', { name: 'Video' }).click();
  const video = page.getByRole('figure', { name: /Stockwatt presentation/ }).getByTestId('product-video');
  await expect(video.locator('track[srclang="en"]')).toHaveAttribute('default', '');
});
