// Route chunk loaders shared by the router and the boot-time preload (no React import here,
// so preload.ts can run before React is evaluated).
let productPage: Promise<unknown> | null = null;
export const loadProductPage = () => (productPage ??= import('../features/product/ProductPage'));
