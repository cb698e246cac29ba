// The product a test file runs against, set up as most API test files set it up: started before
// the file's tests with the demo borrower and staff logged in, closed after them.
import { afterAll, beforeAll } from 'vitest';
import { type Staff, staffTokens } from './funding.ts';
import { startTestProduct, type TestProduct } from './test-product.ts';

export type FileProduct = { product: TestProduct; tokens: Staff };

/**
 * Starts the product before the file's tests (with `options`) and closes it after them. `ready`
 * is given the product and the tokens, to keep in the file's own variables (its tests read them
 * once the product runs), and may prepare more before the first test.
 */
export function productPerFile(
  ready: (started: FileProduct) => void | Promise<void>,
  options?: Parameters<typeof startTestProduct>[0],
): void {
  let product: TestProduct | undefined;
  beforeAll(async () => {
    product = await startTestProduct(options);
    await ready({ product, tokens: await staffTokens(product) });
  });
  afterAll(() => product?.close());
}
