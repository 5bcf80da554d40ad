import type { ReactNode } from 'react';
import { Create, Edit, useNotify, useRedirect } from 'react-admin';
import { PageHeading } from './PageHeading';
import { useNotifyError } from './notify';

interface Props {
  resource: string;
  title: string;
  /** The toast on success; back to the list then. */
  done: string;
  /** The toast's fallback when the API says nothing of why. */
  failed: string;
  children: ReactNode;
}

/** Once saved, a toast and the list; refused, the API's reason (else `failed`). */
function useSaved({ resource, done, failed }: Omit<Props, 'title' | 'children'>) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  return {
    onSuccess: () => {
      notify(done, { type: 'success' });
      redirect('list', resource);
    },
    onError: (error: unknown) => notifyError(failed, error),
  };
}

/** A record's creation page: its heading and the form. */
export function CreatePage({ title, children, ...texts }: Props) {
  const saved = useSaved(texts);
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <Create sx={{ maxWidth: 760 }} title={title} mutationOptions={saved}>
        {children}
      </Create>
    </>
  );
}

/** A record's edition page, saved pessimistically (the list shows what the API kept). */
export function EditPage({ title, children, ...texts }: Props) {
  const saved = useSaved(texts);
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <Edit sx={{ maxWidth: 760 }} title={title} mutationMode="pessimistic" actions={false} mutationOptions={saved}>
        {children}
      </Edit>
    </>
  );
}
