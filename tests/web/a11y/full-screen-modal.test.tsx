import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FullScreenModal } from '@/components/ui/full-screen-modal';
import { renderApp } from '../components/render-app';

/** 모달을 여는 버튼과 모달(칸 두 개와 보내기 버튼). 닫기는 onClose 가 부른 횟수도 센다 */
function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        후기 작성
      </button>
      <a href="/elsewhere">다른 곳</a>
      {open && (
        <FullScreenModal title="후기 작성" onClose={close}>
          <label>
            제목
            <input />
          </label>
          <button type="button" disabled>
            잠긴 버튼
          </button>
          <button type="submit">등록하기</button>
        </FullScreenModal>
      )}
    </>
  );
}

async function openModal() {
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderApp(<Harness onClose={onClose} />);
  const opener = screen.getByRole('button', { name: '후기 작성' });
  await user.click(opener);
  return { user, onClose, opener, dialog: await screen.findByRole('dialog', { name: '후기 작성' }) };
}

describe('전체 화면 모달의 키보드와 낭독기', () => {
  it('열리면 제목으로 이름 붙은 대화상자가 되고, 초점이 제목에 온다', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: '후기 작성' })).toHaveFocus();
  });

  it('Tab 은 모달 안에서만 돈다: 마지막 칸 다음은 닫기 버튼, 첫 칸 앞은 마지막 칸', async () => {
    const { user } = await openModal();
    const close = screen.getByRole('button', { name: '닫기' });
    const title = screen.getByRole('textbox', { name: '제목' });
    const submit = screen.getByRole('button', { name: '등록하기' });

    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(title).toHaveFocus();
    await user.tab(); // 잠긴 버튼은 건너뛴다
    expect(submit).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit).toHaveFocus();
    expect(screen.getByRole('link', { name: '다른 곳', hidden: true })).not.toHaveFocus();
  });

  it('Esc 를 누르면 닫히고, 초점은 모달을 연 버튼으로 돌아간다', async () => {
    const { user, onClose, opener } = await openModal();
    await user.click(screen.getByRole('textbox', { name: '제목' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('한글을 조합하는 중의 Esc 는 입력기의 것이라 모달을 닫지 않는다', async () => {
    const { onClose } = await openModal();
    const title = screen.getByRole('textbox', { name: '제목' });
    fireEvent.keyDown(title, { key: 'Escape', isComposing: true });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.keyDown(title, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Esc 는 모달이 썼다고 표시한다(preventDefault): 화면의 다른 Esc 처리(메인 팝업)가 함께 닫히지 않게', async () => {
    const { onClose } = await openModal();
    // dispatchEvent 는 preventDefault 가 불렸으면 false 를 돌려준다
    const notPrevented = fireEvent.keyDown(screen.getByRole('heading', { name: '후기 작성' }), { key: 'Escape' });
    expect(notPrevented).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('닫기 버튼으로 닫아도 초점이 연 버튼으로 돌아가고, 열린 동안 막았던 본문 스크롤이 풀린다', async () => {
    const { user, onClose, opener } = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('열린 동안 뒤의 화면은 inert 라 낭독기와 Tab 에서 빠지고, 닫히면 돌아온다', async () => {
    const { user, opener, dialog } = await openModal();
    // 모달은 body 바로 아래에 따로 그려지고, 연 버튼이 있는 화면 쪽이 inert 가 된다
    expect(dialog.parentElement).toBe(document.body);
    const page = opener.closest<HTMLElement>('body > *')!;
    expect(page.contains(dialog)).toBe(false);
    expect(page.inert).toBe(true);
    expect(dialog.inert).not.toBe(true);
    await act(() => user.keyboard('{Escape}'));
    expect(page.inert).toBe(false);
  });
});
