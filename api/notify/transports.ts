// The transports configured by the environment: SMTP through nodemailer when SMTP_URL is set,
// and an HTTP SMS gateway when SMS_API_URL is set (POST { to, text } with a bearer key).
import nodemailer from 'nodemailer';
import type { Transports } from './outbox.ts';

export function transportsFromEnv(
  env: Record<string, string | undefined> = process.env,
): Transports {
  const transports: Transports = {};
  if (env.SMTP_URL) {
    const mailer = nodemailer.createTransport(env.SMTP_URL);
    const from = env.MAIL_FROM ?? 'Lumbung <no-reply@lumbung.test>';
    transports.email = async (message) => {
      await mailer.sendMail({ from, to: message.to, subject: message.subject, text: message.body });
    };
  }
  if (env.SMS_API_URL) {
    const url = env.SMS_API_URL;
    const key = env.SMS_API_KEY ?? '';
    transports.sms = async (message) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify({ to: message.to, text: message.body }),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    };
  }
  return transports;
}
