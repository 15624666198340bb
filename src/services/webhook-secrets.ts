import type { Config } from '../config';
import { createSecretBox, type SecretBox } from '../secret-box';
import { payloadKeysFor } from '../temporal/payload-key-source';

const boxes = new WeakMap<Config, SecretBox>();

/** The secret box of these deps: the one given, else one over the config's payload key ring, made once. */
export function secretBoxOf(deps: { config: Config; secretBox?: SecretBox }): SecretBox {
  if (deps.secretBox) return deps.secretBox;
  let box = boxes.get(deps.config);
  if (!box) {
    box = createSecretBox(payloadKeysFor(deps.config));
    boxes.set(deps.config, box);
  }
  return box;
}
