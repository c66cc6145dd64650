'use client';

import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { emptyToNull } from '../body-resolver';

/** 채널과 상품 유형이 같이 쓰는 칸: 주소에 쓰는 슬러그, 이름, 부제, 아이콘, 노출 */
export type NodeFormValues = { slug: string; name: string; subtitle: string; iconUrl: string; isVisible: boolean };

export const emptyNodeValues: NodeFormValues = { slug: '', name: '', subtitle: '', iconUrl: '', isVisible: true };

export const nodeValuesOf = (n: { slug: string; name: string; subtitle: string; iconUrl: string | null; isVisible: boolean }): NodeFormValues => ({
  slug: n.slug,
  name: n.name,
  subtitle: n.subtitle,
  iconUrl: n.iconUrl ?? '',
  isVisible: n.isVisible,
});

export const nodeBodyOf = (v: NodeFormValues) => ({ ...v, slug: v.slug.trim(), iconUrl: emptyToNull(v.iconUrl) });

type Props<T extends NodeFormValues> = { register: UseFormRegister<T>; errors: FieldErrors<NodeFormValues> };

export function NodeFields<T extends NodeFormValues>({ register, errors }: Props<T>) {
  // 제네릭 폼의 register 는 공통 칸 이름만 받도록 좁힌다
  const reg = register as unknown as UseFormRegister<NodeFormValues>;
  return (
    <>
      <TextField label="이름" error={errors.name?.message} {...reg('name')} />
      <TextField label="슬러그 (주소에 쓰는 영문)" placeholder="instagram" autoCapitalize="off" error={errors.slug?.message} {...reg('slug')} />
      <TextField label="부제" error={errors.subtitle?.message} {...reg('subtitle')} />
      <TextField label="아이콘 주소" placeholder="/icons/channels/instagram.svg" error={errors.iconUrl?.message} {...reg('iconUrl')} />
      <Checkbox label="스토어에 보이기" error={errors.isVisible?.message} {...reg('isVisible')} />
    </>
  );
}
