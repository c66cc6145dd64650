import { popups } from '../db/schema';
import { displayWindowRepository } from './display-window.repository';

export const popupsRepository = displayWindowRepository(popups, {
  id: popups.id,
  title: popups.title,
  content: popups.content,
  imageUrl: popups.imageUrl,
  linkUrl: popups.linkUrl,
  displayOrder: popups.displayOrder,
  isVisible: popups.isVisible,
  startsAt: popups.startsAt,
  endsAt: popups.endsAt,
});
