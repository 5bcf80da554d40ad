import { Layout as RaLayout, LayoutProps, Menu, useTranslate } from 'react-admin';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

function AppMenu() {
  const translate = useTranslate();
  return (
    <Menu>
      <Menu.ResourceItems />
      <Menu.Item to="/commandes" primaryText={translate('sw.orders.title')} leftIcon={<ShoppingCartIcon />} />
    </Menu>
  );
}

export function Layout(props: LayoutProps) {
  return <RaLayout {...props} menu={AppMenu} />;
}
