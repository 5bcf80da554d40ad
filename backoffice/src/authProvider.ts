import type { AuthProvider } from 'react-admin';
import { getToken, getUser, goToLogin, signOut } from './auth';

/** Sign-in happens on the storefront's /login page; react-admin only checks and signs out. */
export const authProvider: AuthProvider = {
  login: () => Promise.resolve(),
  logout: async () => {
    await signOut();
    goToLogin();
    return false;
  },
  checkAuth: async () => {
    const token = await getToken();
    if (!token) throw { redirectTo: false, message: false };
  },
  checkError: async (error: { status?: number }) => {
    if (error?.status === 401) throw { redirectTo: false, message: false };
  },
  getPermissions: async () => getUser()?.role ?? null,
  getIdentity: async () => {
    const user = getUser();
    if (!user) throw new Error('no user');
    return { id: user.id, fullName: user.email };
  },
};
