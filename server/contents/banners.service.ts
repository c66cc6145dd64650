import type { Banner, BannerCreateBody, BannerUpdateBody } from '../../lib/schemas/contents';
import { bannersRepository } from './banners.repository';
import { displayWindowResource } from './display-window.service';
import { isoOrNull } from '../lib/time';

type Row = NonNullable<Awaited<ReturnType<typeof bannersRepository.findById>>>;

const bannersResource = displayWindowResource<Row, Banner, BannerCreateBody, BannerUpdateBody>({
  repo: bannersRepository,
  notFound: 'BANNER_NOT_FOUND',
  toItem: (r) => ({ ...r, startsAt: isoOrNull(r.startsAt), endsAt: isoOrNull(r.endsAt) }),
});

/** 지금(deps.now) 노출 중인 배너 */
export const listShowingBanners = bannersResource.listShowing;
export const adminBanners = bannersResource.admin;
