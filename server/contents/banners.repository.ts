import { banners } from '../db/schema';
import { displayWindowRepository } from './display-window.repository';

export const bannersRepository = displayWindowRepository(banners, {
  id: banners.id,
  title: banners.title,
  imageUrl: banners.imageUrl,
  linkUrl: banners.linkUrl,
  displayOrder: banners.displayOrder,
  isVisible: banners.isVisible,
  startsAt: banners.startsAt,
  endsAt: banners.endsAt,
});
