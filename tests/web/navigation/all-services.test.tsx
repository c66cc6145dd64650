import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AllServices } from '@/components/catalogue/all-services';
import { CategoriesResponseSchema } from '@/lib/schemas/catalogue';
import { renderApp } from '../components/render-app';

vi.mock('next/navigation', () => import('../next-navigation'));

const type = (id: number, name: string) => ({ id, slug: `t${id}`, name, subtitle: '', iconUrl: null, displayOrder: id });
const { channels } = CategoriesResponseSchema.parse({
  channels: [
    { id: 1, slug: 'instagram', name: '인스타그램', subtitle: '팔로워·좋아요', iconUrl: null, displayOrder: 1, productTypes: [type(1, '팔로워'), type(2, '좋아요')] },
    { id: 3, slug: 'tiktok', name: '틱톡', subtitle: '', iconUrl: null, displayOrder: 2, productTypes: [] },
  ],
});

describe('전체 서비스', () => {
  it('채널마다 제목(채널 화면 링크)과 그 상품 유형 링크, 유형이 없는 채널은 안내', () => {
    renderApp(<AllServices channels={channels} />);
    const insta = screen.getByRole('region', { name: '인스타그램' });
    expect(within(insta).getByRole('heading', { level: 2 })).toHaveTextContent('인스타그램');
    expect(within(insta).getByRole('link', { name: '인스타그램' })).toHaveAttribute('href', '/channels/1');
    expect(within(insta).getByRole('link', { name: /팔로워/ })).toHaveAttribute('href', '/channels/1/1');
    expect(within(insta).getByRole('link', { name: /좋아요/ })).toHaveAttribute('href', '/channels/1/2');
    expect(within(screen.getByRole('region', { name: '틱톡' })).getByText('아직 준비된 상품이 없습니다.')).toBeInTheDocument();
  });

  it('보이는 채널이 없으면 안내', () => {
    renderApp(<AllServices channels={[]} />);
    expect(screen.getByText('아직 준비된 서비스가 없습니다.')).toBeInTheDocument();
  });
});
