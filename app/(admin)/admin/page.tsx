/** 콘솔 첫 화면. 제목·메뉴는 layout 의 AdminFrame 이 그린다. */
export default function AdminHomePage() {
  return <p>메뉴에서 관리할 화면을 고르세요.</p>;
}
