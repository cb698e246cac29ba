// The signature provider the configuration names (SIGNING_ADAPTER), like the bank's
// bankFromConfig: 'local', the built-in one (the embedded default); 'docusign' and 'teken', the
// HTTP adapters of the real services (api/signing/signing-config.ts names their variables).
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { FileStorage } from '../files/storage.ts';
import {
  type LocalSigningOptions,
  type LocalSigningProvider,
  localSigningProvider,
  randomCallbackKey,
} from './local-provider.ts';
import type { SigningProvider } from './provider.ts';
import { httpSigningProvider, signingHttpConfig } from './signing-config.ts';
import { renderSignedCopy } from './signing-service.ts';

export function signingFromConfig(
  config: Pick<Config, 'signingAdapter' | 'signingCallbackKey' | 'publicUrl'>,
  deps: { db: Db; storage: FileStorage; now: () => Date },
  /** Where the HTTP adapters' variables are read (the process's environment unless a test says). */
  env: Record<string, string | undefined> = process.env,
): SigningProvider {
  if (config.signingAdapter === 'local') {
    return localSigningProvider({
      ...deps,
      publicUrl: config.publicUrl,
      callbackKey: config.signingCallbackKey,
      renderSigned: renderSignedCopy(deps.db),
    });
  }
  if (config.signingAdapter === 'docusign' || config.signingAdapter === 'teken') {
    return httpSigningProvider(signingHttpConfig(env, config.signingAdapter));
  }
  throw new Error(`SIGNING_ADAPTER=${config.signingAdapter} is not one of local, docusign, teken`);
}

/**
 * The built-in provider over these parts, with a fresh callback key unless one is given: what
 * tests and the contract's route listing start the API with.
 */
export function builtInSigning(deps: {
  db: Db;
  storage: FileStorage;
  now: () => Date;
  publicUrl: string;
  callbackKey?: string;
  refuseStart?: LocalSigningOptions['refuseStart'];
}): LocalSigningProvider {
  return localSigningProvider({
    db: deps.db,
    storage: deps.storage,
    now: deps.now,
    publicUrl: deps.publicUrl,
    callbackKey: deps.callbackKey ?? randomCallbackKey(),
    renderSigned: renderSignedCopy(deps.db),
    ...(deps.refuseStart ? { refuseStart: deps.refuseStart } : {}),
  });
}
