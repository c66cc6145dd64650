'use client';

import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { ImageUploadField } from './image-upload-field';

type Props<T extends FieldValues, TOut extends FieldValues> = {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  optional?: boolean;
};

/** react-hook-form 폼의 이미지 칸: 올린 이미지의 주소가 그 필드의 값이 된다 */
export function ImageFormField<T extends FieldValues, TOut extends FieldValues = T>({ control, name, label, optional }: Props<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageUploadField label={label} optional={optional} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
      )}
    />
  );
}
