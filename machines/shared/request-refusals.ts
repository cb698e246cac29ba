// The web framework's own refusals of a request it could not read — a body that is not JSON, a
// type the address does not take, a body too large — in the product's codes and both languages,
// instead of the framework's codes (FST_ERR_CTP_…) and words: one table for the API, the gateway
// and the one-port server, so a client reads every refusal the same way.
import { languageFromAcceptLanguage, type Text } from './i18n-text.ts';

export type RequestRefusal = { status: number; code: string; text: Text };

const NOT_ACCEPTED: RequestRefusal = {
  status: 415,
  code: 'UNSUPPORTED_MEDIA_TYPE',
  text: {
    id: 'Alamat ini tidak menerima isi permintaan dengan jenis (Content-Type) tersebut',
    en: 'This address does not take a request body of that type (Content-Type)',
  },
};

const REFUSALS: Record<string, RequestRefusal> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    // Also a body with a key no request may have (__proto__, constructor.prototype).
    text: {
      id: 'Isi permintaan bukan JSON yang sah, atau memuat kunci __proto__ atau constructor',
      en: 'The request body is not valid JSON, or holds a __proto__ or constructor key',
    },
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    text: {
      id: 'Isi permintaan kosong, padahal jenisnya JSON',
      en: 'The request body is empty, but its type says JSON',
    },
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: NOT_ACCEPTED,
  FST_ERR_CTP_INVALID_TYPE: NOT_ACCEPTED,
  FST_ERR_CTP_EMPTY_TYPE: NOT_ACCEPTED,
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'BODY_TOO_LARGE',
    text: { id: 'Isi permintaan terlalu besar', en: 'The request body is too large' },
  },
};

const UNREADABLE: Text = {
  id: 'Permintaan tidak dapat dibaca',
  en: 'The request could not be read',
};

/**
 * The product's refusal of a request the framework could not read (its FST_ERR_CTP_… errors),
 * or null for any other error.
 */
function requestRefusal(error: {
  code?: string | undefined;
  statusCode?: number | undefined;
}): RequestRefusal | null {
  const { code = '', statusCode = 400 } = error;
  const known = REFUSALS[code];
  if (known) return known;
  if (!code.startsWith('FST_ERR_CTP_')) return null;
  return { status: statusCode < 500 ? statusCode : 400, code: 'BAD_REQUEST', text: UNREADABLE };
}

/**
 * The answer to a request the framework could not read, in the caller's language (its
 * Accept-Language header), or null for any other error.
 */
export function requestRefusalAnswer(
  error: { code?: string | undefined; statusCode?: number | undefined },
  acceptLanguage: string | undefined,
): { status: number; body: { message: string; code: string } } | null {
  const refusal = requestRefusal(error);
  if (!refusal) return null;
  const message = refusal.text[languageFromAcceptLanguage(acceptLanguage)];
  return { status: refusal.status, body: { message, code: refusal.code } };
}
