// How a lender tops up an approved VA (spec §2): the VA number and, per channel, the steps in
// Indonesian and English. One module, served by the gateway on the wallet
// (LenderWallet.topUpInstructions), so the web, a mobile client or a message show the same steps.
import type { Text } from '../shared/i18n-text.ts';

export const TOP_UP_CHANNELS = ['atm', 'mobile', 'internet', 'other'] as const;
export type TopUpChannelCode = (typeof TOP_UP_CHANNELS)[number];

const channelLabels: Record<TopUpChannelCode, Text> = {
  atm: { id: 'ATM bank mitra', en: 'Partner bank ATM' },
  mobile: { id: 'Mobile banking', en: 'Mobile banking' },
  internet: { id: 'Internet banking', en: 'Internet banking' },
  other: { id: 'Dari bank lain', en: 'From another bank' },
};

/** Each channel's steps, in order; {va} stands for the lender's VA number. */
const channelSteps: Record<TopUpChannelCode, Text[]> = {
  atm: [
    { id: 'Masukkan kartu ATM dan PIN Anda.', en: 'Insert your ATM card and enter your PIN.' },
    {
      id: 'Pilih Menu Lainnya, lalu Transfer, lalu Virtual Account Billing.',
      en: 'Choose Other Menu, then Transfer, then Virtual Account Billing.',
    },
    {
      id: 'Masukkan nomor Virtual Account {va}.',
      en: 'Enter the virtual account number {va}.',
    },
    {
      id: 'Masukkan jumlah yang ingin diisi, lalu periksa nama penerima.',
      en: 'Enter the amount to top up and check the recipient name.',
    },
    {
      id: 'Konfirmasi transaksi dan simpan struknya.',
      en: 'Confirm the transaction and keep the receipt.',
    },
  ],
  mobile: [
    {
      id: 'Masuk ke aplikasi mobile banking bank mitra.',
      en: "Log in to the partner bank's mobile banking app.",
    },
    {
      id: 'Pilih Transfer, lalu Virtual Account Billing.',
      en: 'Choose Transfer, then Virtual Account Billing.',
    },
    {
      id: 'Masukkan nomor Virtual Account {va}.',
      en: 'Enter the virtual account number {va}.',
    },
    {
      id: 'Masukkan jumlah, periksa nama penerima, lalu masukkan PIN transaksi.',
      en: 'Enter the amount, check the recipient name, then enter your transaction PIN.',
    },
  ],
  internet: [
    {
      id: 'Masuk ke internet banking bank mitra.',
      en: "Log in to the partner bank's internet banking.",
    },
    {
      id: 'Pilih Transfer, lalu Virtual Account Billing.',
      en: 'Choose Transfer, then Virtual Account Billing.',
    },
    {
      id: 'Masukkan nomor Virtual Account {va} dan jumlahnya.',
      en: 'Enter the virtual account number {va} and the amount.',
    },
    {
      id: 'Konfirmasi dengan token atau kode otentikasi Anda.',
      en: 'Confirm with your token or authentication code.',
    },
  ],
  other: [
    {
      id: 'Pilih Transfer Antar Bank (online atau BI-FAST) di bank Anda.',
      en: 'Choose an interbank transfer (online or BI-FAST) at your bank.',
    },
    {
      id: 'Pilih bank tujuan: bank mitra (kode {bank}).',
      en: 'Choose the destination bank: the partner bank (code {bank}).',
    },
    {
      id: 'Masukkan nomor rekening tujuan {va}.',
      en: 'Enter the destination account number {va}.',
    },
    {
      id: 'Masukkan jumlah, periksa nama penerima, lalu konfirmasi.',
      en: 'Enter the amount, check the recipient name, then confirm.',
    },
  ],
};

export type TopUpInstructions = {
  vaNumber: string;
  bankCode: string;
  intro: Text;
  channels: Array<{ code: TopUpChannelCode; label: Text; steps: Text[] }>;
};

const fill = (text: string, va: string, bankCode: string) =>
  text.replaceAll('{va}', va).replaceAll('{bank}', bankCode);

/** The instructions for one VA at the partner bank, the number written into every step. */
export function topUpInstructions(vaNumber: string, bankCode: string): TopUpInstructions {
  return {
    vaNumber,
    bankCode,
    intro: {
      id: `Transfer ke nomor Virtual Account Anda di bank mitra (${bankCode}):`,
      en: `Transfer to your virtual account number at the partner bank (${bankCode}):`,
    },
    channels: TOP_UP_CHANNELS.map((code) => ({
      code,
      label: channelLabels[code],
      steps: channelSteps[code].map((step) => ({
        id: fill(step.id, vaNumber, bankCode),
        en: fill(step.en, vaNumber, bankCode),
      })),
    })),
  };
}
