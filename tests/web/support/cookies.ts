import Cookies from 'js-cookie';

export function clearAllCookies(): void {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}
