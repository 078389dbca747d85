import type { Disposable, MutationParameters, PayloadError } from 'relay-runtime';
import type { UseMutationConfig } from 'react-relay';

/** Runs a mutation and answers whether it succeeded (errors are already shown by the network layer). */
export function commitAsync<M extends MutationParameters>(
  commit: (config: UseMutationConfig<M>) => Disposable,
  variables: M['variables'],
): Promise<boolean> {
  return new Promise((resolve) => {
    commit({
      variables,
      onCompleted: (_response, errors: PayloadError[] | null | undefined) => resolve(!errors?.length),
      onError: () => resolve(false),
    });
  });
}
