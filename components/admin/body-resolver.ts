import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * 폼 값(입력칸의 문자열)을 API 본문으로 바꾼 뒤 공유 스키마(lib/schemas)로 검사한다.
 * 폼 칸 이름과 본문 필드 이름이 같아서 오류가 그 칸 아래에 그대로 붙고,
 * 통과하면 handleSubmit 은 스키마가 다듬은 본문(기본값 포함)을 받는다.
 * messages 는 선택 칸처럼 스키마 문구(숫자 id가 필요합니다)가 사람에게 어색한 곳만 바꾼다.
 */
export function bodyResolver<TForm extends FieldValues, TSchema extends z.ZodType<unknown, FieldValues>>(
  schema: TSchema,
  toBody: (values: TForm) => z.input<TSchema>,
  messages: Partial<Record<keyof TForm & string, string>> = {},
): Resolver<TForm, unknown, z.output<TSchema>> {
  const validate = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, z.output<TSchema>>;
  return async (values, context, options) => {
    const result = await validate(toBody(values) as FieldValues, context, options as never);
    for (const [name, message] of Object.entries(messages)) {
      const error = (result.errors as Record<string, { message?: string } | undefined>)[name];
      if (error && message) error.message = message as string;
    }
    return result as never;
  };
}

/** 숫자 칸: 비어 있으면 NaN 으로 넘겨 스키마의 '필수' 문구가 나오게 한다(Number('') 는 0 이다) */
export const toNumber = (value: string | number) => (typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value));

/** 비워 둔 선택 입력은 null (주소, 패널 서비스 번호) */
export const emptyToNull = (value: string) => (value.trim() === '' ? null : value.trim());
