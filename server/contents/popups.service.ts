import type { Popup, PopupCreateBody, PopupUpdateBody } from '../../lib/schemas/contents';
import { displayWindowResource } from './display-window.service';
import { isoOrNull } from '../lib/time';
import { popupsRepository } from './popups.repository';

type Row = NonNullable<Awaited<ReturnType<typeof popupsRepository.findById>>>;

const popupsResource = displayWindowResource<Row, Popup, PopupCreateBody, PopupUpdateBody>({
  repo: popupsRepository,
  notFound: 'POPUP_NOT_FOUND',
  toItem: (r) => ({ ...r, startsAt: isoOrNull(r.startsAt), endsAt: isoOrNull(r.endsAt) }),
});

/** 지금(deps.now) 노출 중인 팝업 */
export const listShowingPopups = popupsResource.listShowing;
export const adminPopups = popupsResource.admin;
