import { useFormState } from 'react-hook-form';
import { SaveButton as RaSaveButton, useSaveContext, type SaveButtonProps } from 'react-admin';

/**
 * react-admin's SaveButton, off from the click until the API has answered. With `alwaysEnable`
 * (which an untouched edit form needs to be saved) react-admin no longer looks at the form's
 * submission, and `saving` comes a moment after the click: a double click sent two requests.
 */
export function SaveButton({ disabled, ...props }: SaveButtonProps) {
  const { saving } = useSaveContext();
  const { isSubmitting } = useFormState();
  const off = Boolean(disabled || saving || isSubmitting);
  return <RaSaveButton {...props} alwaysEnable={!off} disabled={off} />;
}
