import { Button, ListItemIcon, ListItemText, Menu as MuiMenu, MenuItem, type MenuItemProps } from '@mui/material';
import LanguageIcon from '@mui/icons-material/Translate';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
// The profile button's own icon (already in the shell: the first screen's budget is tight).
import AccountIcon from '@mui/icons-material/AccountCircle';
import { Link } from 'react-router-dom';
import { useState } from 'react';
import {
  AppBar as RaAppBar,
  Layout as RaLayout,
  LayoutProps,
  LoadingIndicator,
  Logout,
  Menu,
  useGetIdentity,
  useLocales,
  useLocaleState,
  UserMenu,
  useTranslate,
  useUserMenu,
} from 'react-admin';

function AppMenu() {
  return (
    <Menu>
      <Menu.DashboardItem />
      {/* Commandes (orders) comes last, as the resources are declared in AdminApp. */}
      <Menu.ResourceItems />
    </Menu>
  );
}

/** French by default, English on demand (react-admin's own button has an empty aria-label). */
function LanguageButton() {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = locales.find((l) => l.locale === locale)?.name ?? locale;
  return (
    <>
      <Button
        color="inherit"
        aria-label={`${translate('sw.language')} : ${current}`}
        aria-haspopup="menu"
        startIcon={<LanguageIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ minWidth: 0, '& .sw-lang-name': { display: { xs: 'none', sm: 'inline' } } }}
      >
        <span className="sw-lang-name">{current}</span>
      </Button>
      <MuiMenu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {locales.map((l) => (
          <MenuItem
            key={l.locale}
            selected={l.locale === locale}
            lang={l.locale}
            onClick={() => {
              setAnchor(null);
              setLocale(l.locale);
            }}
          >
            {l.name}
          </MenuItem>
        ))}
      </MuiMenu>
    </>
  );
}

/** The profile button shows the signed-in email: its accessible name says it too (label in name). */
function AppUserMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const label = translate('ra.auth.user_menu');
  return (
    <UserMenu label={identity?.fullName ? `${label} ${identity.fullName}` : label}>
      <SecurityMenuItem />
      <Logout />
    </UserMenu>
  );
}

/** "Sécurité du compte": the second factor (security/SecurityPage.tsx). MUI's menu hands its focus props down. */
function SecurityMenuItem(props: MenuItemProps) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem {...(props as object)} component={Link} to="/securite" onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <AccountIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('sw.security.menu')}</ListItemText>
    </MenuItem>
  );
}

/**
 * react-admin's spinner is a progressbar with no name (axe: aria-progressbar-name); its extra
 * props reach the CircularProgress, so the label goes through them.
 */
function NamedLoadingIndicator() {
  const translate = useTranslate();
  const label = { 'aria-label': translate('ra.page.loading') } as object;
  return <LoadingIndicator {...label} />;
}

function AppBar() {
  return (
    <RaAppBar
      userMenu={<AppUserMenu />}
      sx={{ '& #react-admin-title': { display: { xs: 'none', sm: 'block' }, minWidth: 0 } }}
      toolbar={
        <>
          <LanguageButton />
          <NamedLoadingIndicator />
        </>
      }
    />
  );
}

export function Layout(props: LayoutProps) {
  return (
    <RaLayout
      {...props}
      menu={AppMenu}
      appBar={AppBar}
      sx={{
        // react-admin sizes the layout to its widest child (min-width: fit-content); on phones
        // the page must stay at the viewport width and only tables may scroll inside themselves.
        minWidth: { xs: 0, md: 'fit-content' },
        '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar': { minWidth: 0 },
        '& .RaLayout-content': { minWidth: 0 },
      }}
    />
  );
}
