import { useLoaderData } from 'react-router';
import type { ProductData } from '../../routes';

/**
 * The product a page shows, from the product route's loader: on the server from the answer its
 * route resolver read, in the browser from the API before the page is shown (the previous page
 * stays on show meanwhile), so there is no loading state of its own. (A buyer's review changes
 * nothing here: it waits for moderation.)
 */
export function useProduct() {
  return useLoaderData() as ProductData;
}
