import { useState } from 'react';
import { useCreate } from 'react-admin';

interface Callbacks {
  /** May return a promise (a refetch): the flag stays up until what was created is shown. */
  onSuccess: () => unknown;
  onError: (error: unknown) => void;
}

/**
 * react-admin's create with a `pending` flag raised by the call itself: the mutation's own
 * `isPending` comes a moment later, so a double click's second click found the button still
 * enabled and sent a second request.
 */
export function useCreateOnce() {
  const [create] = useCreate();
  const [pending, setPending] = useState(false);
  const createOnce = (resource: string, data: Record<string, unknown>, { onSuccess, onError }: Callbacks) => {
    setPending(true);
    create(
      resource,
      { data },
      {
        onSuccess: () => void Promise.resolve(onSuccess()).finally(() => setPending(false)),
        onError: (error) => {
          setPending(false);
          onError(error);
        },
      },
    );
  };
  return [createOnce, pending] as const;
}
