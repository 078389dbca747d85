/** Lets code outside React (the network layer) navigate through the router once it exists. */
let navigateImpl: (to: string) => void = (to) => window.location.assign(to);

export function setNavigator(navigate: (to: string) => void): void {
  navigateImpl = navigate;
}

export const navigateOutsideReact = (to: string) => navigateImpl(to);
