import { useState } from 'react';
import { minValue, TextInput, type TextInputProps, type Validator } from 'react-admin';
import { parseDecimal } from './decimal';
import { useFigureText } from './figure.messages';

type Props = Omit<TextInputProps, 'format' | 'parse'> & {
  /** A count (stock, cycles): a decimal part is refused too. */
  integer?: boolean;
  /** The least figure taken, in the field, before the API refuses it: prices and counts are never negative. */
  min?: number;
};

/**
 * A price or a count typed as text, read by `parseDecimal`: a browser's number field drops a
 * French comma without a word. The form holds the number (NaN when refused, with the field's
 * error); the field shows the text as typed until the value changes from elsewhere.
 */
export function FigureInput({ integer = false, min = 0, validate, ...props }: Props) {
  const { m } = useFigureText();
  const [typed, setTyped] = useState('');
  const figure: Validator = (value: unknown) =>
    typeof value === 'number' && !(integer ? Number.isInteger(value) : Number.isFinite(value))
      ? integer
        ? m.integer
        : m.decimal
      : undefined;
  return (
    <TextInput
      {...props}
      format={(value: unknown) => (Object.is(parseDecimal(typed), value) ? typed : value == null ? '' : String(value))}
      parse={(text: string) => {
        setTyped(text);
        return parseDecimal(text);
      }}
      validate={[figure, minValue(min), ...[validate ?? []].flat()]}
      slotProps={{ htmlInput: { inputMode: integer ? 'numeric' : 'decimal' } }}
    />
  );
}
