import type { Disposable, MutationParameters } from 'relay-runtime';
import type { UseMutationConfig } from 'react-relay';

type FormPayload =
  | {
      eventAttendance?: { id: string } | null;
      fieldErrors?: readonly { questionRef: string; message: string }[] | null;
    }
  | null
  | undefined;

/** Runs the form's mutation: the saved attendance's id, the refused fields by name (question ref for answers), or
 *  false when the service refused otherwise (its text already shown by the network layer). */
export function saveAttendance<M extends MutationParameters>(
  commit: (config: UseMutationConfig<M>) => Disposable,
  variables: M['variables'],
  payloadOf: (response: M['response']) => FormPayload,
  onError: (error: Error) => void,
): Promise<string | false | Record<string, string>> {
  return new Promise((resolve) => {
    commit({
      variables,
      onCompleted: (response, errors) => {
        if (errors?.length) return resolve(false);
        const payload = payloadOf(response);
        if (payload?.fieldErrors?.length) return resolve(Object.fromEntries(payload.fieldErrors.map((e) => [e.questionRef, e.message])));
        resolve(payload?.eventAttendance?.id ?? false);
      },
      onError: (error) => {
        onError(error);
        resolve(false);
      },
    });
  });
}
