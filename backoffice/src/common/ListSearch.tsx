import { SearchInput, useTranslate, type SearchInputProps } from 'react-admin';

// `source` and `alwaysOn` stay on the element: react-admin's filter form reads them from its props.
type Props = Omit<SearchInputProps, 'label' | 'placeholder'> & {
  /** Translation key (or text) of the lasting accessible name ("Rechercher un produit"). */
  name: string;
  /** Translation key (or text) of the fields it matches, shown as the placeholder (the name when absent). */
  hint?: string;
};

/**
 * The search box of an admin list. A placeholder is no name (it vanishes on typing and screen
 * readers may skip it), so the input carries an aria-label saying what it searches and
 * type="search" (role searchbox); react-admin's own clear button replaces Chromium's. Wide enough
 * from 600 px up for the hint listing the fields it matches.
 */
export function ListSearch({ name, hint, sx, ...rest }: Props) {
  const translate = useTranslate();
  return (
    <SearchInput
      type="search"
      placeholder={translate(hint ?? name)}
      slotProps={{ htmlInput: { 'aria-label': translate(name) } }}
      sx={[{ minWidth: { sm: 340 }, '& input::-webkit-search-cancel-button': { display: 'none' } }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...rest}
    />
  );
}
