import { createContext, useContext } from 'react';

/** What the routing test needs to know of an admin screen: its addresses, its name and who may open it. */
export interface AdminScreen {
  path: string;
  aliases?: readonly string[];
  label?: string;
  auth?: 'any' | 'guest' | 'required';
}

const AdminScreens = createContext<readonly AdminScreen[]>([]);

/**
 * The screens the admin app mounts (its page files), given by the app's
 * entry, so a list of admin routes is the router's own and cannot go stale.
 */
export const AdminScreensProvider = AdminScreens.Provider;

export const useAdminScreens = () => useContext(AdminScreens);
