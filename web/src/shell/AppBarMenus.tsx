import type { ReactElement } from 'react';
import { Menu, MenuGroup, MenuGroupHeader, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons';
import { readSession, type ProductValue } from '../app/session.ts';
import { useLogout } from '../app/useLogout.ts';
import type { AppViewer } from '../app/viewer.ts';
import type { offeredProducts } from '../routing/guards.ts';

/** The app bar's menus, loaded on their first open (`PopupOnDemand`). */

export function AppsMenu({
  trigger,
  products,
  instances,
  switchProduct,
}: {
  trigger: ReactElement;
  products: ReturnType<typeof offeredProducts>;
  instances: AppViewer['instances'];
  switchProduct(product: ProductValue): void;
}) {
  return (
    <Menu defaultOpen>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuGroup>
            <MenuGroupHeader>Apps</MenuGroupHeader>
            {products.map((p) => (
              <MenuItem
                key={p.product}
                // The product in use is marked.
                icon={p.product === readSession().product ? <CheckmarkRegular /> : <span aria-hidden />}
                aria-current={p.product === readSession().product ? 'true' : undefined}
                onClick={() => (p.externalUrl ? window.location.assign(p.externalUrl) : switchProduct(p.product as ProductValue))}
              >
                {p.name}
              </MenuItem>
            ))}
          </MenuGroup>
          {instances.length > 1 && (
            <MenuGroup>
              <MenuGroupHeader>Clients</MenuGroupHeader>
              {instances.map((i) => (
                <MenuItem key={i.id} disabled={i.selected} onClick={() => i.clientUrl && window.location.assign(i.clientUrl)}>
                  {i.name}
                </MenuItem>
              ))}
            </MenuGroup>
          )}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

export function UserMenu({ trigger }: { trigger: ReactElement }) {
  const logout = useLogout();
  return (
    <Menu defaultOpen>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={logout}>Logout</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
