import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from './zod-config.ts';

const notAString = () => z.string().safeParse(3).error?.issues[0]?.message;
const tooShort = () => z.string().min(3).safeParse('a').error?.issues[0]?.message;

describe("zod's own messages follow the chosen language", () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'id', fallbackLng: 'id', resources: { id: {}, en: {} } });
  });

  it('speaks Indonesian by default, English once English is chosen, Indonesian again after', async () => {
    await i18next.changeLanguage('id');
    expect(notAString()).toBe('Input tidak valid: diharapkan string, diterima number');
    expect(tooShort()).toBe('Terlalu kecil: diharapkan string memiliki >=3 karakter');

    await i18next.changeLanguage('en');
    expect(notAString()).toBe('Invalid input: expected string, received number');
    expect(tooShort()).toBe('Too small: expected string to have >=3 characters');

    await i18next.changeLanguage('id');
    expect(notAString()).toBe('Input tidak valid: diharapkan string, diterima number');
  });

  it('keeps our own messages and the no-eval setting', () => {
    expect(z.string().min(3, 'Minimal tiga').safeParse('a').error?.issues[0]?.message).toBe(
      'Minimal tiga',
    );
    expect(z.config().jitless).toBe(true);
  });
});
