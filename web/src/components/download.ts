// A file the API makes for the signed-in user (a statement, a fact sheet), fetched with the
// session's token — a plain link could not carry it — and saved under a chosen name.
import { readSession } from '../session.ts';

export async function downloadWithSession(url: string, fileName: string): Promise<void> {
  const session = readSession();
  const response = await fetch(url, {
    headers: session ? { authorization: `Bearer ${session.token}` } : {},
  });
  if (!response.ok) throw new Error(response.statusText);
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
