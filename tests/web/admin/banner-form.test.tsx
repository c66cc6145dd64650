import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BannerEditor } from '@/components/admin/banners/banner-editor';
import { CONTENT_MESSAGES } from '@/lib/schemas/contents';
import { renderApp } from '../components/render-app';
import { API, adminServer } from './admin-fixtures';
import { pathname, router } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/admin/banners/new';

/*
 * 올린 파일이 msw(Node 의 Request)까지 바이트 그대로 가게, 이 파일에서는 파일·폼 클래스를 Node 의 것으로 쓴다:
 * Node 24 의 fetch 는 jsdom 의 File 을 File 로 보지 않아 multipart 에 0바이트로 싣는다(브라우저에서는 한 클래스다)
 */
const jsdomClasses = { File: globalThis.File, Blob: globalThis.Blob, FormData: globalThis.FormData };
const server = adminServer();
beforeAll(async () => {
  // Node 의 FormData 클래스는 전역에 없다(jsdom 이 덮었다): Node 의 Response 가 만든 것에서 꺼낸다
  const nodeForm = await new Response('', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData();
  Object.assign(globalThis, { File: NodeFile, Blob: NodeBlob, FormData: nodeForm.constructor });
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  vi.clearAllMocks();
});
afterAll(() => {
  server.close();
  Object.assign(globalThis, jsdomClasses);
});

const IMAGE_URL = 'http://localhost:4000/uploads/banners/summer.png';
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'summer.png', { type: 'image/png' });

/** POST /v1/admin/images 가 받은 것을 남긴다 */
function answerUpload() {
  const received: { contentType: string | null; fileSize: number | null }[] = [];
  server.use(
    http.post(`${API}/admin/images`, async ({ request }) => {
      const contentType = request.headers.get('content-type');
      const file = (await request.formData()).get('file');
      // jsdom 과 Node 의 File 은 서로 다른 클래스라 instanceof 대신 모양으로 본다(파일 이름은 jsdom 을 건너며 'blob' 이 된다)
      received.push({ contentType, fileSize: file && typeof file === 'object' && 'size' in file ? file.size : null });
      return HttpResponse.json({ url: IMAGE_URL, key: 'banners/summer.png', contentType: 'image/png', size: 4 }, { status: 201 });
    }),
  );
  return received;
}

describe('배너 등록 폼 (/admin/banners/new)', () => {
  it('이미지를 고르면 multipart 의 file 필드로 올리고 돌려받은 주소로 미리보기를 보인다', async () => {
    const received = answerUpload();
    const user = userEvent.setup();
    renderApp(<BannerEditor id={null} />);
    expect(screen.queryByRole('img', { name: '배너 이미지 미리보기' })).not.toBeInTheDocument();

    await user.upload(screen.getByLabelText('배너 이미지'), png());

    expect(await screen.findByRole('img', { name: '배너 이미지 미리보기' })).toHaveAttribute('src', IMAGE_URL);
    expect(received).toHaveLength(1);
    expect(received[0]!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(received[0]!.fileSize).toBe(4);
  });

  it('이미지 없이 저장하면, 또 종료가 시작보다 앞서면 한국어 안내를 보이고 보내지 않는다', async () => {
    answerUpload();
    const create = vi.fn();
    server.use(http.post(`${API}/admin/banners`, create));
    const user = userEvent.setup();
    renderApp(<BannerEditor id={null} />);
    await user.type(screen.getByLabelText('제목'), '여름 할인');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText(CONTENT_MESSAGES.imageRequired)).toBeInTheDocument();

    // 기간 규칙은 칸마다의 검사를 통과한 뒤에 본다(스키마의 refine)
    await user.upload(screen.getByLabelText('배너 이미지'), png());
    await screen.findByRole('img', { name: '배너 이미지 미리보기' });
    await user.type(screen.getByLabelText('노출 시작'), '2026-07-10T09:00');
    await user.type(screen.getByLabelText('노출 종료'), '2026-07-01T09:00');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText(CONTENT_MESSAGES.windowInvalid)).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('노출 기간은 한국 시각으로 읽어 +09:00 ISO 로 보낸다', async () => {
    answerUpload();
    let sent: unknown;
    server.use(
      http.post(`${API}/admin/banners`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ id: 9, displayOrder: 0, ...(sent as object) }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp(<BannerEditor id={null} />);
    await user.type(screen.getByLabelText('제목'), '여름 할인');
    await user.upload(screen.getByLabelText('배너 이미지'), png());
    await screen.findByRole('img', { name: '배너 이미지 미리보기' });
    await user.type(screen.getByLabelText('링크 주소'), '/channels/1');
    await user.type(screen.getByLabelText('노출 시작'), '2026-07-01T09:00');
    await user.click(screen.getByRole('button', { name: '저장' }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/admin/banners'));
    expect(sent).toEqual({
      title: '여름 할인',
      imageUrl: IMAGE_URL,
      linkUrl: '/channels/1',
      isVisible: true,
      startsAt: '2026-07-01T09:00:00+09:00',
      endsAt: null,
    });
  });

  it('업로드가 거절되면 서버 문구를 role="alert" 로 보인다', async () => {
    server.use(
      http.post(`${API}/admin/images`, () =>
        HttpResponse.json({ code: 'IMAGE_UNSUPPORTED', message: CONTENT_MESSAGES.imageUnsupported, meta: null }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderApp(<BannerEditor id={null} />);
    await user.upload(screen.getByLabelText('배너 이미지'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTENT_MESSAGES.imageUnsupported);
  });
});
