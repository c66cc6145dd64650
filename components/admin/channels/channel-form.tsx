'use client';

import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { useSaveChannel } from '@/lib/api/admin-catalogue';
import { type Channel } from '@/lib/schemas/catalogue';
import { ChannelCreateBodySchema } from '@/lib/schemas/admin-catalogue';
import { Form, FormActions, ServerError } from '../admin-form-parts';
import { LinkButton } from '../admin-list-parts';
import { bodyResolver } from '../body-resolver';
import { useSaveAndReturn } from '../use-save-and-return';
import { NodeFields, emptyNodeValues, nodeBodyOf, nodeValuesOf, type NodeFormValues } from './node-fields';

const LIST = '/admin/channels';
const resolver = bodyResolver<NodeFormValues, typeof ChannelCreateBodySchema>(ChannelCreateBodySchema, nodeBodyOf);

export function ChannelForm({ channel }: { channel?: Channel }) {
  const save = useSaveChannel();
  const { serverError, run } = useSaveAndReturn(LIST);
  const {
    setError,
    getValues,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NodeFormValues, unknown, z.output<typeof ChannelCreateBodySchema>>({
    resolver,
    defaultValues: channel ? nodeValuesOf(channel) : emptyNodeValues,
  });
  const onSubmit = handleSubmit((body) => run({ setError, getValues }, () => save.mutateAsync({ id: channel?.id ?? null, body })));
  return (
    <Form onSubmit={onSubmit} noValidate aria-label={channel ? '채널 수정' : '채널 등록'}>
      <NodeFields register={register} errors={errors} />
      {serverError && <ServerError role="alert">{serverError}</ServerError>}
      <FormActions>
        <LinkButton href={LIST} data-variant="secondary">
          취소
        </LinkButton>
        <Button type="submit" disabled={isSubmitting}>
          저장
        </Button>
      </FormActions>
    </Form>
  );
}
