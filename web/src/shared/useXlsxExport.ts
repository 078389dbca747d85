import { useState } from 'react';
import { fetchQuery, useRelayEnvironment, type GraphQLTaggedNode } from 'react-relay';
import type { OperationType } from 'relay-runtime';
import { useNotify } from '../app/toast.tsx';
import { downloadFile } from './downloadFile.ts';

/**
 * A list's export: `run(variables)` asks `query` for the file's URL (`urlOf`), downloads it as `fileName` and toasts
 * `failure` when either fails (a text, or a function that loads it); `busy` while it runs.
 */
export function useXlsxExport<Q extends OperationType>(
  query: GraphQLTaggedNode,
  urlOf: (answer: Q['response']) => string,
  fileName: string,
  failure: string | (() => Promise<string>),
) {
  const environment = useRelayEnvironment();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  async function run(variables: Q['variables']) {
    setBusy(true);
    try {
      const answer = await fetchQuery<Q>(environment, query, variables).toPromise();
      if (!answer) throw new Error('no export URL');
      await downloadFile(urlOf(answer), fileName);
    } catch {
      notify('error', typeof failure === 'string' ? failure : await failure());
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
