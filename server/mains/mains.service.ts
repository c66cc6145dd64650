import { MAIN_LIMITS, type MainChannel, type MainPage } from '../../lib/schemas/mains';
import { listPopularProducts } from '../catalogue/catalogue.service';
import { latestArticles } from '../contents/articles.service';
import { listShowingBanners } from '../contents/banners.service';
import { latestNotices } from '../contents/notices.service';
import { listShowingPopups } from '../contents/popups.service';
import type { AppDeps } from '../lib/context';
import * as repo from './mains.repository';

export const listMainChannels = (deps: AppDeps): Promise<MainChannel[]> => repo.listShortcutChannels(deps.db);
export const listMainNotices = (deps: AppDeps) => latestNotices(deps, MAIN_LIMITS.notices);
export const listMainArticles = (deps: AppDeps) => latestArticles(deps, MAIN_LIMITS.articles);
export const listMainProducts = (deps: AppDeps) => listPopularProducts(deps.db, MAIN_LIMITS.popularProducts);

/** 메인 화면 한 번에: 첫 화면이 요청 한 번으로 그려지게 */
export async function getMainPage(deps: AppDeps): Promise<MainPage> {
  const [banners, channels, popularProducts, notices, articles, popups] = await Promise.all([
    listShowingBanners(deps),
    listMainChannels(deps),
    listMainProducts(deps),
    listMainNotices(deps),
    listMainArticles(deps),
    listShowingPopups(deps),
  ]);
  return { banners, channels, popularProducts, notices, articles, popups };
}
