import type { Disposable, MutationParameters, PayloadError } from 'relay-runtime';
import type { UseMutationConfig } from 'react-relay';

/** Runs a mutation and answers whether it succeeded (errors are already shown by the network layer;
 *  `onError` gets the failure too, e.g. for a form to place the service's texts under its fields;
 *  `updater` links what the mutation created to the records that list it). */
export function commitAsync<M extends MutationParameters>(
  commit: (config: UseMutationConfig<M>) => Disposable,
  variables: M['variables'],
  onError?: (error: Error) => void,
  updater?: UseMutationConfig<M>['updater'],
): Promise<boolean> {
  return new Promise((resolve) => {
    commit({
      variables,
      updater,
      onCompleted: (_response, errors: PayloadError[] | null | undefined) => resolve(!errors?.length),
      onError: (error) => {
        onError?.(error);
        resolve(false);
      },
    });
  });
}
