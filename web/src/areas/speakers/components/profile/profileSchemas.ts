import * as z from 'zod/mini';
import { SPEAKER_MESSAGES as M, ZIP_CODE } from '../../../../../../api/src/areas/speakers/contract.ts';

/** Spec 001 §5 "Address card and contract address": the four fields with their texts. */
export interface AddressValues {
  address: string;
  city: string;
  state: string;
  zip: string;
}

const filled = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

export const addressSchema = z.object({
  address: filled(M.address),
  city: filled(M.city),
  // The spec's change watcher wants at least 2 characters; the service refuses fewer with this text.
  state: filled(M.state).check(z.minLength(2, 'State must be at least 2 characters')),
  zip: filled(M.zip).check(z.regex(ZIP_CODE, M.zipDigits)),
});

/** The fields of `next` whose value differs from `before`: what a card's save sends (spec 001 §2). */
export function changedValues<T extends object>(before: T, next: T): Partial<T> {
  return Object.fromEntries(Object.entries(next).filter(([key, value]) => value !== before[key as keyof T])) as Partial<T>;
}

/** Trimmed strings, an empty one as null: how a card sends its text fields. */
export const trimmedOrNull = (value: string) => value.trim() || null;
