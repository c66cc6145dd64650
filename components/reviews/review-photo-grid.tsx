'use client';

import styled from '@emotion/styled';
import { Picture } from '@/components/ui/picture';

export type PhotoEntry = { reviewId: number; imageUrl: string; alt: string };

/** 사진 후기 모음: 한 줄에 세 칸. 누르면 원본 사진을 새 창으로 연다 */
export function ReviewPhotoGrid({ photos }: { photos: PhotoEntry[] }) {
  if (photos.length === 0) return <Empty>아직 사진 후기가 없습니다.</Empty>;
  return (
    <Grid>
      {photos.map((photo) => (
        <li key={photo.imageUrl}>
          <a href={photo.imageUrl} target="_blank" rel="noreferrer">
            <Picture src={photo.imageUrl} alt={photo.alt} fill />
          </a>
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: 4,
  li: { position: 'relative', aspectRatio: '1 / 1', overflow: 'hidden', borderRadius: theme.radius.sm, background: theme.palette.gray[100] },
  a: { position: 'absolute', inset: 0 },
}));

const Empty = styled.p(({ theme }) => ({ padding: '40px 0', textAlign: 'center', color: theme.color.textMuted }));
