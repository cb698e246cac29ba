// Signing with the built-in provider through the product's own calls, as a person does it: ask
// to sign (POST /sign/lender), open the provider's page, get the one-time code from the outbox,
// sign, and come back with the event the page sends the browser back with.
import { expect } from 'vitest';
import { codeIn, lastMessageTo } from './outbox.ts';
import { rest, type TestProduct } from './test-product.ts';

type Json = Record<string, unknown>;

/** Signs what `body` names (POST /sign/lender) as the holder of `token`; answers the return. */
export async function signWithLocalProvider(
  product: TestProduct,
  signer: { token: string; email: string },
  body: Json,
) {
  const asked = await rest(product, 'POST', '/sign/lender', { token: signer.token, body });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const url = ((asked.body.data as Json).data as { url: string }).url;
  const { event, documentId, redirect } = await signAtLocalProvider(product, signer, url);
  const back = await rest(product, 'POST', `/signing/documents/${documentId}/return`, {
    token: signer.token,
    body: { event },
  });
  expect(back.status, JSON.stringify(back.body)).toBe(200);
  return { event, documentId, redirect };
}

/**
 * The signer's steps on the built-in provider's page for a signing URL the product gave: open
 * it, have the one-time code e-mailed, sign with it. Answers where the provider sends the
 * browser back (the return address with `signingDocument` and `event`); nothing is reported.
 */
export async function signAtLocalProvider(
  product: TestProduct,
  signer: { email: string },
  url: string,
) {
  const token = url.split('/sign/local/')[1] ?? '';
  const opened = await rest(product, 'POST', `/signing/local/${token}/open`);
  const sessionKey = (opened.body.data as { sessionKey: string }).sessionKey;
  const headers = { 'x-signing-session': sessionKey };
  const sent = await rest(product, 'POST', `/signing/local/${token}/code`, {
    headers,
    body: { channel: 'email' },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const code = codeIn((await lastMessageTo(product.db, signer.email)).body);
  const signed = await rest(product, 'POST', `/signing/local/${token}/sign`, {
    headers,
    body: { code },
  });
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  const data = signed.body.data as { redirect?: string; page?: { redirect?: string } };
  const redirect = new URL(data.redirect ?? data.page?.redirect ?? '');
  const event = redirect.searchParams.get('event') ?? '';
  const documentId = redirect.searchParams.get('signingDocument') ?? '';
  return { event, documentId, redirect };
}
