'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { uploadReviewImage } from '@/lib/api/reviews';
import { errorMessage } from '@/lib/schemas/errors';
import { REVIEW_IMAGES_MAX, REVIEW_MESSAGES, hasReviewImageExtension } from '@/lib/schemas/review-rules';
import { IMAGE_MAX_BYTES } from '@/lib/schemas/upload-rules';

/** 브라우저가 알려 주는 형식(옛 브라우저의 jpeg 별칭 포함). 비어 있으면(모르는 형식) 확장자와 서버의 내용 검사에 맡긴다 */
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/jpg', 'image/pjpeg']);

/** 서버가 거절한 이유를 명세의 알림으로: 이메일 인증 전(403)·형식(415)·크기(413)는 그 문구, 나머지는 올리기 실패 */
function uploadFailureMessage(error: unknown): string {
  if (isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED') return errorMessage('EMAIL_NOT_VERIFIED');
  if (isApiError(error) && error.status === 415) return errorMessage('REVIEW_IMAGE_TYPE_UNSUPPORTED');
  if (isApiError(error) && error.status === 413) return errorMessage('IMAGE_TOO_LARGE');
  return REVIEW_MESSAGES.uploadFailed;
}

export type ReviewImage = { id: number; preview: string; url: string | null };

/**
 * 후기 사진(최대 3장): 고르는 즉시 미리 보이고 올린다. 올리기 전에 형식·크기를 거르고,
 * 실패하면 알리고 아무것도 남기지 않는다. 지우면 미리보기와 올린 주소가 함께 빠진다.
 */
export function useReviewImages() {
  const [images, setImages] = useState<ReviewImage[]>([]);
  // 형식·크기로 거른 까닭: 알림 창 대신 사진 칸 아래에 보이고 낭독기가 알린다(문구는 docs/product.md, Review form 의 알림 그대로)
  const [rejection, setRejection] = useState<string | null>(null);
  const nextId = useRef(1);
  // id → 미리보기 주소. state 보다 먼저 세어 한 번에 여러 장을 골라도 3장을 넘지 않는다
  const entries = useRef(new Map<number, string>());

  useEffect(() => {
    const live = entries.current;
    return () => live.forEach((preview) => URL.revokeObjectURL(preview));
  }, []);

  const remove = useCallback((id: number) => {
    const preview = entries.current.get(id);
    if (preview === undefined) return;
    entries.current.delete(id);
    URL.revokeObjectURL(preview);
    setImages((list) => list.filter((i) => i.id !== id));
  }, []);

  /** 거르기와 자리 잡기는 바로 하고, 올리기는 기다리지 않고 돌려준다 */
  const addOne = useCallback(
    (file: File): Promise<void> | null => {
      if (!hasReviewImageExtension(file.name) || (file.type !== '' && !ACCEPTED_TYPES.has(file.type))) {
        setRejection(errorMessage('REVIEW_IMAGE_TYPE_UNSUPPORTED'));
        return null;
      }
      if (file.size > IMAGE_MAX_BYTES) {
        setRejection(errorMessage('IMAGE_TOO_LARGE'));
        return null;
      }
      const id = nextId.current++;
      const preview = URL.createObjectURL(file);
      entries.current.set(id, preview);
      setImages((list) => [...list, { id, preview, url: null }]);
      return uploadReviewImage(file).then(
        (url) => setImages((list) => list.map((i) => (i.id === id ? { ...i, url } : i))),
        (error: unknown) => {
          remove(id);
          window.alert(uploadFailureMessage(error));
        },
      );
    },
    [remove],
  );

  const add = useCallback(
    async (files: File[]) => {
      // 새로 고를 때마다 지난 거절은 지운다: 이번 파일들의 결과만 보인다
      setRejection(null);
      const uploads: Array<Promise<void>> = [];
      for (const file of files) {
        if (entries.current.size >= REVIEW_IMAGES_MAX) break;
        const upload = addOne(file);
        if (upload) uploads.push(upload);
      }
      await Promise.all(uploads);
    },
    [addOne],
  );

  return {
    images,
    add,
    remove,
    uploading: images.some((i) => i.url === null),
    urls: images.flatMap((i) => (i.url ? [i.url] : [])),
    full: images.length >= REVIEW_IMAGES_MAX,
    rejection,
  };
}
